import { PasswordService } from '@soundpost/server-auth';
import { StorageService } from '@soundpost/server-core/storage';
import { createKycTestContext } from '../test/kyc-test-context';
import { detectDocumentType } from './documents/document-type';
import { DEMO_ARTIST_PASSWORD, DEMO_ARTISTS, seedKyc } from './kyc.seed';

describe('seedKyc (real Postgres)', () => {
  let ctx: Awaited<ReturnType<typeof createKycTestContext>>;

  beforeAll(async () => {
    ctx = await createKycTestContext();
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('creates one demo artist per document state and one without a document, once', async () => {
    const seed = () => seedKyc({ app: ctx.app, config: undefined as never, log: () => undefined });
    await seed();
    await seed();
    const rows = await ctx.dataSource.query(
      `SELECT u.email, u.email_verified_at IS NOT NULL AS verified_email, u.password_hash, p.document_status, p.is_verified,
              (SELECT count(*)::int FROM identity_documents d WHERE d.user_id = u.id) AS documents
         FROM users u JOIN artist_profiles p ON p.user_id = u.id ORDER BY u.email`,
    );
    expect(rows.map((r: Record<string, unknown>) => [r.email, r.document_status, r.is_verified, r.documents, r.verified_email])).toEqual([
      ['artist.approved@soundpost.local', 'approved', true, 1, true],
      ['artist.new@soundpost.local', 'pending', false, 0, true],
      ['artist.pending@soundpost.local', 'pending', false, 1, true],
      ['artist.rejected@soundpost.local', 'rejected', false, 1, true],
      // The fraud centre's demo ring of linked accounts.
      ['ring.one@soundpost.local', 'approved', true, 1, true],
      ['ring.three@soundpost.local', 'pending', false, 0, true],
      ['ring.two@soundpost.local', 'approved', true, 1, true],
    ]);
    await expect(
      ctx.dataSource.query(`SELECT kind, value, count(*)::int AS accounts FROM kyc_identifiers WHERE kind IN ('paypal_email', 'iban') GROUP BY kind, value ORDER BY kind`),
    ).resolves.toEqual([
      { kind: 'iban', value: 'PT50000201231234567890154', accounts: 2 },
      { kind: 'paypal_email', value: 'ring.payouts@example.com', accounts: 3 },
    ]);
    expect(rows).toHaveLength(DEMO_ARTISTS.length);
    await expect(ctx.app.get(PasswordService).verify(rows[0].password_hash, DEMO_ARTIST_PASSWORD)).resolves.toBe(true);

    // The stored documents are real PNGs the back office can preview.
    const docs = await ctx.dataSource.query(`SELECT storage_key, content_type, status FROM identity_documents`);
    for (const doc of docs) {
      expect(doc.content_type).toBe('image/png');
      const file = await ctx.app.get(StorageService).open(doc.storage_key);
      const chunks: Buffer[] = [];
      for await (const chunk of file.stream) chunks.push(chunk as Buffer);
      await expect(detectDocumentType(Buffer.concat(chunks))).resolves.toBe('image/png');
    }
  });
});
