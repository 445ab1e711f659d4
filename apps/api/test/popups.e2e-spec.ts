import { DEMO_POPUP, seedPopups } from '@soundpost/server-popups';
import { DataSource } from 'typeorm';
import { newArtist, newStaff } from './support/kyc-fixtures';
import { createTestApp, TestApp } from './test-app';

interface PopupBody {
  id: string;
  title: string;
  message: string;
  type: string;
  show_from: string | null;
  show_until: string | null;
  status: boolean;
}

const HOUR = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

describe('Popups (/admin/popups, /popups) over HTTP', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: { id: string; token: string };
  let manager: { id: string; token: string };

  const call = (method: string, p: string, token?: string, json?: unknown) => t.api(`/api${p}`, { method, token, json });
  const create = async (payload: Record<string, unknown>, token = admin.token): Promise<PopupBody> => {
    const res = await call('POST', '/admin/popups', token, payload);
    expect(res.status).toBe(201);
    return (await res.json()) as PopupBody;
  };
  const rowCount = async () => Number((await db.query('SELECT count(*)::int AS n FROM popups'))[0].n);
  const publicIds = async () => {
    const res = await call('GET', '/popups');
    expect(res.status).toBe(200);
    return ((await res.json()) as Array<{ id: string }>).map((p) => p.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    admin = await newStaff(t, 'admin');
    manager = await newStaff(t, 'manager');
  });
  afterAll(() => t?.close());
  // Each test starts from no popups, so the public list shows exactly what the test made.
  beforeEach(async () => {
    await db.query('DELETE FROM popups');
  });

  describe('access', () => {
    it('answers 401 without a token and 403 for an artist on every staff route', async () => {
      const artist = await newArtist(t);
      const id = '00000000-0000-4000-8000-000000000000';
      for (const [method, p] of [['GET', '/admin/popups'], ['POST', '/admin/popups'], ['PUT', `/admin/popups/${id}`], ['DELETE', `/admin/popups/${id}`]]) {
        const json = method === 'GET' || method === 'DELETE' ? undefined : {};
        expect((await call(method, p, undefined, json)).status).toBe(401);
        expect((await call(method, p, artist.token, json)).status).toBe(403);
      }
    });

    it('serves the public list without auth, revalidated on every load', async () => {
      const res = await call('GET', '/popups');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.json()).toEqual([]);
    });
  });

  describe('create, edit, toggle, delete', () => {
    it('creates with the defaults (info, active, open window) and records an audit entry', async () => {
      const created = await create({ title: '  Hello  ', message: '<p>Welcome</p>' }, manager.token);
      expect(created).toMatchObject({ title: 'Hello', message: '<p>Welcome</p>', type: 'info', show_from: null, show_until: null, status: true });
      const [row] = await db.query('SELECT title, message, type, status, show_from, show_until FROM popups WHERE id = $1', [created.id]);
      expect(row).toEqual({ title: 'Hello', message: '<p>Welcome</p>', type: 'info', status: true, show_from: null, show_until: null });
      const logs = await db.query(`SELECT event, actor_id FROM audit_logs WHERE auditable_type = 'Popup' AND auditable_id = $1`, [created.id]);
      expect(logs).toEqual([{ event: 'created', actor_id: manager.id }]);
    });

    it('stores every field of the form, reads it back, and updates it', async () => {
      const from = iso(-HOUR);
      const until = iso(48 * HOUR);
      const created = await create({ title: 'Sale', message: '<p>-20%</p>', type: 'success', show_from: from, show_until: until, status: false });
      expect(created).toMatchObject({ type: 'success', show_from: from, show_until: until, status: false });
      const got = await call('GET', `/admin/popups/${created.id}`, admin.token);
      expect(got.status).toBe(200);
      expect(await got.json()).toMatchObject({ id: created.id, title: 'Sale', created_at: expect.any(String), updated_at: expect.any(String) });

      const res = await call('PUT', `/admin/popups/${created.id}`, admin.token, { title: 'Sale ends', message: '<p>Last day</p>', type: 'warning', show_from: null, show_until: '', status: true });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ title: 'Sale ends', message: '<p>Last day</p>', type: 'warning', show_from: null, show_until: null, status: true });
    });

    it('the row toggle sends only status and changes nothing else', async () => {
      const created = await create({ title: 'Toggle me', message: '<p>x</p>', type: 'error', show_until: iso(HOUR) });
      const off = await call('PUT', `/admin/popups/${created.id}`, admin.token, { status: false });
      expect(off.status).toBe(200);
      expect(await off.json()).toEqual({ ...created, status: false, updated_at: expect.any(String) });
      expect(await publicIds()).toEqual([]);
      const on = await call('PUT', `/admin/popups/${created.id}`, admin.token, { status: 1 });
      expect((await on.json()).status).toBe(true);
      expect(await publicIds()).toEqual([created.id]);
    });

    it('deletes (204), then answers 404; unknown and malformed ids answer 404', async () => {
      const created = await create({ title: 'Bye', message: '<p>x</p>' });
      expect((await call('DELETE', `/admin/popups/${created.id}`, admin.token)).status).toBe(204);
      expect(await rowCount()).toBe(0);
      expect((await call('GET', `/admin/popups/${created.id}`, admin.token)).status).toBe(404);
      const put = await call('PUT', `/admin/popups/${created.id}`, admin.token, { status: true });
      expect(put.status).toBe(404);
      expect(await put.json()).toMatchObject({ code: 'popup_not_found', message: 'Popup not found.' });
      expect((await call('DELETE', '/admin/popups/not-a-uuid', admin.token)).status).toBe(404);
    });
  });

  describe('validation: 422 with the message, nothing written', () => {
    it.each([
      [{ message: '<p>x</p>' }, 'title', 'Title is required'],
      [{ title: '   ', message: '<p>x</p>' }, 'title', 'Title is required'],
      [{ title: null, message: '<p>x</p>' }, 'title', 'Title is required'],
      [{ title: 'T' }, 'message', 'Message is required'],
      [{ title: 'T', message: '  ' }, 'message', 'Message is required'],
      [{ title: '', message: '' }, 'title', 'Title is required'],
      [{ title: 'T', message: '<script>alert(1)</script>' }, 'message', 'Message is required'],
      [{ title: 'T', message: 'x', type: 'banner' }, 'type', 'Type must be info, warning, success or error.'],
      [{ title: 'T', message: 'x', type: null }, 'type', 'Type must be info, warning, success or error.'],
      [{ title: 'T', message: 'x', show_from: 'tomorrow' }, 'show_from', 'Show from must be an ISO date or null.'],
      [{ title: 'T', message: 'x', show_until: '2026-13-40' }, 'show_until', 'Show until must be an ISO date or null.'],
      [{ title: 'T', message: 'x', show_from: '2026-12-02T00:00:00Z', show_until: '2026-12-01T00:00:00Z' }, 'show_until', 'Show until must be after show from.'],
      [{ title: 'T', message: 'x', status: 'maybe' }, 'status', 'Status must be true or false.'],
      [{ title: 'T', message: 'x', status: null }, 'status', 'Status must be true or false.'],
      [{ title: 'x'.repeat(256), message: 'x' }, 'title', 'Title must be at most 255 characters.'],
    ])('POST %j → %s', async (payload, field, message) => {
      const res = await call('POST', '/admin/popups', admin.token, payload);
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.message).toBe(message);
      expect(body.errors[field]).toEqual([message]);
      expect(await rowCount()).toBe(0);
    });

    it('refuses unknown fields', async () => {
      const res = await call('POST', '/admin/popups', admin.token, { title: 'T', message: 'x', id: 'mine' });
      expect(res.status).toBe(422);
      expect(await rowCount()).toBe(0);
    });

    it('checks an edit against the stored window and leaves the row unchanged when refused', async () => {
      const created = await create({ title: 'Window', message: '<p>x</p>', show_from: '2026-12-01T00:00:00.000Z' });
      for (const [payload, field, message] of [
        [{ show_until: '2026-11-30T00:00:00Z' }, 'show_until', 'Show until must be after show from.'],
        [{ title: '' }, 'title', 'Title is required'],
        [{ message: '<iframe src="https://evil.example"></iframe>' }, 'message', 'Message is required'],
        [{ type: 'promo' }, 'type', 'Type must be info, warning, success or error.'],
      ] as const) {
        const res = await call('PUT', `/admin/popups/${created.id}`, admin.token, payload);
        expect(res.status).toBe(422);
        expect((await res.json()).errors[field]).toEqual([message]);
      }
      const [row] = await db.query('SELECT title, message, type, show_until FROM popups WHERE id = $1', [created.id]);
      expect(row).toEqual({ title: 'Window', message: '<p>x</p>', type: 'info', show_until: null });
    });
  });

  describe('sanitising on save', () => {
    const payloads = [
      '<p>Hi</p><script>alert(1)</script>',
      '<img src="https://cdn.example/a.png" onerror="alert(1)"><p onclick="alert(1)">x</p>',
      '<a href="javascript:alert(1)">a</a><a href="jav&#x09;ascript:alert(1)">b</a><a href="data:text/html,x">c</a>',
      '<p>frame</p><iframe src="https://evil.example"></iframe><frameset><frame src="x"></frameset>',
      '<p style="color:red">styled</p><style>body{display:none}</style>',
      '<p>form</p><form action="https://evil.example"><input name="p"><button>Go</button></form>',
      '<p>svg</p><svg onload="alert(1)"></svg><object data="x"></object><embed src="x">',
      '<p>meta</p><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    ];

    it('stores only the allowlist, whatever was sent', async () => {
      for (const message of payloads) {
        const created = await create({ title: 'Sanitised', message });
        const [row] = await db.query('SELECT message FROM popups WHERE id = $1', [created.id]);
        expect(row.message).toBe(created.message);
        expect(row.message).not.toMatch(/<script|\son\w+=|javascript:|data:|<iframe|<frame|<style|\sstyle=|<form|<input|<button|<svg|<object|<embed|<meta/i);
      }
      const rows: Array<{ message: string }> = await db.query('SELECT message FROM popups ORDER BY created_at');
      expect(rows.map((r) => r.message)).toEqual([
        '<p>Hi</p>',
        '<img src="https://cdn.example/a.png" /><p>x</p>',
        '<a rel="noopener noreferrer">a</a><a rel="noopener noreferrer">b</a><a rel="noopener noreferrer">c</a>',
        '<p>frame</p>',
        '<p>styled</p>',
        '<p>form</p>Go',
        '<p>svg</p>',
        '<p>meta</p>',
      ]);
    });

    it('keeps the allowed formatting and adds rel noopener to links', async () => {
      const created = await create({
        title: 'Rich',
        message: '<h2>News</h2><p><strong>Bold</strong> <a href="https://soundpost.example" target="_blank">link</a></p><ul><li>one</li></ul>',
      });
      expect(created.message).toBe(
        '<h2>News</h2><p><strong>Bold</strong> <a rel="noopener noreferrer" href="https://soundpost.example" target="_blank">link</a></p><ul><li>one</li></ul>',
      );
    });
  });

  describe('the public list: active popups inside their window', () => {
    it('shows open-ended and current windows, hides future, expired and switched-off ones, oldest start first', async () => {
      const open = await create({ title: 'Open', message: '<p>o</p>' });
      const current = await create({ title: 'Current', message: '<p>c</p>', type: 'warning', show_from: iso(-2 * HOUR), show_until: iso(2 * HOUR) });
      const onlyUntil = await create({ title: 'Until', message: '<p>u</p>', show_until: iso(HOUR) });
      const started = await create({ title: 'Started', message: '<p>s</p>', show_from: iso(-5 * HOUR) });
      await create({ title: 'Future', message: '<p>f</p>', show_from: iso(HOUR) });
      await create({ title: 'Expired', message: '<p>e</p>', show_from: iso(-3 * HOUR), show_until: iso(-HOUR) });
      await create({ title: 'Off', message: '<p>x</p>', status: false });

      const res = await call('GET', '/popups');
      const body = await res.json();
      expect(body.map((p: { title: string }) => p.title)).toEqual(['Open', 'Until', 'Started', 'Current']);
      expect(body.map((p: { id: string }) => p.id)).toEqual([open.id, onlyUntil.id, started.id, current.id]);
      // Exactly the fields: nothing about scheduling or status leaks.
      expect(body[3]).toEqual({ id: current.id, title: 'Current', message: '<p>c</p>', type: 'warning' });
    });
  });

  describe('the staff list', () => {
    beforeEach(async () => {
      await create({ title: 'Alpha news', message: '<p>first</p>', type: 'info' });
      await create({ title: 'Beta sale', message: '<p>second</p>', type: 'success', status: false });
      await create({ title: 'Gamma outage', message: '<p>maintenance tonight</p>', type: 'error' });
    });

    it('answers items, data and meta (last_page, total), newest first, paged', async () => {
      const res = await call('GET', '/admin/popups?per_page=2&page=1', admin.token);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.items.map((p: PopupBody) => p.title)).toEqual(['Gamma outage', 'Beta sale']);
      expect(body.data).toEqual(body.items);
      expect(body.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
      expect(res.headers.get('content-range')).toBe('popups 0-1/3');
      const second = await (await call('GET', '/admin/popups?per_page=2&page=2', manager.token)).json();
      expect(second.items.map((p: PopupBody) => p.title)).toEqual(['Alpha news']);
    });

    it('searches title and message, filters by type and by status 1/0', async () => {
      const titles = async (query: string) => ((await (await call('GET', `/admin/popups?${query}`, admin.token)).json()).items as PopupBody[]).map((p) => p.title);
      expect(await titles('q=sale')).toEqual(['Beta sale']);
      expect(await titles('q=MAINTENANCE')).toEqual(['Gamma outage']);
      expect(await titles('type=error')).toEqual(['Gamma outage']);
      expect(await titles('status=0')).toEqual(['Beta sale']);
      expect(await titles('status=1&per_page=50')).toEqual(['Gamma outage', 'Alpha news']);
      expect(await titles('status=&type=&q=')).toHaveLength(3);
      expect(await titles('q=100%25')).toEqual([]);
    });

    it('refuses unknown filters and types with 400', async () => {
      expect((await call('GET', '/admin/popups?type=banner', admin.token)).status).toBe(400);
      expect((await call('GET', '/admin/popups?status=maybe', admin.token)).status).toBe(400);
      expect((await call('GET', '/admin/popups?owner=me', admin.token)).status).toBe(400);
    });
  });

  describe('seed', () => {
    it('creates the demo popup once, switched on for a window that covers now, so a fresh install shows it', async () => {
      await seedPopups({ app: t.app, config: t.config, log: () => undefined });
      await seedPopups({ app: t.app, config: t.config, log: () => undefined });
      const rows = await db.query(`SELECT id, title, type, status, show_from <= now() AS started, show_until > now() + interval '80 days' AS lasting FROM popups`);
      expect(rows).toEqual([{ id: expect.any(String), title: DEMO_POPUP.title, type: 'info', status: true, started: true, lasting: true }]);
      expect(await publicIds()).toEqual([rows[0].id]);
    });
  });
});
