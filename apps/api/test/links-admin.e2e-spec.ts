import { LINK_MESSAGES, type AdminLinkPage, type AdminLinkResponse } from '@soundpost/contracts';
import { LinkCounterService, seedLinks } from '@soundpost/server-links';
import { DEMO_RELEASES_ARTIST_EMAIL } from '@soundpost/server-releases';
import { DataSource } from 'typeorm';
import { ResponseChecker, type OpenApiDocument } from './openapi-check';
import { acknowledgeAt, submittedRelease, type LinkedRelease } from './support/links-fixtures';
import { caller, newStaff } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

jest.setTimeout(90_000);

const PUBLIC_URL = 'https://sp.example';

describe('Smart links in the back office: list, search, one link, disable and enable, audited (real app)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let staff: { id: string; token: string };
  let manager: { id: string; token: string };
  let first: LinkedRelease;
  let second: LinkedRelease;
  let firstLink: { id: string; slug: string };
  let secondLink: { id: string; slug: string };

  const linkOf = async (releaseId: string) => (await db.query(`SELECT id, slug FROM release_links WHERE release_id = $1`, [releaseId]))[0] as { id: string; slug: string };
  const open = (slug: string) => fetch(`${t.url}/l/${slug}`, { redirect: 'manual', headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' } });

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
    db = t.app.get(DataSource);
    call = caller(t);
    staff = await newStaff(t, 'admin');
    manager = await newStaff(t, 'manager');
    first = await submittedRelease(t, { stores: ['spotify'], title: 'Harbour Lights' });
    second = await submittedRelease(t, { stores: ['spotify'], title: 'Quiet Engines' });
    await acknowledgeAt(t, first.releaseId, 'spotify');
    firstLink = await linkOf(first.releaseId);
    secondLink = await linkOf(second.releaseId);
    const counter = t.app.get(LinkCounterService);
    for (let i = 0; i < 5; i++) counter.view(secondLink.id, '', 'PT');
    counter.click(secondLink.id, 'spotify', '', 'PT');
    counter.view(firstLink.id, '', 'PT');
    await counter.flush();
  });
  afterAll(() => t?.close());

  it('lists links with their release, artist, state and counts, react-admin style with Content-Range', async () => {
    const res = await call('GET', `/admin/links?filter=${encodeURIComponent(JSON.stringify({ q: 'Quiet Engines' }))}&range=[0,9]&sort=["created_at","DESC"]`, staff.token);
    expect(res.status).toBe(200);
    const page = res.body as AdminLinkPage;
    expect(page.meta.total).toBe(1);
    expect(res.headers.get('content-range')).toBe('links 0-0/1');
    const [card] = await db.query(`SELECT artist_name FROM release_catalogue_cards WHERE release_id = $1`, [second.releaseId]);
    expect(page.data[0]).toEqual({
      id: secondLink.id,
      slug: secondLink.slug,
      url: `${PUBLIC_URL}/l/${secondLink.slug}`,
      release_id: second.releaseId,
      release_title: 'Quiet Engines',
      artist_name: card.artist_name,
      user_id: second.artist.id,
      state: 'presave',
      views: 5,
      clicks: 1,
      disabled_at: null,
      disabled_reason: null,
      created_at: expect.any(String),
    });
  });

  it('searches over slug, release title and artist name, and sorts by counts', async () => {
    const ids = async (query: string) => ((await call('GET', `/admin/links?${query}`, staff.token)).body as AdminLinkPage).data.map((l) => l.id);
    expect(await ids(`q=${encodeURIComponent(firstLink.slug)}`)).toEqual([firstLink.id]);
    expect(await ids('q=harbour%20LIGHTS')).toEqual([firstLink.id]);
    const [card] = await db.query(`SELECT artist_name FROM release_catalogue_cards WHERE release_id = $1`, [second.releaseId]);
    expect(await ids(`q=${encodeURIComponent(card.artist_name)}`)).toEqual([secondLink.id]);
    // Wildcards are text, not patterns.
    expect(await ids('q=%25')).toEqual([]);
    const byViews = await ids(`sort=views&dir=desc&per_page=100`);
    expect(byViews.indexOf(secondLink.id)).toBeLessThan(byViews.indexOf(firstLink.id));
    expect((await call('GET', '/admin/links?sort=password', staff.token)).status).toBe(400);
    expect((await call('GET', `/admin/links?filter=${encodeURIComponent(JSON.stringify({ user_id: first.artist.id }))}`, staff.token)).body.data.map((l: AdminLinkResponse) => l.id)).toEqual([firstLink.id]);
  });

  it('shows one link, 404 for an unknown one', async () => {
    const res = await call('GET', `/admin/links/${firstLink.id}`, manager.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: firstLink.id, slug: firstLink.slug, release_title: 'Harbour Lights', views: 1, clicks: 0 });
    expect((await call('GET', '/admin/links/00000000-0000-4000-8000-000000000000', staff.token)).status).toBe(404);
    expect((await call('GET', '/admin/links/nope', staff.token)).status).toBe(404);
  });

  it('disables a link with a reason: the page answers 404 at once and the audit log names the staff member', async () => {
    await db.query(`UPDATE releases SET release_date = '2024-03-01' WHERE id = $1`, [first.releaseId]);
    expect((await open(firstLink.slug)).status).toBe(200);

    const res = await call('POST', `/admin/links/${firstLink.id}/disable`, staff.token, { reason: '  Impersonates another artist.  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: firstLink.id, state: 'disabled', disabled_reason: 'Impersonates another artist.', disabled_at: expect.any(String) });
    expect((await open(firstLink.slug)).status).toBe(404);
    expect((await call('GET', '/artist/links', first.artist.token)).body.items[0].state).toBe('disabled');
    const disabledList = (await call('GET', `/admin/links?filter=${encodeURIComponent(JSON.stringify({ disabled: true }))}`, staff.token)).body as AdminLinkPage;
    expect(disabledList.data.map((l) => l.id)).toEqual([firstLink.id]);

    const [log] = await db.query(
      `SELECT event, actor_id, user_id, changes, original FROM audit_logs WHERE auditable_type = 'ReleaseLink' AND auditable_id = $1 AND event = 'updated' ORDER BY id DESC LIMIT 1`,
      [firstLink.id],
    );
    expect(log).toMatchObject({ event: 'updated', actor_id: staff.id, user_id: first.artist.id });
    expect(log.changes).toMatchObject({ disabled_reason: 'Impersonates another artist.', disabled_at: expect.any(String) });
    expect(log.original).toMatchObject({ disabled_reason: null, disabled_at: null });
  });

  it('enables it again: the page is back, and that is audited too', async () => {
    const res = await call('POST', `/admin/links/${firstLink.id}/enable`, manager.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'live', disabled_at: null, disabled_reason: null });
    expect((await open(firstLink.slug)).status).toBe(200);
    const [log] = await db.query(
      `SELECT actor_id, changes FROM audit_logs WHERE auditable_type = 'ReleaseLink' AND auditable_id = $1 AND event = 'updated' ORDER BY id DESC LIMIT 1`,
      [firstLink.id],
    );
    expect(log).toMatchObject({ actor_id: manager.id, changes: { disabled_at: null, disabled_reason: null } });
  });

  it('refuses a missing or too long reason (422), an unknown link (404) and artists (403)', async () => {
    for (const reason of [undefined, '', '   ', 'x'.repeat(501), 42]) {
      const res = await call('POST', `/admin/links/${secondLink.id}/disable`, staff.token, reason === undefined ? {} : { reason });
      expect(res.status).toBe(422);
      expect(res.body.errors.reason).toEqual([LINK_MESSAGES.disableReasonRequired]);
    }
    expect((await call('POST', '/admin/links/00000000-0000-4000-8000-000000000000/disable', staff.token, { reason: 'Spam.' })).status).toBe(404);
    expect((await call('POST', '/admin/links/00000000-0000-4000-8000-000000000000/enable', staff.token)).status).toBe(404);
    expect((await call('GET', '/admin/links', first.artist.token)).status).toBe(403);
    expect((await call('POST', `/admin/links/${secondLink.id}/disable`, first.artist.token, { reason: 'Spam.' })).status).toBe(403);
    expect((await call('GET', '/admin/links', undefined)).status).toBe(401);
  });

  it("seeds the demo artist's links with channels and sixty days of counts, once", async () => {
    await db.query(`UPDATE users SET email = $2 WHERE id = $1`, [second.artist.id, DEMO_RELEASES_ARTIST_EMAIL]);
    const lines: string[] = [];
    const run = () => seedLinks({ app: t.app, config: t.config, log: (m) => lines.push(m) });
    await run();
    const channels = async () => (await db.query(`SELECT name FROM link_channels WHERE link_id = $1 ORDER BY name`, [secondLink.id])).map((r: { name: string }) => r.name);
    const counts = async () => (await db.query(`SELECT count(DISTINCT day)::int AS days, sum(views)::int AS views FROM link_daily_counts WHERE link_id = $1`, [secondLink.id]))[0];
    expect(await channels()).toEqual(['instagram', 'newsletter', 'tiktok']);
    // The link already had counts (the views above), so the seed leaves them; a link without any gets sixty days.
    expect(await counts()).toEqual({ days: 1, views: 5 });

    const third = await submittedRelease(t, { artist: second.artist, stores: ['spotify', 'deezer'], title: 'Demo Counts' });
    await acknowledgeAt(t, third.releaseId, 'spotify');
    await run();
    const thirdLink = await linkOf(third.releaseId);
    const [seeded] = await db.query(`SELECT count(DISTINCT day)::int AS days, count(DISTINCT channel)::int AS channels, array_agg(DISTINCT store_id ORDER BY store_id) AS stores FROM link_daily_counts WHERE link_id = $1`, [thirdLink.id]);
    expect(seeded).toEqual({ days: 60, channels: 4, stores: ['', 'spotify'] });
    const before = await db.query(`SELECT sum(views)::int AS v FROM link_daily_counts WHERE link_id = $1`, [thirdLink.id]);
    await run();
    expect(await db.query(`SELECT sum(views)::int AS v FROM link_daily_counts WHERE link_id = $1`, [thirdLink.id])).toEqual(before);
    expect((await db.query(`SELECT count(*)::int AS n FROM link_channels WHERE link_id = $1`, [thirdLink.id]))[0].n).toBe(3);
  });

  it('answers every links route as the OpenAPI document says, errors included', async () => {
    const checker = new ResponseChecker((await (await t.api('/api/docs-json')).json()) as OpenApiDocument);
    const artist = first.artist.token;
    const check = async (method: string, template: string, token: string | undefined, params: Record<string, string>, json: unknown, status: number, query = '') => {
      const res = await call(method, template.replace(/\{(\w+)\}/g, (_, name: string) => params[name]) + query, token, json);
      expect({ route: `${method} ${template}`, status: res.status }).toEqual({ route: `${method} ${template}`, status });
      expect({ route: `${method} ${template} ${status}`, problems: checker.problems(method, `/api${template}`, res.status, res.body) }).toEqual({ route: `${method} ${template} ${status}`, problems: [] });
      return res.body;
    };
    const release = { release_id: first.releaseId };
    const link = { link_id: firstLink.id };
    await check('GET', '/artist/links', artist, {}, undefined, 200);
    await check('PUT', '/artist/releases/{release_id}/link', artist, release, { extra_links: [{ label: 'Site', url: 'https://x.example' }] }, 200);
    await check('PUT', '/artist/releases/{release_id}/link', artist, release, { slug: secondLink.slug }, 409);
    await check('PUT', '/artist/releases/{release_id}/link', artist, release, { slug: 'admin' }, 422);
    await check('PUT', '/artist/releases/{release_id}/link', artist, { release_id: second.releaseId }, { slug: 'mine-now' }, 404);
    const channel = await check('POST', '/artist/links/{link_id}/channels', artist, link, { name: 'flyers' }, 201);
    await check('POST', '/artist/links/{link_id}/channels', artist, link, { name: 'flyers' }, 409);
    await check('POST', '/artist/links/{link_id}/channels', artist, link, { name: 'x'.repeat(10_000) }, 422);
    expect((await call('DELETE', `/artist/links/${firstLink.id}/channels/${channel.id}`, artist)).status).toBe(204);
    for (const group of ['day', 'store', 'channel', 'country']) await check('GET', '/artist/links/{link_id}/stats', artist, link, undefined, 200, `?group_by=${group}`);
    await check('GET', '/artist/links/{link_id}/stats', artist, link, undefined, 422, '?from=2026-02-02&to=2026-01-01');
    await check('GET', '/artist/links/{link_id}/stats', second.artist.token, link, undefined, 404);
    await check('GET', '/admin/links', staff.token, {}, undefined, 200);
    await check('GET', '/admin/links/{id}', staff.token, { id: firstLink.id }, undefined, 200);
    await check('POST', '/admin/links/{id}/disable', staff.token, { id: firstLink.id }, { reason: 'Checked.' }, 200);
    await check('POST', '/admin/links/{id}/enable', staff.token, { id: firstLink.id }, undefined, 200);
    await check('POST', '/admin/links/{id}/disable', staff.token, { id: firstLink.id }, {}, 422);
  });
});
