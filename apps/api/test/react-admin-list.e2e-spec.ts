import { StaffUsersService } from '@soundpost/server-auth';
import { unwrapListBody } from '@soundpost/contracts';
import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'ra-core';
import { createTestApp, TestApp } from './test-app';

// The back office talks to our lists through ra-data-simple-rest (range/sort/filter in, array +
// Content-Range out). This drives the real library against the real API over HTTP.
describe('react-admin reads our lists', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    // Password-only admin login: the code step has its own tests (admin-auth.e2e-spec).
    t = await createTestApp({ ADMIN_LOGIN_CODE_REQUIRED: 'false' });
    const staff = t.app.get(StaffUsersService);
    await staff.createStaff({ email: 'root@example.com', password: 'long-secret-1', name: 'Root', role: 'admin' });
    for (let i = 1; i <= 4; i++) await staff.createStaff({ email: `m${i}@example.com`, password: 'long-secret-1', role: 'manager' });
    const login = await t.api('/api/admin/login', { method: 'POST', json: { email: 'root@example.com', password: 'long-secret-1' } });
    token = (await login.json()).token;
  });
  afterAll(async () => {
    await t.close();
  });

  const provider = () =>
    simpleRestProvider(`${t.url}/api/admin`, (url: string, options: fetchUtils.Options = {}) => {
      const headers = new Headers(options.headers as HeadersInit | undefined);
      headers.set('Authorization', `Bearer ${token}`);
      // The same adaptation the back office's data provider makes: { data, meta } → data.
      return fetchUtils.fetchJson(url, { ...options, headers }).then((r) => ({ ...r, json: unwrapListBody(r.json) }));
    });

  it('pages, sorts and filters the audit log through ra-data-simple-rest', async () => {
    const first = await provider().getList('audit-logs', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { event: 'created', model: 'User' },
    });
    expect(first.total).toBe(5);
    expect(first.data).toHaveLength(2);
    expect(first.data.every((row) => row.event === 'created' && row.auditable.type === 'User')).toBe(true);

    const third = await provider().getList('audit-logs', {
      pagination: { page: 3, perPage: 2 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { event: 'created', model: 'User' },
    });
    expect(third.data).toHaveLength(1);
    const seen = new Set([...first.data, ...third.data].map((r) => r.id));
    expect(seen.size).toBe(3);
  });

  it('answers Content-Range and { data, meta } on the wire', async () => {
    const res = await t.api('/api/admin/audit-logs?range=[0,1]&sort=["id","ASC"]&filter={"event":"created"}', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('audit-logs 0-1/5');
    const body = await res.json();
    expect(body.meta).toEqual({ current_page: 1, per_page: 2, total: 5, last_page: 3 });
    expect(body.data[0].id).toBeLessThan(body.data[1].id);
  });

  it('rejects a sort or filter field that is not whitelisted with 400', async () => {
    const badSort = await t.api('/api/admin/audit-logs?sort=["password","ASC"]', { token });
    expect(badSort.status).toBe(400);
    await expect(badSort.json()).resolves.toMatchObject({ code: 'invalid_sort' });
    const badFilter = await t.api('/api/admin/audit-logs?filter={"secret":"x"}', { token });
    expect(badFilter.status).toBe(400);
    await expect(badFilter.json()).resolves.toMatchObject({ code: 'invalid_filter' });
  });

  it('is for staff only', async () => {
    expect((await t.api('/api/admin/audit-logs')).status).toBe(401);
  });
});
