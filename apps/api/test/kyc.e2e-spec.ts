import fs from 'node:fs';
import path from 'node:path';
import { TokensService, UsersService } from '@soundpost/server-auth';
import { DataSource } from 'typeorm';
import { fileForm, identityPayload, JPG, newArtist, newStaff, PDF, PNG } from './support/kyc-fixtures';
import { KycGateDemoModule } from './support/kyc-gate-demo.module';
import { createTestApp, TestApp } from './test-app';

const UNAUTHENTICATED = { message: 'Unauthenticated.', code: 'unauthenticated' };
const TWO_MB = 2 * 1024 * 1024;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('KYC: the artist side over HTTP', () => {
  let t: TestApp;
  let db: DataSource;
  let storageRoot: string;

  const get = (p: string, token?: string) => t.api(`/api${p}`, { token });
  const send = (method: string, p: string, json: unknown, token?: string) => t.api(`/api${p}`, { method, json, token });
  const upload = (p: string, body: FormData | undefined, token?: string) => t.api(`/api${p}`, { method: 'POST', body, token });
  const approve = (userId: string) =>
    db.query(`INSERT INTO artist_profiles (user_id, document_status, is_verified) VALUES ($1, 'approved', true)
              ON CONFLICT (user_id) DO UPDATE SET document_status = 'approved', is_verified = true`, [userId]);

  beforeAll(async () => {
    t = await createTestApp({}, [KycGateDemoModule]);
    db = t.app.get(DataSource);
    storageRoot = t.config.storage.localRoot;
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /me', () => {
    it('answers the profile with the onboarding and the artist token, 401 without one or with a staff token', async () => {
      const artist = await newArtist(t, { scope: 'onboarding' });
      const res = await get('/me', artist.token);
      expect(res.status).toBe(200);
      await expect(res.json()).resolves.toEqual({
        id: artist.id,
        name: artist.email.split('@')[0],
        first_name: null,
        last_name: null,
        email: artist.email,
        email_verified: true,
        document_status: 'pending',
        document_path: null,
        document_url: null,
        roles: ['artist'],
      });

      expect((await get('/me')).status).toBe(401);
      await expect((await get('/me')).json()).resolves.toEqual(UNAUTHENTICATED);
      expect((await get('/me', (await newStaff(t)).token)).status).toBe(401);
    });

    it('answers 403 account_blocked once the account is blocked', async () => {
      const artist = await newArtist(t);
      // Blocked behind the token's back (UsersService.block would also revoke the token).
      await db.query(`UPDATE users SET status = 'blocked' WHERE id = $1`, [artist.id]);
      const res = await get('/me', artist.token);
      expect(res.status).toBe(403);
      await expect(res.json()).resolves.toEqual({ message: 'Your account is blocked. Please contact support.', code: 'account_blocked' });
      await t.app.get(UsersService).unblock(artist.id);
    });
  });

  describe('POST /auth/kyc (sign-up identity step)', () => {
    it('saves the identity details, normalised, and GET /artist/me shows them', async () => {
      const artist = await newArtist(t, { scope: 'onboarding' });
      const res = await send('POST', '/auth/kyc', identityPayload(), artist.token);
      expect(res.status).toBe(200);
      await expect(res.json()).resolves.toEqual({ message: 'Identity details saved.' });

      const me = await get('/artist/me', artist.token);
      expect(me.status).toBe(200);
      const { user } = await me.json();
      expect(user).toMatchObject({
        id: artist.id,
        email: artist.email,
        artist_name: 'The Testers',
        first_name: 'Tess',
        last_name: 'Tester',
        nationality: 'Portuguese',
        doc_type: 'passport',
        passport_number: 'P1234567',
        id_card_number: null,
        id_expiry_date: '2035-01-31',
        country: 'Portugal',
        country_code: 'PT',
        address: 'Rua Augusta 1',
        city: 'Lisboa',
        postal_code: '1100-053',
        phone_number: '+351912345678',
        paypal_email: 'tess@example.com',
        iban: 'PT50000201231234567890154',
        document_status: 'pending',
        is_verified: false,
        email_verified: true,
      });
    });

    it('accepts `city` in lower case and an ID card number', async () => {
      const artist = await newArtist(t, { scope: 'onboarding' });
      const payload = identityPayload({ City: undefined, city: 'Porto', passport_number: undefined, id_card_number: '12345678 9 ZZ1' });
      const res = await send('POST', '/auth/kyc', payload, artist.token);
      expect(res.status).toBe(200);
      const { user } = await (await get('/artist/me', artist.token)).json();
      expect(user).toMatchObject({ city: 'Porto', doc_type: 'id_card', id_card_number: '12345678 9 ZZ1', passport_number: null });
    });

    it.each([
      [{ nationality: '' }, 'nationality', 'Select nationality.'],
      [{ doc_type: 'passport', passport_number: '' }, 'passport_number', 'Passport or ID card number is required.'],
      [{ id_expiry_date: '' }, 'id_expiry_date', 'Expiry date is required'],
      [{ id_expiry_date: '2020-01-01' }, 'id_expiry_date', 'Expiry must be a future date.'],
      [{ id_expiry_date: '31/01/2035' }, 'id_expiry_date', 'Expiry must be a future date.'],
      [{ country: '' }, 'country', 'Select country.'],
      [{ country_code: '' }, 'country_code', 'ISO2 code required'],
      [{ country_code: 'pt' }, 'country_code', 'ISO2 (e.g. US, GB)'],
      [{ postal_code: '1!' }, 'postal_code', 'Invalid postal code.'],
      [{ phone_number: '' }, 'phone_number', 'Phone number is required.'],
      [{ phone_number: '0123' }, 'phone_number', 'Use international format, e.g. +14155552671'],
      [{ paypal_email: 'not-an-email' }, 'paypal_email', 'Invalid email.'],
      [{ iban: 'PT50 12' }, 'iban', 'Invalid IBAN format.'],
      [{ artist_name: ' ' }, 'artist_name', 'Artist / Band name is required.'],
      [{ first_name: '' }, 'first_name', 'First name is required.'],
      [{ last_name: '' }, 'last_name', 'Last name is required.'],
      [{ address: '' }, 'address', 'Address is required.'],
      [{ City: '' }, 'City', 'City is required.'],
      [{ document_status: 'approved' }, 'document_status', 'This field is not allowed.'],
      [{ is_verified: true }, 'is_verified', 'This field is not allowed.'],
    ])('answers 422 for %j on %s: %s', async (patch, field, message) => {
      const artist = await newArtist(t, { scope: 'onboarding' });
      const res = await send('POST', '/auth/kyc', identityPayload(patch), artist.token);
      expect(res.status).toBe(422);
      await expect(res.json()).resolves.toEqual({ message, code: 'validation_failed', errors: { [field]: [message] } });
      const rows = await db.query(`SELECT 1 FROM artist_profiles WHERE user_id = $1`, [artist.id]);
      expect(rows).toEqual([]);
    });

    it('puts the document-number error on both numbers when neither is given', async () => {
      const artist = await newArtist(t, { scope: 'onboarding' });
      const res = await send('POST', '/auth/kyc', identityPayload({ passport_number: undefined }), artist.token);
      expect(res.status).toBe(422);
      const message = 'Passport or ID card number is required.';
      await expect(res.json()).resolves.toEqual({ message, code: 'validation_failed', errors: { id_card_number: [message], passport_number: [message] } });
    });

    it('answers 401 without a token and 403 flow_not_allowed for a staff token', async () => {
      expect((await send('POST', '/auth/kyc', identityPayload())).status).toBe(401);
      const staff = await newStaff(t, 'manager');
      const res = await send('POST', '/auth/kyc', identityPayload(), staff.token);
      expect(res.status).toBe(403);
      await expect(res.json()).resolves.toEqual({ message: "You can't use this flow with this account.", code: 'flow_not_allowed' });
    });
  });

  describe('POST /auth/upload-document', () => {
    it('stores a PNG privately, sets the status to pending, and the signed URL serves it', async () => {
      const artist = await newArtist(t, { scope: 'onboarding' });
      const res = await upload('/auth/upload-document', fileForm('document', PNG, 'passport.png', 'image/png'), artist.token);
      expect(res.status).toBe(200);
      await expect(res.json()).resolves.toEqual({ message: 'Document uploaded. Pending manual review.', document_status: 'pending' });

      const me = await (await get('/me', artist.token)).json();
      expect(me.document_status).toBe('pending');
      expect(me.document_url).toMatch(/^\/api\/files\/private\/kyc-documents\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png\?expires=\d+&signature=[\w-]+&name=passport\.png$/);
      expect(me.document_path).toBe(me.document_url);
      const download = await t.api(me.document_url);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);
      // Without its signature the same file is refused.
      expect((await t.api(me.document_url.split('?')[0])).status).toBe(403);

      const [doc] = await db.query(`SELECT content_type, size_bytes, original_name, status FROM identity_documents WHERE user_id = $1`, [artist.id]);
      expect(doc).toEqual({ content_type: 'image/png', size_bytes: PNG.length, original_name: 'passport.png', status: 'pending' });
    });

    it('decides the type by content: a PDF and a JPEG pass whatever their names say', async () => {
      const artist = await newArtist(t);
      const pdf = await upload('/auth/upload-document', fileForm('document', PDF, 'scan.jpg', 'image/jpeg'), artist.token);
      expect(pdf.status).toBe(200);
      const jpg = await upload('/auth/upload-document', fileForm('document', JPG, 'photo', 'application/octet-stream'), artist.token);
      expect(jpg.status).toBe(200);
      const docs = await db.query(`SELECT content_type FROM identity_documents WHERE user_id = $1 ORDER BY uploaded_at`, [artist.id]);
      expect(docs.map((d: { content_type: string }) => d.content_type)).toEqual(['application/pdf', 'image/jpeg']);
    });

    it('refuses a .png that is really text: 422 invalid_file_type and nothing stored', async () => {
      const artist = await newArtist(t, { scope: 'onboarding' });
      const before = filesUnder(storageRoot);
      const res = await upload('/auth/upload-document', fileForm('document', Buffer.from('just some text, honestly a png'), 'passport.png', 'image/png'), artist.token);
      expect(res.status).toBe(422);
      await expect(res.json()).resolves.toEqual({
        message: 'Invalid file type. Allowed: JPG, PNG, PDF.',
        code: 'invalid_file_type',
        errors: { document: ['Invalid file type. Allowed: JPG, PNG, PDF.'] },
      });
      expect(filesUnder(storageRoot)).toEqual(before);
      expect(await db.query(`SELECT 1 FROM identity_documents WHERE user_id = $1`, [artist.id])).toEqual([]);
    });

    it('answers 413 over 2 MB while streaming and leaves no file behind', async () => {
      const artist = await newArtist(t, { scope: 'onboarding' });
      const before = filesUnder(storageRoot);
      const big = Buffer.concat([PDF, Buffer.alloc(TWO_MB, 0x20)]);
      const res = await upload('/auth/upload-document', fileForm('document', big, 'big.pdf', 'application/pdf'), artist.token);
      expect(res.status).toBe(413);
      await expect(res.json()).resolves.toEqual({ message: 'Max file size is 2MB.', code: 'file_too_large' });
      expect(filesUnder(storageRoot)).toEqual(before);
      expect(filesUnder(path.join(storageRoot, '.tmp'))).toEqual([]);
      expect(await db.query(`SELECT 1 FROM identity_documents WHERE user_id = $1`, [artist.id])).toEqual([]);
      // The connection and the app keep working.
      expect((await get('/me', artist.token)).status).toBe(200);
    });

    it('accepts exactly 2 MB', async () => {
      const artist = await newArtist(t, { scope: 'onboarding' });
      const exact = Buffer.concat([PDF, Buffer.alloc(TWO_MB - PDF.length, 0x20)]);
      const res = await upload('/auth/upload-document', fileForm('document', exact, 'exact.pdf', 'application/pdf'), artist.token);
      expect(res.status).toBe(200);
    });

    it('answers 422 with the sign-up text when no file is sent (missing field, empty file, not multipart)', async () => {
      const artist = await newArtist(t, { scope: 'onboarding' });
      const expected = {
        message: 'Please choose a file to upload (jpg, png, pdf, max 2 MB).',
        code: 'validation_failed',
        errors: { document: ['Please choose a file to upload (jpg, png, pdf, max 2 MB).'] },
      };
      const noField = new FormData();
      noField.append('note', 'hello');
      for (const body of [noField, fileForm('document', Buffer.alloc(0), '', 'application/octet-stream')]) {
        const res = await upload('/auth/upload-document', body, artist.token);
        expect(res.status).toBe(422);
        await expect(res.json()).resolves.toEqual(expected);
      }
      const json = await send('POST', '/auth/upload-document', { document: 'x' }, artist.token);
      expect(json.status).toBe(422);
    });

    it('keeps an approved artist approved, with access, while the new document waits for review', async () => {
      const artist = await newArtist(t);
      await approve(artist.id);
      const res = await upload('/auth/upload-document', fileForm('document', PNG, 'new.png', 'image/png'), artist.token);
      expect(res.status).toBe(200);
      await expect(res.json()).resolves.toMatchObject({ document_status: 'approved' });
      const { user } = await (await get('/artist/me', artist.token)).json();
      expect(user).toMatchObject({ document_status: 'approved', is_verified: true });
      expect((await get('/test/gated', artist.token)).status).toBe(200);
      await expect(db.query(`SELECT status FROM identity_documents WHERE user_id = $1`, [artist.id])).resolves.toEqual([{ status: 'pending' }]);
    });

    it('answers 401 without a token and 403 for a staff token', async () => {
      expect((await upload('/auth/upload-document', fileForm('document', PNG, 'a.png', 'image/png'))).status).toBe(401);
      const staff = await newStaff(t);
      const res = await upload('/auth/upload-document', fileForm('document', PNG, 'a.png', 'image/png'), staff.token);
      expect(res.status).toBe(403);
      await expect(res.json()).resolves.toMatchObject({ code: 'flow_not_allowed' });
    });
  });

  describe('PUT /artist/profile (Basic Information)', () => {
    const basics = (overrides: Record<string, unknown> = {}) => ({
      artist_name: 'Band',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone_number: '+44 20 7946 0958',
      country: 'United Kingdom',
      country_code: 'gb',
      address: '1 Analytical St',
      city: 'London',
      postal_code: 'sw1a 1aa',
      paypal_email: '',
      iban: null,
      company: 'Engines Ltd',
      civil_status: null,
      nif_cnpj: null,
      ...overrides,
    });

    it('saves the basics and answers the profile', async () => {
      const artist = await newArtist(t);
      const res = await send('PUT', '/artist/profile', basics(), artist.token);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.message).toBe('Profile updated.');
      expect(body.user).toMatchObject({ artist_name: 'Band', first_name: 'Ada', country_code: 'GB', postal_code: 'SW1A 1AA', phone_number: '+442079460958', paypal_email: null, company: 'Engines Ltd' });
      const me = await (await get('/me', artist.token)).json();
      expect(me).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    });

    it.each([
      [{ artist_name: '' }, 'artist_name', 'Artist / Band name is required.'],
      [{ first_name: '' }, 'first_name', 'First name is required.'],
      [{ last_name: null }, 'last_name', 'Last name is required.'],
      [{ phone_number: '' }, 'phone_number', 'Phone is required.'],
      [{ phone_number: '+0123456789' }, 'phone_number', 'Use international format, e.g. +14155552671'],
      [{ country_code: '' }, 'country_code', 'ISO2 is required (e.g. US, GB).'],
      [{ country_code: 'GBR' }, 'country_code', 'Must be a 2-letter ISO2 code.'],
      [{ postal_code: 'AB' }, 'postal_code', 'Invalid postal code.'],
      [{ paypal_email: 'x@' }, 'paypal_email', 'Invalid email.'],
      [{ iban: 'GB12' }, 'iban', 'Invalid IBAN.'],
      [{ country: '' }, 'country', 'Country is required.'],
      [{ address: '' }, 'address', 'Address is required.'],
      [{ city: '' }, 'city', 'City is required.'],
      [{ document_status: 'approved' }, 'document_status', 'This field is not allowed.'],
      [{ user_id: '00000000-0000-0000-0000-000000000000' }, 'user_id', 'This field is not allowed.'],
    ])('answers 422 for %j on %s: %s, with the error field', async (patch, field, message) => {
      const artist = await newArtist(t);
      const res = await send('PUT', '/artist/profile', basics(patch), artist.token);
      expect(res.status).toBe(422);
      await expect(res.json()).resolves.toEqual({ message, error: message, code: 'validation_failed', errors: { [field]: [message] } });
    });

    it('answers 401 without a token or with an onboarding token (the error field included)', async () => {
      const res = await send('PUT', '/artist/profile', basics());
      expect(res.status).toBe(401);
      await expect(res.json()).resolves.toEqual({ ...UNAUTHENTICATED, error: 'Unauthenticated.' });
      const onboarding = await newArtist(t, { scope: 'onboarding' });
      expect((await send('PUT', '/artist/profile', basics(), onboarding.token)).status).toBe(401);
    });
  });

  describe('POST /artist/profile/kyc (Identity & KYC)', () => {
    const kyc = (overrides: Record<string, unknown> = {}) => ({
      doc_type: 'passport',
      passport_number: 'X9876543',
      id_issuing_place: 'Lisboa',
      id_expiry_date: '2034-05-01',
      nationality: 'Portuguese',
      residence_permit_number: '',
      country: 'Portugal',
      address: '',
      city: 'Lisboa',
      postal_code: '',
      phone_number: '',
      artist_name: '',
      ...overrides,
    });

    it('saves the identity details; blank address and contact fields keep their values', async () => {
      const artist = await newArtist(t);
      await send('POST', '/auth/kyc', identityPayload(), artist.token);
      const res = await send('POST', '/artist/profile/kyc', kyc(), artist.token);
      expect(res.status).toBe(200);
      await expect(res.json()).resolves.toEqual({ message: 'Identity (KYC) details saved.' });
      const { user } = await (await get('/artist/me', artist.token)).json();
      expect(user).toMatchObject({ doc_type: 'passport', passport_number: 'X9876543', id_card_number: null, id_expiry_date: '2034-05-01', address: 'Rua Augusta 1', phone_number: '+351912345678', artist_name: 'The Testers' });

      const idCard = await send('POST', '/artist/profile/kyc', kyc({ doc_type: 'id_card', id_card_number: 'ID-1', passport_number: '' }), artist.token);
      expect(idCard.status).toBe(200);
      const after = (await (await get('/artist/me', artist.token)).json()).user;
      expect(after).toMatchObject({ doc_type: 'id_card', id_card_number: 'ID-1', passport_number: null });
    });

    it.each([
      [{ passport_number: '' }, 'passport_number', 'Passport number is required.'],
      [{ doc_type: 'id_card', passport_number: '' }, 'id_card_number', 'ID card number is required.'],
      [{ id_expiry_date: '' }, 'id_expiry_date', 'Expiry date is required.'],
      [{ id_expiry_date: '2001-01-01' }, 'id_expiry_date', 'Expiry must be a future date.'],
      [{ nationality: '' }, 'nationality', 'Nationality is required.'],
      [{ phone_number: '12' }, 'phone_number', 'Use international format, e.g. +14155552671'],
      [{ doc_type: 'driving_licence' }, 'doc_type', 'Choose ID card or passport.'],
    ])('answers 422 for %j on %s: %s', async (patch, field, message) => {
      const artist = await newArtist(t);
      const res = await send('POST', '/artist/profile/kyc', kyc(patch), artist.token);
      expect(res.status).toBe(422);
      await expect(res.json()).resolves.toEqual({ message, error: message, code: 'validation_failed', errors: { [field]: [message] } });
    });

    it('answers 401 without a token', async () => {
      expect((await send('POST', '/artist/profile/kyc', kyc())).status).toBe(401);
    });
  });

  describe('POST /artist/profile/document and GET /artist/documents/:id', () => {
    it('uploads with the profile texts and serves the file only to its owner', async () => {
      const artist = await newArtist(t);
      const res = await upload('/artist/profile/document', fileForm('document', PDF, 'id.pdf', 'application/pdf'), artist.token);
      expect(res.status).toBe(200);
      await expect(res.json()).resolves.toEqual({ message: 'Document uploaded.', document_status: 'pending' });
      const [doc] = await db.query(`SELECT id FROM identity_documents WHERE user_id = $1`, [artist.id]);

      const mine = await get(`/artist/documents/${doc.id}`, artist.token);
      expect(mine.status).toBe(200);
      expect(mine.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await mine.arrayBuffer()).equals(PDF)).toBe(true);

      const other = await newArtist(t);
      const theirs = await get(`/artist/documents/${doc.id}`, other.token);
      expect(theirs.status).toBe(404);
      await expect(theirs.json()).resolves.toMatchObject({ code: 'not_found' });
      expect((await get('/artist/documents/not-a-uuid', artist.token)).status).toBe(404);
      expect((await get(`/artist/documents/${doc.id}`)).status).toBe(401);
    });

    it('answers 422 with the profile text when no file is sent, 401 without a token', async () => {
      const artist = await newArtist(t);
      const res = await upload('/artist/profile/document', new FormData(), artist.token);
      expect(res.status).toBe(422);
      const message = 'Choose a file (JPG, PNG, PDF, max 2MB).';
      await expect(res.json()).resolves.toEqual({ message, error: message, code: 'validation_failed', errors: { document: [message] } });
      expect((await upload('/artist/profile/document', fileForm('document', PNG, 'a.png', 'image/png'))).status).toBe(401);
    });

    it('refuses a disguised file and an oversized one here too', async () => {
      const artist = await newArtist(t);
      const fake = await upload('/artist/profile/document', fileForm('document', Buffer.from('GIF89a not allowed'), 'id.png', 'image/png'), artist.token);
      expect(fake.status).toBe(422);
      await expect(fake.json()).resolves.toMatchObject({ code: 'invalid_file_type', error: 'Invalid file type. Allowed: JPG, PNG, PDF.' });
      const big = await upload('/artist/profile/document', fileForm('document', Buffer.concat([PNG, Buffer.alloc(TWO_MB)]), 'id.png', 'image/png'), artist.token);
      expect(big.status).toBe(413);
      await expect(big.json()).resolves.toMatchObject({ code: 'file_too_large', message: 'Max file size is 2MB.' });
    });
  });

  describe('GET /me/audit-logs', () => {
    it("lists the caller's own profile and document changes, never another artist's, never a password", async () => {
      const artist = await newArtist(t);
      const other = await newArtist(t);
      await send('POST', '/auth/kyc', identityPayload(), other.token);
      expect((await send('POST', '/auth/kyc', identityPayload(), artist.token)).status).toBe(200);
      expect((await send('POST', '/artist/profile/kyc', { doc_type: 'id_card', id_card_number: 'C-77', id_expiry_date: '2036-01-01', nationality: 'Portuguese' }, artist.token)).status).toBe(200);
      expect((await upload('/artist/profile/document', fileForm('document', PNG, 'me.png', 'image/png'), artist.token)).status).toBe(200);

      const res = await get('/me/audit-logs', artist.token);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.meta).toMatchObject({ current_page: 1, per_page: 20 });
      expect(body.data.every((e: { user_id: string }) => e.user_id === artist.id)).toBe(true);
      const kinds = body.data.map((e: { event: string; auditable: { type: string } }) => `${e.auditable.type}:${e.event}`);
      expect(kinds).toEqual(expect.arrayContaining(['ArtistProfile:created', 'ArtistProfile:updated', 'IdentityDocument:created', 'User:created']));
      const update = body.data.find((e: { event: string; auditable: { type: string } }) => e.auditable.type === 'ArtistProfile' && e.event === 'updated');
      expect(update.changes).toMatchObject({ doc_type: 'id_card', id_card_number: 'C-77' });
      expect(update.original).toMatchObject({ doc_type: 'passport', id_card_number: null });
      expect(update.actor).toEqual({ id: artist.id, name: expect.any(String), email: artist.email, role: null });
      expect(JSON.stringify(body)).not.toMatch(/password_hash|\$argon2/);

      const paged = await (await get('/me/audit-logs?page=2&per_page=2', artist.token)).json();
      expect(paged.meta).toMatchObject({ current_page: 2, per_page: 2 });
    });

    it('answers 401 without a token', async () => {
      expect((await get('/me/audit-logs')).status).toBe(401);
    });
  });

  describe('identity changes after approval: held until staff approve a new document', () => {
    const HELD = 'Your identity details will change once our team approves a new identity document showing them. Please upload it under Verification Document; your account stays active meanwhile.';
    const IDENTITY_KEYS = ['first_name', 'last_name', 'nationality', 'doc_type', 'passport_number', 'id_card_number', 'id_expiry_date'] as const;
    let staff: { token: string };
    const identity = async (token: string) => {
      const { user } = await (await get('/artist/me', token)).json();
      return Object.fromEntries(IDENTITY_KEYS.map((k) => [k, user[k]]));
    };
    const detail = async (id: string) => (await t.api(`/api/admin/artists/${id}`, { token: staff.token })).json();
    const decide = (id: string, decision: string) => t.api(`/api/admin/artists/${id}/verify`, { method: 'POST', token: staff.token, json: { decision } });
    /** Signed up (identity + document) and approved by staff. */
    const approvedArtist = async () => {
      const artist = await newArtist(t);
      expect((await send('POST', '/auth/kyc', identityPayload(), artist.token)).status).toBe(200);
      expect((await upload('/auth/upload-document', fileForm('document', PNG, 'first.png', 'image/png'), artist.token)).status).toBe(200);
      expect((await decide(artist.id, 'approved')).status).toBe(200);
      return artist;
    };
    const original = { first_name: 'Tess', last_name: 'Tester', nationality: 'Portuguese', doc_type: 'passport', passport_number: 'P1234567', id_card_number: null, id_expiry_date: '2035-01-31' };

    beforeAll(async () => {
      staff = await newStaff(t, 'manager');
    });

    it('holds changed names, document and nationality from every route; other fields apply; the artist stays approved', async () => {
      const artist = await approvedArtist();
      const onboarding = await t.app.get(TokensService).issue(artist.id, 'onboarding');

      const basics = await send('PUT', '/artist/profile', { artist_name: 'New Stage Name', first_name: 'Eve', last_name: 'Tester', phone_number: '+351 912 345 679', country: 'Portugal', country_code: 'PT', address: 'Rua Nova 2', city: 'Porto' }, artist.token);
      expect(basics.status).toBe(200);
      const body = await basics.json();
      expect(body).toMatchObject({ message: HELD, identity_change_pending: true, user: { first_name: 'Tess', artist_name: 'New Stage Name', address: 'Rua Nova 2', city: 'Porto' } });

      const kyc = await send('POST', '/artist/profile/kyc', { doc_type: 'passport', passport_number: 'Z0000001', id_expiry_date: '2039-12-31', nationality: 'Spanish', country: '', address: '', city: '', postal_code: '', phone_number: '', artist_name: '' }, artist.token);
      await expect(kyc.json()).resolves.toEqual({ message: HELD, identity_change_pending: true });

      for (const token of [artist.token, onboarding.token]) {
        const res = await send('POST', '/auth/kyc', identityPayload({ last_name: 'Impostor', passport_number: 'P1234567', address: 'Rua Nova 3' }), token);
        expect(res.status).toBe(200);
        await expect(res.json()).resolves.toEqual({ message: HELD, identity_change_pending: true });
      }

      await expect(identity(artist.token)).resolves.toEqual(original);
      const { user } = await (await get('/artist/me', artist.token)).json();
      expect(user).toMatchObject({ address: 'Rua Nova 3', document_status: 'approved', is_verified: true });
      expect((await get('/test/gated', artist.token)).status).toBe(200);
      await expect(detail(artist.id)).resolves.toMatchObject({
        document_status: 'approved',
        first_name: 'Tess',
        pending_identity: { first_name: 'Eve', last_name: 'Impostor', passport_number: 'Z0000001', id_expiry_date: '2039-12-31', nationality: 'Spanish' },
      });

      // Unchanged identity fields and free fields alone hold nothing.
      const other = await approvedArtist();
      const same = await send('PUT', '/artist/profile', { artist_name: 'Stage', first_name: 'Tess', last_name: 'Tester', phone_number: '+351 912 345 679', country: 'Portugal', country_code: 'PT', address: 'Rua Velha 1', city: 'Porto' }, other.token);
      const sameBody = await same.json();
      expect(sameBody.message).toBe('Profile updated.');
      expect(sameBody).not.toHaveProperty('identity_change_pending');
      await expect(detail(other.id)).resolves.toMatchObject({ pending_identity: null, address: 'Rua Velha 1' });
    });

    it('staff rejecting the new document leave the earlier approval and identity standing', async () => {
      const artist = await approvedArtist();
      await send('POST', '/artist/profile/kyc', { doc_type: 'passport', passport_number: 'Z0000002', id_expiry_date: '2039-12-31', nationality: 'Spanish' }, artist.token);
      const uploaded = await upload('/artist/profile/document', fileForm('document', PNG, 'new-passport.png', 'image/png'), artist.token);
      expect(uploaded.status).toBe(200);
      await expect(uploaded.json()).resolves.toMatchObject({ document_status: 'approved' });
      expect((await get('/test/gated', artist.token)).status).toBe(200);

      const before = await detail(artist.id);
      expect(before.pending_identity).toBeNull();
      expect(before.documents.map((d: { status: string }) => d.status)).toEqual(['pending', 'approved']);
      expect(before.documents[0].proposed_identity).toEqual({ passport_number: 'Z0000002', id_expiry_date: '2039-12-31', nationality: 'Spanish' });

      expect((await decide(artist.id, 'rejected')).status).toBe(200);
      await expect(identity(artist.token)).resolves.toEqual(original);
      const after = await detail(artist.id);
      expect(after).toMatchObject({ document_status: 'approved', is_verified: 1 });
      expect(after.documents.map((d: { status: string }) => d.status)).toEqual(['rejected', 'approved']);
      expect((await get('/test/gated', artist.token)).status).toBe(200);
    });

    it('staff approving the new document apply the identity it carries', async () => {
      const artist = await approvedArtist();
      await send('PUT', '/artist/profile', { artist_name: 'Band', first_name: 'Eve', last_name: 'Newname', phone_number: '+351 912 345 678', country: 'Portugal', country_code: 'PT', address: 'Rua Augusta 1', city: 'Lisboa' }, artist.token);
      await send('POST', '/artist/profile/kyc', { doc_type: 'id_card', id_card_number: 'ID-777', passport_number: '', id_expiry_date: '2040-06-30', nationality: 'Portuguese' }, artist.token);
      await upload('/artist/profile/document', fileForm('document', PNG, 'id-card.png', 'image/png'), artist.token);
      // A second upload while the first is in review carries the same change.
      await upload('/artist/profile/document', fileForm('document', PNG, 'id-card-better.png', 'image/png'), artist.token);
      await expect(identity(artist.token)).resolves.toEqual(original);

      expect((await decide(artist.id, 'approved')).status).toBe(200);
      await expect(identity(artist.token)).resolves.toEqual({ first_name: 'Eve', last_name: 'Newname', nationality: 'Portuguese', doc_type: 'id_card', passport_number: null, id_card_number: 'ID-777', id_expiry_date: '2040-06-30' });
      await expect(detail(artist.id)).resolves.toMatchObject({ document_status: 'approved', is_verified: 1, pending_identity: null });
    });

    it('before approval, identity details change directly (nothing is held)', async () => {
      const artist = await newArtist(t);
      await send('POST', '/auth/kyc', identityPayload(), artist.token);
      const res = await send('POST', '/auth/kyc', identityPayload({ first_name: 'Changed' }), artist.token);
      await expect(res.json()).resolves.toEqual({ message: expect.not.stringContaining('new identity document') });
      await expect(identity(artist.token)).resolves.toMatchObject({ first_name: 'Changed' });
    });
  });

  describe('the gate: @ArtistOnly({ approved: true })', () => {
    it('lets an approved artist through and stops everyone else', async () => {
      expect((await get('/test/gated')).status).toBe(401);

      const artist = await newArtist(t);
      const pending = await get('/test/gated', artist.token);
      expect(pending.status).toBe(403);
      await expect(pending.json()).resolves.toEqual({ message: 'Your identity documents have not been approved yet.', code: 'documents_not_approved' });

      await upload('/artist/profile/document', fileForm('document', PNG, 'id.png', 'image/png'), artist.token);
      await db.query(`UPDATE artist_profiles SET document_status = 'rejected' WHERE user_id = $1`, [artist.id]);
      expect((await get('/test/gated', artist.token)).status).toBe(403);

      await approve(artist.id);
      const approved = await get('/test/gated', artist.token);
      expect(approved.status).toBe(200);
      await expect(approved.json()).resolves.toEqual({ ok: true, user_id: artist.id });

      // The onboarding token never opens a gated route, even for an approved artist.
      const onboarding = await newArtist(t, { scope: 'onboarding' });
      await approve(onboarding.id);
      expect((await get('/test/gated', onboarding.token)).status).toBe(401);
      // The exempt routes stay open to the unapproved artist.
      const fresh = await newArtist(t);
      expect((await get('/artist/me', fresh.token)).status).toBe(200);
      expect((await get('/me/audit-logs', fresh.token)).status).toBe(200);
    });
  });
});
