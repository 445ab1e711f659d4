import { DataSource } from 'typeorm';
import { ArtistAccountsService, StaffUsersService, TokensService } from '@soundpost/server-auth';
import { createTestApp, TestApp } from './test-app';

const PASSWORD = 'long-secret-1';
const UNAUTHENTICATED = { message: 'Unauthenticated.', code: 'unauthenticated' };
const STAFF_ONLY = { message: 'Only administrators can manage staff users.', code: 'forbidden' };
const NOT_FOUND = { message: 'User not found.', code: 'not_found' };

interface StaffRow {
  id: string;
  name: string;
  email: string;
  roles: string[];
  created_at: string;
  last_login_at: string | null;
}

describe('Staff users (/admin/users) over HTTP', () => {
  let t: TestApp;
  let db: DataSource;
  let n = 0;
  let admin: { id: string; email: string; token: string };
  let managerToken: string;

  const email = (prefix: string) => `${prefix}${++n}@staff.example`;
  const staff = async (role: 'admin' | 'manager', name = `The ${role}`, address = email(role)) =>
    t.app.get(StaffUsersService).createStaff({ email: address, password: PASSWORD, name, role });
  const tokenFor = async (userId: string) => (await t.app.get(TokensService).issue(userId, 'admin')).token;
  const call = (method: string, path: string, token?: string, json?: unknown) => t.api(`/api/admin/users${path}`, { method, token, json });
  const expectAnswer = async (res: Response, status: number, body: unknown) => {
    expect({ status: res.status, body: await res.json() }).toEqual({ status, body });
  };
  const auditOf = (id: string) => db.query(`SELECT event, actor_id, changes, original FROM audit_logs WHERE auditable_type = 'User' AND auditable_id = $1 ORDER BY id`, [id]);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    const a = await staff('admin', 'Root Admin');
    admin = { id: a.id, email: a.email, token: await tokenFor(a.id) };
    managerToken = await tokenFor((await staff('manager', 'A Manager')).id);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('who may call it', () => {
    it('answers 401 without a token, on every route', async () => {
      for (const [method, path] of [
        ['GET', ''],
        ['POST', ''],
        ['GET', `/${admin.id}`],
        ['PUT', `/${admin.id}`],
        ['DELETE', `/${admin.id}`],
      ]) {
        await expectAnswer(await call(method, path, undefined, method === 'POST' || method === 'PUT' ? {} : undefined), 401, UNAUTHENTICATED);
      }
    });

    it('refuses managers on every route: only administrators manage staff users', async () => {
      const target = await staff('manager');
      for (const [method, path, body] of [
        ['GET', '', undefined],
        ['POST', '', { name: 'X', email: email('x'), role: 'admin', password: PASSWORD }],
        ['GET', `/${target.id}`, undefined],
        ['PUT', `/${target.id}`, { name: 'X', email: target.email, role: 'admin' }],
        ['DELETE', `/${target.id}`, undefined],
      ] as const) {
        await expectAnswer(await call(method, path, managerToken, body), 403, STAFF_ONLY);
      }
      await expect(db.query(`SELECT roles FROM users WHERE id = $1`, [target.id])).resolves.toEqual([{ roles: ['manager'] }]);
    });

    it('refuses artist tokens and artists holding an admin-scope token (403: signed in, not staff)', async () => {
      const artist = await t.app.get(ArtistAccountsService).createArtist({ email: email('artist'), password: 'Secret-pass1' });
      const { token: artistToken } = await t.app.get(TokensService).issue(artist.id, 'artist');
      await expectAnswer(await call('GET', '', artistToken), 403, { message: 'You do not have admin access.', code: 'forbidden' });
      await expectAnswer(await call('GET', '', await tokenFor(artist.id)), 403, { message: 'You do not have admin access.', code: 'forbidden' });
    });
  });

  describe('GET /admin/users', () => {
    it('lists staff only, with created_at and last_login_at, searchable, filterable by role and sortable', async () => {
      const tag = `zeta${Date.now().toString(36)}`;
      const a = await staff('admin', `${tag} Alpha`);
      const b = await staff('manager', `${tag} Bravo`);
      await t.app.get(ArtistAccountsService).createArtist({ email: `${tag}@artist.example`, name: `${tag} Artist`, password: 'Secret-pass1' });

      const res = await call('GET', `?q=${tag}&sort=name&dir=desc`, admin.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBe('users 0-1/2');
      const body = (await res.json()) as { data: StaffRow[]; meta: unknown };
      expect(body.meta).toEqual({ current_page: 1, per_page: 20, total: 2, last_page: 1 });
      expect(body.data).toEqual([
        { id: b.id, name: `${tag} Bravo`, email: b.email, roles: ['manager'], created_at: expect.any(String), last_login_at: null },
        { id: a.id, name: `${tag} Alpha`, email: a.email, roles: ['admin'], created_at: expect.any(String), last_login_at: null },
      ]);
      expect(JSON.stringify(body)).not.toMatch(/password|argon2/);

      const managers = (await (await call('GET', `?q=${tag}&role=manager`, admin.token)).json()) as { data: StaffRow[] };
      expect(managers.data.map((u) => u.id)).toEqual([b.id]);
      const byEmail = (await (await call('GET', `?q=${b.email}`, admin.token)).json()) as { data: StaffRow[] };
      expect(byEmail.data.map((u) => u.id)).toEqual([b.id]);
    });

    it('rejects unknown sort fields and role values with 400', async () => {
      expect((await call('GET', '?sort=password_hash', admin.token)).status).toBe(400);
      expect((await call('GET', '?role=artist', admin.token)).status).toBe(400);
    });
  });

  describe('POST /admin/users', () => {
    it('creates a staff user (audited, without the password) who can log in', async () => {
      const address = email('new');
      const res = await call('POST', '', admin.token, { name: '  New Manager ', email: ` ${address.toUpperCase()}`, role: 'Manager', password: PASSWORD });
      expect(res.status).toBe(201);
      const created = (await res.json()) as StaffRow;
      expect(created).toEqual({ id: expect.any(String), name: 'New Manager', email: address, roles: ['manager'], created_at: expect.any(String), last_login_at: null });

      const [row] = await db.query(`SELECT password_hash, email_verified_at FROM users WHERE id = $1`, [created.id]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.email_verified_at).not.toBeNull();
      const logs = await auditOf(created.id);
      expect(logs).toEqual([expect.objectContaining({ event: 'created', actor_id: admin.id })]);
      expect(JSON.stringify(logs)).not.toMatch(/password|argon2/);
      await expect((await call('GET', `/${created.id}`, admin.token)).json()).resolves.toEqual(created);
    });

    it('answers 422 with a message per field', async () => {
      await expectAnswer(await call('POST', '', admin.token, {}), 422, {
        message: 'The name field is required.',
        code: 'validation_failed',
        errors: {
          name: ['The name field is required.'],
          email: ['Email is required.'],
          role: ['The role must be one of: admin, manager.'],
          password: ['The password field is required.'],
        },
      });
      const res = await call('POST', '', admin.token, { name: 'X', email: 'nope', role: 'artist', password: 'short' });
      expect(res.status).toBe(422);
      await expect(res.json()).resolves.toMatchObject({
        errors: { email: ['Invalid email.'], role: ['The role must be one of: admin, manager.'], password: ['The password must be at least 8 characters.'] },
      });
    });

    it('answers 422 email_taken for an address in use (any case)', async () => {
      await expectAnswer(await call('POST', '', admin.token, { name: 'Dup', email: admin.email.toUpperCase(), role: 'admin', password: PASSWORD }), 422, {
        message: 'This email is already registered.',
        code: 'email_taken',
        errors: { email: ['This email is already registered.'] },
      });
    });

    it('refuses fields a client may not set (roles, status, id)', async () => {
      const res = await call('POST', '', admin.token, { name: 'X', email: email('x'), role: 'manager', password: PASSWORD, roles: ['admin'], status: 'blocked', id: 'x' });
      expect(res.status).toBe(422);
      await expect(res.json()).resolves.toMatchObject({
        errors: { roles: ['This field is not allowed.'], status: ['This field is not allowed.'], id: ['This field is not allowed.'] },
      });
    });
  });

  describe('GET, PUT, DELETE /admin/users/:id', () => {
    it('answers 404 for an unknown id, a malformed id and an artist', async () => {
      const artist = await t.app.get(ArtistAccountsService).createArtist({ email: email('artist'), password: 'Secret-pass1' });
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', artist.id]) {
        await expectAnswer(await call('GET', `/${id}`, admin.token), 404, NOT_FOUND);
        await expectAnswer(await call('PUT', `/${id}`, admin.token, { name: 'X', email: email('x'), role: 'admin' }), 404, NOT_FOUND);
        await expectAnswer(await call('DELETE', `/${id}`, admin.token), 404, NOT_FOUND);
      }
    });

    it('edits name, e-mail and role (audited), keeping the password when none is given', async () => {
      const target = await staff('manager', 'Old Name');
      const address = email('renamed');
      const res = await call('PUT', `/${target.id}`, admin.token, { name: 'New Name', email: address, role: 'admin', password: '' });
      expect(res.status).toBe(200);
      await expect(res.json()).resolves.toMatchObject({ id: target.id, name: 'New Name', email: address, roles: ['admin'] });
      const [updated] = (await auditOf(target.id)).filter((l: { event: string }) => l.event === 'updated');
      expect(updated).toMatchObject({
        actor_id: admin.id,
        changes: { name: 'New Name', email: address, roles: ['admin'] },
        original: { name: 'Old Name', email: target.email, roles: ['manager'] },
      });
      const login = await t.api('/api/admin/login', { method: 'POST', json: { email: address, password: PASSWORD } });
      await expect(login.json()).resolves.toMatchObject({ require_code: true });
    });

    it('changes the password: ≥ 8 characters, and the account is signed out everywhere', async () => {
      const target = await staff('manager');
      const session = await tokenFor(target.id);
      await expectAnswer(await call('PUT', `/${target.id}`, admin.token, { name: 'X', email: target.email, role: 'manager', password: 'short' }), 422, {
        message: 'The password must be at least 8 characters.',
        code: 'validation_failed',
        errors: { password: ['The password must be at least 8 characters.'] },
      });
      expect((await t.api('/api/admin/me', { token: session })).status).toBe(200);

      expect((await call('PUT', `/${target.id}`, admin.token, { name: 'X', email: target.email, role: 'manager', password: 'another-secret-2' })).status).toBe(200);
      expect((await t.api('/api/admin/me', { token: session })).status).toBe(401);
      const login = await t.api('/api/admin/login', { method: 'POST', json: { email: target.email, password: 'another-secret-2' } });
      expect(login.status).toBe(200);
    });

    it('keeps the editor signed in when they change their own password, but not their own role', async () => {
      const self = await staff('admin');
      const token = await tokenFor(self.id);
      const other = await tokenFor(self.id);
      expect((await call('PUT', `/${self.id}`, token, { name: 'Me', email: self.email, role: 'admin', password: 'my-new-secret-1' })).status).toBe(200);
      expect((await t.api('/api/admin/me', { token })).status).toBe(200);
      expect((await t.api('/api/admin/me', { token: other })).status).toBe(401);

      await expectAnswer(await call('PUT', `/${self.id}`, token, { name: 'Me', email: self.email, role: 'manager' }), 422, {
        message: 'You cannot change your own role.',
        code: 'cannot_change_own_role',
        errors: { role: ['You cannot change your own role.'] },
      });
    });

    it('answers 422 on edit for a missing name, a bad or taken e-mail, and unknown fields', async () => {
      const target = await staff('manager');
      await expectAnswer(await call('PUT', `/${target.id}`, admin.token, { name: ' ', email: target.email, role: 'manager' }), 422, {
        message: 'The name field is required.',
        code: 'validation_failed',
        errors: { name: ['The name field is required.'] },
      });
      expect((await call('PUT', `/${target.id}`, admin.token, { name: 'X', email: 'bad', role: 'manager' })).status).toBe(422);
      await expectAnswer(await call('PUT', `/${target.id}`, admin.token, { name: 'X', email: admin.email, role: 'manager' }), 422, {
        message: 'This email is already registered.',
        code: 'email_taken',
        errors: { email: ['This email is already registered.'] },
      });
      const res = await call('PUT', `/${target.id}`, admin.token, { name: 'X', email: target.email, role: 'manager', status: 'blocked', roles: ['admin', 'artist'] });
      expect(res.status).toBe(422);
      await expect(res.json()).resolves.toMatchObject({ errors: { status: ['This field is not allowed.'], roles: ['This field is not allowed.'] } });
      await expect(db.query(`SELECT status, roles FROM users WHERE id = $1`, [target.id])).resolves.toEqual([{ status: 'active', roles: ['manager'] }]);
    });

    it('deletes a staff user (204, audited, tokens gone) but never yourself', async () => {
      const target = await staff('manager');
      const session = await tokenFor(target.id);
      const res = await call('DELETE', `/${target.id}`, admin.token);
      expect(res.status).toBe(204);
      await expect(db.query(`SELECT 1 FROM users WHERE id = $1`, [target.id])).resolves.toHaveLength(0);
      await expect(db.query(`SELECT 1 FROM access_tokens WHERE user_id = $1`, [target.id])).resolves.toHaveLength(0);
      expect((await t.api('/api/admin/me', { token: session })).status).toBe(401);
      expect((await auditOf(target.id)).map((l: { event: string }) => l.event)).toEqual(['created', 'deleted']);

      await expectAnswer(await call('DELETE', `/${admin.id}`, admin.token), 422, { message: 'You cannot delete your own account.', code: 'cannot_delete_self' });
      expect((await t.api('/api/admin/me', { token: admin.token })).status).toBe(200);
    });
  });
});
