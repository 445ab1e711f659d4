import fs from 'node:fs';
import path from 'node:path';
import { TokensService, UsersService } from '@soundpost/server-auth';
import { DataSource } from 'typeorm';
import { fileForm, identityPayload, newArtist, newStaff, PDF, PNG, uniqueEmail } from './support/kyc-fixtures';
import { createTestApp, TestApp } from './test-app';

const ARTIST_ADMIN_KEYS = ['artist_name', 'created_at', 'document_status', 'document_url', 'email', 'email_verified', 'has_document', 'id', 'is_verified', 'name', 'roles', 'status'];

describe('Back office artists over HTTP', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: { id: string; token: string };
  let manager: { id: string; token: string };

  const call = (method: string, p: string, token?: string, json?: unknown) => t.api(`/api/admin/artists${p}`, { method, token, json });
  /** An artist with identity details and an uploaded PNG, as the sign-up leaves them. */
  const signedUpArtist = async () => {
    const artist = await newArtist(t);
    expect((await t.api('/api/auth/kyc', { method: 'POST', json: identityPayload(), token: artist.token })).status).toBe(200);
    expect((await t.api('/api/auth/upload-document', { method: 'POST', body: fileForm('document', PNG, 'passport.png', 'image/png'), token: artist.token })).status).toBe(200);
    return artist;
  };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    admin = await newStaff(t, 'admin');
    manager = await newStaff(t, 'manager');
  });
  afterAll(async () => {
    await t.close();
  });

  describe('staff only', () => {
    it.each([
      ['GET', ''],
      ['POST', ''],
      ['GET', '/00000000-0000-0000-0000-000000000000'],
      ['PUT', '/00000000-0000-0000-0000-000000000000'],
      ['DELETE', '/00000000-0000-0000-0000-000000000000'],
      ['POST', '/00000000-0000-0000-0000-000000000000/verify'],
      ['POST', '/import'],
    ])('%s /admin/artists%s: 401 without a token, 403 with an artist or onboarding token', async (method, p) => {
      expect((await call(method, p)).status).toBe(401);
      for (const scope of ['artist', 'onboarding'] as const) {
        const artist = await newArtist(t, { scope });
        const res = await call(method, p, artist.token, method === 'GET' || method === 'DELETE' ? undefined : {});
        expect(res.status).toBe(403);
        await expect(res.json()).resolves.toEqual({ message: 'You do not have admin access.', code: 'forbidden' });
      }
    });

    it('answers 403 to an admin-scope token of an account without a staff role, and to an artist session of a staff member', async () => {
      const artist = await newArtist(t);
      const { token } = await t.app.get(TokensService).issue(artist.id, 'admin');
      expect((await call('GET', '', token)).status).toBe(403);
      const staffArtistSession = await t.app.get(TokensService).issue(manager.id, 'artist');
      expect((await call('GET', '', staffArtistSession.token)).status).toBe(403);
    });
  });

  describe('GET /admin/artists', () => {
    it('lists artists (not staff) with the spec fields, top-level paging copies and Content-Range', async () => {
      const artist = await signedUpArtist();
      const res = await call('GET', `?q=${encodeURIComponent(artist.email)}`, manager.token);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-range')).toBe('artists 0-0/1');
      const body = await res.json();
      expect(body).toMatchObject({ total: 1, last_page: 1, current_page: 1, per_page: 20, meta: { total: 1, last_page: 1, current_page: 1, per_page: 20 } });
      expect(Object.keys(body.data[0]).sort()).toEqual(ARTIST_ADMIN_KEYS);
      expect(body.data[0]).toMatchObject({
        id: artist.id,
        email: artist.email,
        artist_name: 'The Testers',
        document_status: 'pending',
        email_verified: 1,
        is_verified: 0,
        roles: ['artist'],
        status: 'active',
      });
      const download = await t.api(body.data[0].document_url);
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);

      const all = await (await call('GET', '?per_page=1000', admin.token)).json();
      const emails = all.data.map((a: { email: string }) => a.email);
      expect(emails).not.toContain((await db.query(`SELECT email FROM users WHERE id = $1`, [manager.id]))[0].email);
    });

    it('searches name, artist name and e-mail; filters document status and verified; sorts', async () => {
      const tag = `zz${Date.now()}`;
      const a = await t.api('/api/admin/artists', { method: 'POST', token: admin.token, json: { name: `${tag} Alpha`, email: uniqueEmail(`${tag}a`), password: 'longenough1', document_status: 'approved' } });
      const b = await t.api('/api/admin/artists', { method: 'POST', token: admin.token, json: { name: `${tag} Beta`, email: uniqueEmail(`${tag}b`), password: 'longenough1', document_status: 'rejected' } });
      const c = await t.api('/api/admin/artists', { method: 'POST', token: admin.token, json: { name: `${tag} Gamma`, email: uniqueEmail(`${tag}c`), password: 'longenough1', is_verified: 1 } });
      expect([a.status, b.status, c.status]).toEqual([201, 201, 201]);
      const [alpha, beta, gamma] = await Promise.all([a.json(), b.json(), c.json()]);

      const ids = async (query: string) => (await (await call('GET', `?q=${tag}&${query}`, manager.token)).json()).data.map((x: { id: string }) => x.id);
      expect(await ids('sort=name&dir=asc')).toEqual([alpha.id, beta.id, gamma.id]);
      expect(await ids('sort=name&dir=desc')).toEqual([gamma.id, beta.id, alpha.id]);
      expect(await ids('document_status=approved')).toEqual([alpha.id]);
      expect(await ids('document_status=pending')).toEqual([gamma.id]);
      expect(await ids('is_verified=1&sort=name')).toEqual([alpha.id, gamma.id]);
      expect(await ids('is_verified=0')).toEqual([beta.id]);
      expect(await ids('sort=document_status&dir=asc')).toEqual([alpha.id, gamma.id, beta.id]);
      expect(await ids('sort=is_verified&dir=desc&per_page=1')).toHaveLength(1);
      for (const sort of ['email', 'email_verified', 'created_at']) expect(await ids(`sort=${sort}`)).toHaveLength(3);

      // react-admin's dialect works too.
      const ra = await call('GET', `?filter=${encodeURIComponent(JSON.stringify({ q: tag, document_status: 'rejected' }))}&range=[0,9]&sort=["name","ASC"]`, manager.token);
      expect((await ra.json()).data.map((x: { id: string }) => x.id)).toEqual([beta.id]);

      expect((await call('GET', '?document_status=maybe', manager.token)).status).toBe(400);
      expect((await call('GET', '?sort=password_hash', manager.token)).status).toBe(400);
    });
  });

  describe('POST /admin/artists', () => {
    it('creates an artist: 201 with the list fields; approved implies verified', async () => {
      const email = uniqueEmail('created');
      const res = await call('POST', '', manager.token, { name: 'New Artist', email: email.toUpperCase(), password: 'abcdefgh1', email_verified: 1, is_verified: 0, document_status: 'approved' });
      expect(res.status).toBe(201);
      const body = await res.json();
      expect(Object.keys(body).sort()).toEqual(ARTIST_ADMIN_KEYS);
      expect(body).toMatchObject({ name: 'New Artist', email, email_verified: 1, is_verified: 1, document_status: 'approved', roles: ['artist'], document_url: null });
      const [row] = await db.query(`SELECT u.password_hash, p.reviewed_by FROM users u JOIN artist_profiles p ON p.user_id = u.id WHERE u.id = $1`, [body.id]);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      expect(row.reviewed_by).toBe(manager.id);
    });

    it.each([
      [{ name: '' }, 'name', 'The name field is required.'],
      [{ email: '' }, 'email', 'Email is required.'],
      [{ email: 'nope' }, 'email', 'Invalid email.'],
      [{ password: '' }, 'password', 'The password field is required.'],
      [{ password: 'short1' }, 'password', 'Use 8+ characters, mix of letters & numbers.'],
      [{ document_status: 'maybe' }, 'document_status', 'Choose pending, approved or rejected.'],
      [{ is_verified: 2 }, 'is_verified', 'Use 0 or 1.'],
      [{ roles: ['admin'] }, 'roles', 'This field is not allowed.'],
    ])('answers 422 for %j on %s: %s', async (patch, field, message) => {
      const res = await call('POST', '', admin.token, { name: 'X', email: uniqueEmail('bad'), password: 'abcdefgh1', ...patch });
      expect(res.status).toBe(422);
      await expect(res.json()).resolves.toEqual({ message, code: 'validation_failed', errors: { [field]: [message] } });
    });

    it('answers 422 email_taken on the e-mail field for an address in use', async () => {
      const artist = await newArtist(t);
      const res = await call('POST', '', admin.token, { name: 'Dup', email: artist.email, password: 'abcdefgh1' });
      expect(res.status).toBe(422);
      await expect(res.json()).resolves.toEqual({ message: 'This email is already registered.', code: 'email_taken', errors: { email: ['This email is already registered.'] } });
    });
  });

  describe('GET /admin/artists/:id', () => {
    it('shows identity details and every document with a working signed URL', async () => {
      const artist = await signedUpArtist();
      await t.api('/api/artist/profile/document', { method: 'POST', body: fileForm('document', PDF, 'second.pdf', 'application/pdf'), token: artist.token });
      const res = await call('GET', `/${artist.id}`, manager.token);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toMatchObject({
        id: artist.id,
        email: artist.email,
        doc_type: 'passport',
        passport_number: 'P1234567',
        id_card_number: null,
        id_expiry_date: '2035-01-31',
        nationality: 'Portuguese',
        first_name: 'Tess',
        last_name: 'Tester',
        country_code: 'PT',
        city: 'Lisboa',
        iban: 'PT50000201231234567890154',
      });
      expect(body.documents.map((d: { name: string; content_type: string; status: string }) => [d.name, d.content_type, d.status])).toEqual([
        ['second.pdf', 'application/pdf', 'pending'],
        ['passport.png', 'image/png', 'pending'],
      ]);
      expect(body.document_url).toBe(body.documents[0].url);
      const file = await t.api(body.documents[1].url);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    });

    it('answers 404 for a staff account, an unknown id and a malformed id', async () => {
      for (const id of [admin.id, '6f1c2b9e-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const res = await call('GET', `/${id}`, admin.token);
        expect(res.status).toBe(404);
        await expect(res.json()).resolves.toEqual({ message: 'Artist not found.', code: 'not_found' });
      }
    });
  });

  describe('PUT /admin/artists/:id', () => {
    const edit = (artist: { id: string; email: string }, patch: Record<string, unknown> = {}) => ({ name: 'Edited Name', email: artist.email, ...patch });

    it('edits account fields; approve sets is_verified 1, reject 0; the latest document follows; all audited', async () => {
      const artist = await signedUpArtist();
      // Only what the edits wrote (the sign-up's own entries, e.g. the display name, come before).
      const [{ last }] = await db.query(`SELECT coalesce(max(id), 0)::int AS last FROM audit_logs`);
      const approved = await call('PUT', `/${artist.id}`, manager.token, edit(artist, { document_status: 'approved', email_verified: 0 }));
      expect(approved.status).toBe(200);
      await expect(approved.json()).resolves.toMatchObject({ name: 'Edited Name', document_status: 'approved', is_verified: 1, email_verified: 0 });
      const [doc] = await db.query(`SELECT status, reviewed_by FROM identity_documents WHERE user_id = $1`, [artist.id]);
      expect(doc).toEqual({ status: 'approved', reviewed_by: manager.id });

      const rejected = await call('PUT', `/${artist.id}`, manager.token, edit(artist, { document_status: 'rejected', is_verified: 1 }));
      await expect(rejected.json()).resolves.toMatchObject({ document_status: 'rejected', is_verified: 0 });

      const audit = await db.query(
        `SELECT auditable_type, event, actor_id, changes FROM audit_logs WHERE user_id = $1 AND event = 'updated' AND id > $2 ORDER BY id`,
        [artist.id, last],
      );
      const types = audit.map((a: { auditable_type: string }) => a.auditable_type);
      expect(types).toEqual(expect.arrayContaining(['User', 'ArtistProfile', 'IdentityDocument']));
      expect(audit.every((a: { actor_id: string }) => a.actor_id === manager.id)).toBe(true);
    });

    it('changes the password only when given (8+), which signs the artist out everywhere', async () => {
      const artist = await newArtist(t);
      const before = (await db.query(`SELECT password_hash FROM users WHERE id = $1`, [artist.id]))[0].password_hash;
      expect((await call('PUT', `/${artist.id}`, admin.token, edit(artist, { password: '' }))).status).toBe(200);
      expect((await db.query(`SELECT password_hash FROM users WHERE id = $1`, [artist.id]))[0].password_hash).toBe(before);

      const short = await call('PUT', `/${artist.id}`, admin.token, edit(artist, { password: 'abc' }));
      expect(short.status).toBe(422);
      await expect(short.json()).resolves.toMatchObject({ errors: { password: ['Use 8+ characters, mix of letters & numbers.'] } });

      expect((await call('PUT', `/${artist.id}`, admin.token, edit(artist, { password: 'a-new-password-1' }))).status).toBe(200);
      expect((await db.query(`SELECT password_hash FROM users WHERE id = $1`, [artist.id]))[0].password_hash).not.toBe(before);
      expect((await t.api('/api/me', { token: artist.token })).status).toBe(401);
    });

    it('roles: an artist keeps the artist role; only admins hand out staff roles', async () => {
      const artist = await newArtist(t);
      const noArtist = await call('PUT', `/${artist.id}`, admin.token, edit(artist, { roles: ['manager'] }));
      expect(noArtist.status).toBe(422);
      await expect(noArtist.json()).resolves.toMatchObject({ errors: { roles: ['An artist account must keep the artist role.'] } });

      const byManager = await call('PUT', `/${artist.id}`, manager.token, edit(artist, { roles: ['artist', 'admin'] }));
      expect(byManager.status).toBe(403);
      await expect(byManager.json()).resolves.toEqual({ message: 'Only administrators can give an account a staff role.', code: 'forbidden' });

      const byAdmin = await call('PUT', `/${artist.id}`, admin.token, edit(artist, { roles: ['artist', 'manager'] }));
      expect(byAdmin.status).toBe(200);
      await expect(byAdmin.json()).resolves.toMatchObject({ roles: ['artist', 'manager'] });
      // Now a staff account: only admins change it.
      expect((await call('PUT', `/${artist.id}`, manager.token, edit(artist, { roles: ['artist', 'manager'] }))).status).toBe(403);
    });

    it('answers 422 for a missing name or e-mail, or an address in use; 404 for another kind of account', async () => {
      const artist = await newArtist(t);
      const other = await newArtist(t);
      const noName = await call('PUT', `/${artist.id}`, admin.token, { name: '', email: artist.email });
      await expect(noName.json()).resolves.toMatchObject({ errors: { name: ['The name field is required.'] } });
      const taken = await call('PUT', `/${artist.id}`, admin.token, edit(artist, { email: other.email }));
      expect(taken.status).toBe(422);
      await expect(taken.json()).resolves.toMatchObject({ code: 'email_taken', errors: { email: ['This email is already registered.'] } });
      expect((await call('PUT', `/${manager.id}`, admin.token, { name: 'x', email: uniqueEmail('x') })).status).toBe(404);
    });
  });

  describe('DELETE /admin/artists/:id', () => {
    it('managers may not delete artists (403); admins may (204), files included', async () => {
      const artist = await signedUpArtist();
      const [doc] = await db.query(`SELECT storage_key FROM identity_documents WHERE user_id = $1`, [artist.id]);
      const file = path.join(t.config.storage.localRoot, doc.storage_key);
      expect(fs.existsSync(file)).toBe(true);

      const byManager = await call('DELETE', `/${artist.id}`, manager.token);
      expect(byManager.status).toBe(403);
      await expect(byManager.json()).resolves.toEqual({ message: 'Only administrators can delete artists.', code: 'forbidden' });
      expect(await db.query(`SELECT 1 FROM users WHERE id = $1`, [artist.id])).toHaveLength(1);

      const byAdmin = await call('DELETE', `/${artist.id}`, admin.token);
      expect(byAdmin.status).toBe(204);
      expect(await db.query(`SELECT 1 FROM users WHERE id = $1`, [artist.id])).toEqual([]);
      expect(await db.query(`SELECT 1 FROM artist_profiles WHERE user_id = $1`, [artist.id])).toEqual([]);
      expect(fs.existsSync(file)).toBe(false);
      const [log] = await db.query(`SELECT actor_id FROM audit_logs WHERE auditable_type = 'User' AND auditable_id = $1 AND event = 'deleted'`, [artist.id]);
      expect(log.actor_id).toBe(admin.id);

      expect((await call('DELETE', `/${artist.id}`, admin.token)).status).toBe(404);
      expect((await call('DELETE', `/${manager.id}`, admin.token)).status).toBe(404);
    });
  });

  describe('accounts holding a staff role (artist + admin or manager): admins only', () => {
    const STAFF_ACCOUNT = { message: 'Only administrators can change an account that holds a staff role.', code: 'staff_account_admins_only' };
    const accountRow = async (id: string) =>
      (await db.query(`SELECT u.email, u.password_hash, u.name, u.roles, u.status, p.document_status, p.is_verified FROM users u LEFT JOIN artist_profiles p ON p.user_id = u.id WHERE u.id = $1`, [id]))[0];
    const staffArtist = async (role: 'admin' | 'manager') => {
      const artist = await signedUpArtist();
      await t.app.get(UsersService).updateAccount(artist.id, { roles: ['artist', role] });
      return artist;
    };

    it.each(['admin', 'manager'] as const)('a manager gets 403 on every route that changes an artist + %s account, and nothing changes', async (role) => {
      const target = await staffArtist(role);
      const before = await accountRow(target.id);
      const tries: Array<[string, string, unknown]> = [
        ['PUT', `/api/admin/artists/${target.id}`, { name: 'Taken Over', email: uniqueEmail('attacker'), password: 'attacker-password-1' }],
        ['PUT', `/api/admin/artists/${target.id}`, { name: 'Taken Over', email: target.email, document_status: 'rejected' }],
        ['POST', `/api/admin/artists/${target.id}/verify`, { decision: 'approved' }],
        ['PUT', `/api/admin/users/${target.id}`, { name: 'Taken Over', email: uniqueEmail('attacker'), role, password: 'attacker-password-1' }],
        ['DELETE', `/api/admin/users/${target.id}`, undefined],
      ];
      for (const [method, url, json] of tries) {
        const res = await t.api(url, { method, token: manager.token, json });
        expect({ method, url, status: res.status }).toEqual({ method, url, status: 403 });
      }
      const put = await call('PUT', `/${target.id}`, manager.token, { name: 'Taken Over', email: uniqueEmail('attacker') });
      await expect(put.json()).resolves.toEqual(STAFF_ACCOUNT);
      const verify = await call('POST', `/${target.id}/verify`, manager.token, { decision: 'rejected' });
      await expect(verify.json()).resolves.toEqual(STAFF_ACCOUNT);
      expect((await call('DELETE', `/${target.id}`, manager.token)).status).toBe(403);
      await expect(accountRow(target.id)).resolves.toEqual(before);
      // The service rule holds for block and unblock too, whoever calls them with a manager as actor.
      await expect(t.app.get(UsersService).block(target.id, null, { actor: { id: manager.id, roles: ['manager'] } })).rejects.toMatchObject({ status: 403, code: 'staff_account_admins_only' });
      await expect(t.app.get(UsersService).unblock(target.id, { actor: { id: manager.id, roles: ['manager'] } })).rejects.toMatchObject({ status: 403 });
      await expect(accountRow(target.id)).resolves.toEqual(before);
      expect((await t.api('/api/admin/login', { method: 'POST', json: { email: target.email, password: 'attacker-password-1' } })).status).toBe(422);
    });

    it('an admin may change such an account; a manager still manages a plain artist', async () => {
      const target = await staffArtist('admin');
      const changed = await call('PUT', `/${target.id}`, admin.token, { name: 'Renamed', email: target.email, password: 'a-new-password-1' });
      expect(changed.status).toBe(200);
      await expect(changed.json()).resolves.toMatchObject({ name: 'Renamed', roles: ['artist', 'admin'] });
      expect((await call('POST', `/${target.id}/verify`, admin.token, { decision: 'approved' })).status).toBe(200);
      await expect(accountRow(target.id)).resolves.toMatchObject({ name: 'Renamed', document_status: 'approved' });
      expect((await call('DELETE', `/${target.id}`, admin.token)).status).toBe(204);

      const plain = await signedUpArtist();
      expect((await call('PUT', `/${plain.id}`, manager.token, { name: 'Managed', email: plain.email, password: 'a-new-password-2' })).status).toBe(200);
      expect((await call('POST', `/${plain.id}/verify`, manager.token, { decision: 'approved' })).status).toBe(200);
      await expect(accountRow(plain.id)).resolves.toMatchObject({ name: 'Managed', document_status: 'approved' });
    });
  });

  describe('POST /admin/artists/:id/verify', () => {
    const mailbox = async (to: string) => (await (await t.api(`/api/dev/mail?to=${encodeURIComponent(to)}`)).json()) as Array<{ subject: string; text: string }>;

    it('approves: status, verified flag, latest document, and an e-mail to the artist', async () => {
      const artist = await signedUpArtist();
      const res = await call('POST', `/${artist.id}/verify`, manager.token, { decision: 'approved', comment: 'All good.' });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({ message: 'Verification updated and email sent.', artist: expect.objectContaining({ id: artist.id, document_status: 'approved', is_verified: 1 }) });
      const [doc] = await db.query(`SELECT status, review_comment, reviewed_by FROM identity_documents WHERE user_id = $1`, [artist.id]);
      expect(doc).toEqual({ status: 'approved', review_comment: 'All good.', reviewed_by: manager.id });
      const [mail] = await mailbox(artist.email);
      expect(mail.subject).toBe('Your Soundpost documents have been reviewed');
      // The display name: the artist name typed in the identity step.
      expect(mail.text).toContain('Hello The Testers,');
      expect(mail.text).toContain('approved');
      expect(mail.text).toContain('All good.');
      // The gate opens for the artist.
      expect((await t.api('/api/me', { token: artist.token }).then((r) => r.json())).document_status).toBe('approved');
    });

    it('rejects with a canned comment; accepts "reject" too; audited', async () => {
      const artist = await signedUpArtist();
      const res = await call('POST', `/${artist.id}/verify`, admin.token, { decision: 'reject', comment: 'The document is blurry.' });
      expect(res.status).toBe(200);
      await expect(res.json()).resolves.toMatchObject({ artist: { document_status: 'rejected', is_verified: 0 } });
      const [mail] = await mailbox(artist.email);
      expect(mail.text).toContain('rejected');
      expect(mail.text).toContain('The document is blurry.');
      const logs = await db.query(`SELECT changes FROM audit_logs WHERE auditable_type = 'ArtistProfile' AND user_id = $1 AND event = 'updated'`, [artist.id]);
      expect(logs.at(-1).changes).toMatchObject({ document_status: 'rejected', review_comment: 'The document is blurry.' });
    });

    it('answers 422 for an unknown decision, 404 for an unknown artist', async () => {
      const artist = await newArtist(t);
      const bad = await call('POST', `/${artist.id}/verify`, admin.token, { decision: 'maybe' });
      expect(bad.status).toBe(422);
      await expect(bad.json()).resolves.toEqual({ message: 'Choose approve or reject.', code: 'validation_failed', errors: { decision: ['Choose approve or reject.'] } });
      const long = await call('POST', `/${artist.id}/verify`, admin.token, { decision: 'approved', comment: 'x'.repeat(1001) });
      expect(long.status).toBe(422);
      expect((await call('POST', '/6f1c2b9e-0000-4000-8000-000000000000/verify', admin.token, { decision: 'approved' })).status).toBe(404);
      expect(await mailbox(artist.email)).toEqual([]);
    });
  });
});
