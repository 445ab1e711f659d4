import { auditSentenceEn, auditSentences, type AuditLogResponse, type AuditViewer } from '@soundpost/contracts';
import { TokensService } from '@soundpost/server-auth';
import { AuthDisplayNamesFromIdentity1764000002000 } from '@soundpost/server-auth/schema';
import { DataSource } from 'typeorm';
import { fileForm, identityPayload, newArtist, newStaff, PASSWORD, PNG, uniqueEmail } from './support/kyc-fixtures';
import { mailboxFor, readCodeFromMailbox } from './support/mailbox';
import { createTestApp, TestApp } from './test-app';

/**
 * Issue 12, people and names: the display name follows the identity step, the artist's own
 * directory entry, the activity log as sentences and the throttle's seconds to wait.
 */
describe('First impressions: people and names', () => {
  let t: TestApp;
  let db: DataSource;

  const call = async (method: string, path: string, token?: string, json?: unknown) => {
    const res = await t.api(`/api${path}`, { method, token, json });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  };

  /** Sign-up as the web app does it: register, the mailed code, then the identity step. */
  const signUp = async (identity: Record<string, unknown>) => {
    const email = uniqueEmail('jane.newbie');
    expect((await call('POST', '/auth/register', undefined, { email, password: PASSWORD })).status).toBe(201);
    const code = await readCodeFromMailbox(t, email);
    const verified = await call('POST', '/auth/verify-email-code', undefined, { email, code });
    expect(verified.status).toBe(200);
    const onboarding = verified.body.token as string;
    const kyc = await call('POST', '/auth/kyc', onboarding, identityPayload(identity));
    expect(kyc.status).toBe(200);
    const me = await call('GET', '/me', onboarding);
    return { email, id: me.body.id as string, onboarding, me: me.body };
  };

  const approve = async (userId: string, staffToken: string) => {
    const res = await call('POST', `/admin/artists/${userId}/verify`, staffToken, { decision: 'approved' });
    expect(res.status).toBe(200);
  };
  const artistToken = async (userId: string) => (await t.app.get(TokensService).issue(userId, 'artist')).token;
  const sentences = (entries: AuditLogResponse[], viewer: AuditViewer) => entries.flatMap((entry) => auditSentences(entry, viewer).map(auditSentenceEn));

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t?.close());

  describe('display name', () => {
    it('is the artist name typed in the identity step: GET /me, the back-office artists list and detail, the decision e-mail, the audit log', async () => {
      const staff = await newStaff(t);
      const jane = await signUp({ artist_name: 'Jane Newbie', first_name: 'Jane', last_name: 'Doe' });
      expect(jane.me.name).toBe('Jane Newbie');

      const list = await call('GET', `/admin/artists?q=${encodeURIComponent(jane.email)}`, staff.token);
      expect(list.body.data.map((a: { id: string; name: string }) => [a.id, a.name])).toEqual([[jane.id, 'Jane Newbie']]);
      // No document uploaded yet: the back office shows "No document", not pending review.
      expect(list.body.data[0]).toMatchObject({ document_status: 'pending', has_document: false });
      expect((await call('GET', `/admin/artists/${jane.id}`, staff.token)).body).toMatchObject({ name: 'Jane Newbie', has_document: false });

      await approve(jane.id, staff.token);
      const [decision] = await mailboxFor(t, jane.email);
      expect(decision.text).toMatch(/^Hello Jane Newbie,/);

      // Staff see who did it by display name, also for entries written before the name changed.
      const log = await call('GET', `/admin/audit-logs?user_id=${jane.id}&per_page=100`, staff.token);
      const byJane = (log.body.data as AuditLogResponse[]).filter((e) => e.actor?.id === jane.id);
      expect(byJane.length).toBeGreaterThan(0);
      expect(new Set(byJane.map((e) => e.actor?.name))).toEqual(new Set(['Jane Newbie']));
      // The change of name is itself in the log, as a sentence.
      expect(sentences(log.body.data, { kind: 'staff' })).toContain(`Jane Newbie changed the display name from “${jane.email.split('@')[0]}” to “Jane Newbie”`);
    });

    it('is the first and last name when the profile has no artist name, and held names count once staff approve them', async () => {
      // The identity step asks for an artist name; accounts from before it (or the CSV import) may have none.
      const staff = await newStaff(t);
      const ana = await newArtist(t);
      // Approved, with a change of first name held for review; the next document carries it.
      await db.query(
        `INSERT INTO artist_profiles (user_id, document_status, is_verified, first_name, last_name, pending_identity) VALUES ($1, 'approved', true, 'Ana', 'Lima', '{"firstName": "Anabela"}')`,
        [ana.id],
      );
      await db.query(`UPDATE users SET name = 'Ana Lima' WHERE id = $1`, [ana.id]);
      const uploaded = await t.api('/api/artist/profile/document', { method: 'POST', token: ana.token, body: fileForm('document', PNG, 'id.png', 'image/png') });
      expect(uploaded.status).toBe(200);
      expect((await call('GET', `/admin/artists/${ana.id}`, staff.token)).body.has_document).toBe(true);
      const before = await call('GET', '/me', ana.token);
      expect([before.status, before.body]).toEqual([200, expect.objectContaining({ name: 'Ana Lima' })]);
      await approve(ana.id, staff.token);
      expect((await call('GET', '/me', ana.token)).body.name).toBe('Anabela Lima');
    });

    it('after approval follows a new artist name at once, while first and last names wait for a new document', async () => {
      const staff = await newStaff(t);
      const ana = await signUp({ artist_name: 'Ana', first_name: 'Ana', last_name: 'Lima' });
      await approve(ana.id, staff.token);
      const token = await artistToken(ana.id);
      const basics = (overrides: Record<string, unknown>) => ({
        artist_name: 'Ana',
        first_name: 'Ana',
        last_name: 'Lima',
        phone_number: '+351 912 345 678',
        country: 'Portugal',
        country_code: 'PT',
        address: 'Rua Augusta 1',
        city: 'Lisboa',
        postal_code: '1100-053',
        paypal_email: '',
        iban: null,
        company: null,
        civil_status: null,
        nif_cnpj: null,
        ...overrides,
      });
      const renamed = await call('PUT', '/artist/profile', token, basics({ artist_name: 'Ana L.', first_name: 'Anabela' }));
      expect(renamed.status).toBe(200);
      expect((await call('GET', '/me', token)).body).toMatchObject({ name: 'Ana L.', first_name: 'Ana' });
      const [held] = await db.query(`SELECT pending_identity FROM artist_profiles WHERE user_id = $1`, [ana.id]);
      expect(held.pending_identity).toEqual({ firstName: 'Anabela' });
    });

    it('a staff-given name stands until the identity names change', async () => {
      const staff = await newStaff(t);
      const kim = await signUp({ artist_name: 'Kim K', first_name: 'Kim', last_name: 'Kay' });
      const renamed = await call('PUT', `/admin/artists/${kim.id}`, staff.token, { name: 'Kim (label)', email: kim.email });
      expect([renamed.status, renamed.body.errors]).toEqual([200, undefined]);
      expect((await call('GET', '/me', kim.onboarding)).body.name).toBe('Kim (label)');
      // Saving the same identity again changes nothing the name comes from.
      expect((await call('POST', '/auth/kyc', kim.onboarding, identityPayload({ artist_name: 'Kim K', first_name: 'Kim', last_name: 'Kay' }))).status).toBe(200);
      expect((await call('GET', '/me', kim.onboarding)).body.name).toBe('Kim (label)');
    });

    it('the migration gives existing accounts the name their identity holds, and leaves the others', async () => {
      const withArtistName = await newArtist(t);
      const withNames = await newArtist(t);
      const without = await newArtist(t);
      await db.query(`INSERT INTO artist_profiles (user_id, document_status, is_verified, artist_name, first_name, last_name) VALUES
        ($1, 'approved', true, '  Old Timer  ', 'Otto', 'Timer'), ($2, 'pending', false, '', 'Olga', 'Names'), ($3, 'pending', false, NULL, NULL, NULL)`, [
        withArtistName.id,
        withNames.id,
        without.id,
      ]);
      const runner = db.createQueryRunner();
      try {
        await new AuthDisplayNamesFromIdentity1764000002000().up(runner);
      } finally {
        await runner.release();
      }
      const rows = await db.query(`SELECT id, name FROM users WHERE id = ANY($1) ORDER BY email`, [[withArtistName.id, withNames.id, without.id]]);
      expect(Object.fromEntries(rows.map((r: { id: string; name: string }) => [r.id, r.name]))).toEqual({
        [withArtistName.id]: 'Old Timer',
        [withNames.id]: 'Olga Names',
        [without.id]: without.email.split('@')[0],
      });
    });
  });

  describe("the artist's own directory entry", () => {
    it('is there once after sign-up, preselectable, outside the plan limit, and parallel first reads make one', async () => {
      const staff = await newStaff(t);
      const jane = await signUp({ artist_name: 'Jane Newbie', first_name: 'Jane', last_name: 'Doe' });
      await approve(jane.id, staff.token);
      const token = await artistToken(jane.id);

      const answers = await Promise.all(Array.from({ length: 8 }, () => call('GET', '/artist/artists', token)));
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      const rows = await db.query(`SELECT name, is_self FROM directory_artists WHERE user_id = $1`, [jane.id]);
      expect(rows).toEqual([{ name: 'Jane Newbie', is_self: true }]);
      // On the free plan (1 artist), the own entry leaves the one slot free.
      const list = answers[0].body;
      expect(list).toEqual({ items: [{ id: expect.any(String), name: 'Jane Newbie', default_role: 'Primary Artist', is_self: true }], can_create: true, remaining: 1 });
      expect(new Set(answers.map((a) => a.body.items[0].id))).toEqual(new Set([list.items[0].id]));

      // A release can take it as its primary artist at once.
      const draft = await call('POST', '/artist/releases/draft', token, { force_new: true });
      expect(draft.status).toBe(201);
      const id = draft.body.release_id as string;
      const saved = await call('PUT', `/artist/releases/${id}`, token, { title: 'First light', primary_artist_id: list.items[0].id });
      expect(saved.status).toBe(200);
    });

    it("an entry the artist already made with that name becomes the own entry (no duplicate)", async () => {
      const staff = await newStaff(t);
      const lee = await signUp({ artist_name: 'Lee Ray', first_name: 'Lee', last_name: 'Ray' });
      await approve(lee.id, staff.token);
      await db.query(`INSERT INTO directory_artists (user_id, name) VALUES ($1, 'LEE RAY')`, [lee.id]);
      const list = await call('GET', '/artist/artists', await artistToken(lee.id));
      expect(list.body.items).toEqual([{ id: expect.any(String), name: 'LEE RAY', default_role: 'Primary Artist', is_self: true }]);
    });
  });

  describe('activity log sentences', () => {
    it("read as a person would write them, in the artist's log and in the staff log", async () => {
      const staff = await newStaff(t);
      const jane = await signUp({ artist_name: 'Jane Newbie', first_name: 'Jane', last_name: 'Doe' });
      await approve(jane.id, staff.token);
      const token = await artistToken(jane.id);
      const draft = await call('POST', '/artist/releases/draft', token, { force_new: true });
      const id = draft.body.release_id as string;
      expect((await call('PUT', `/artist/releases/${id}`, token, { title: 'A' })).status).toBe(200);
      expect((await call('PUT', `/artist/releases/${id}`, token, { title: 'B' })).status).toBe(200);

      const mine = await call('GET', '/me/audit-logs?per_page=100', token);
      expect(mine.status).toBe(200);
      const said = sentences(mine.body.data, { kind: 'artist', userId: jane.id });
      expect(said).toEqual(
        expect.arrayContaining([
          'You changed the release title from “A” to “B”',
          'Support approved your identity document',
          'You filled in your identity details',
          `You changed your display name from “${jane.email.split('@')[0]}” to “Jane Newbie”`,
        ]),
      );
      expect(said.join('\n')).not.toMatch(/Record:|By /);

      const staffLog = await call('GET', `/admin/audit-logs?user_id=${jane.id}&per_page=100`, staff.token);
      const staffSaid = sentences(staffLog.body.data, { kind: 'staff' });
      expect(staffSaid).toEqual(expect.arrayContaining(['Jane Newbie changed the release title from “A” to “B”', 'The admin approved the identity document']));
    });
  });

  describe('throttled code sends', () => {
    it('say how many seconds to wait, in the message, in retry_after and in Retry-After', async () => {
      const email = uniqueEmail('throttled');
      expect((await call('POST', '/auth/register', undefined, { email, password: PASSWORD })).status).toBe(201);
      const again = await call('POST', '/auth/resend-email-code', undefined, { email });
      expect(again.status).toBe(429);
      const seconds = Number(again.headers.get('retry-after'));
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(30);
      expect(again.body).toEqual({ message: `Too many requests. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`, code: 'too_many_requests', retry_after: seconds });
    });
  });
});
