import { DomainError } from '@soundpost/server-core/http';
import { createAuthTestContext } from '../../test/auth-test-db';
import { BULK_INSERT_CHUNK } from './artist-accounts.service';

describe('ArtistAccountsService (real database)', () => {
  let ctx: Awaited<ReturnType<typeof createAuthTestContext>>;
  const rowFor = async (email: string) => (await ctx.dataSource.query(`SELECT * FROM users WHERE email = $1`, [email]))[0] as Record<string, unknown> | undefined;

  beforeAll(async () => {
    ctx = await createAuthTestContext();
  });
  afterAll(async () => {
    await ctx.close();
  });

  describe('createArtist', () => {
    it('creates an artist: normalised e-mail, argon2id hash, role artist, named after the e-mail', async () => {
      const created = await ctx.artists.createArtist({ email: ' New.Artist@Example.com ', password: 'Secret-pass1' });
      expect(created).toEqual({ id: expect.any(String), email: 'new.artist@example.com' });
      const row = await rowFor('new.artist@example.com');
      expect(row).toMatchObject({ id: created.id, name: 'new.artist', roles: ['artist'], status: 'active', email_verified_at: null });
      await expect(ctx.passwords.verify(String(row?.password_hash), 'Secret-pass1')).resolves.toBe(true);
    });

    it('takes a name, a ready hash and the verified flag; without any password the account has none', async () => {
      const hash = await ctx.passwords.hash('Imported-1');
      await ctx.artists.createArtist({ email: 'imported@example.com', passwordHash: hash, name: '  DJ Import ', emailVerified: true });
      expect(await rowFor('imported@example.com')).toMatchObject({ name: 'DJ Import', password_hash: hash });
      expect((await rowFor('imported@example.com'))?.email_verified_at).toBeInstanceOf(Date);
      await ctx.artists.createArtist({ email: 'nopass@example.com' });
      expect(await rowFor('nopass@example.com')).toMatchObject({ password_hash: null });
    });

    it('answers 409 email_taken for an address in use, 422 for a malformed one', async () => {
      await ctx.artists.createArtist({ email: 'taken@example.com', password: 'Secret-pass1' });
      await expect(ctx.artists.createArtist({ email: 'TAKEN@example.com', password: 'Secret-pass1' })).rejects.toMatchObject({
        status: 409,
        code: 'email_taken',
        message: 'This email is already registered.',
      });
      const error = await ctx.artists.createArtist({ email: 'not-an-email' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ status: 422, errors: { email: ['Invalid email.'] } });
    });

    it('creates inside the caller’s transaction: a rollback leaves no account', async () => {
      await expect(
        ctx.dataSource.transaction(async (manager) => {
          await ctx.artists.createArtist({ email: 'rolled-back@example.com' }, manager);
          throw new Error('later step failed');
        }),
      ).rejects.toThrow('later step failed');
      expect(await rowFor('rolled-back@example.com')).toBeUndefined();
    });
  });

  describe('hashPasswords', () => {
    it('answers one argon2id hash per password, in input order', async () => {
      const passwords = Array.from({ length: 12 }, (_, i) => `Password-${i}`);
      const hashes = await ctx.artists.hashPasswords(passwords);
      expect(hashes).toHaveLength(12);
      expect(new Set(hashes).size).toBe(12);
      for (const [i, hash] of hashes.entries()) {
        expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
        await expect(ctx.passwords.verify(hash, passwords[i])).resolves.toBe(true);
      }
      await expect(ctx.artists.hashPasswords([])).resolves.toEqual([]);
    });
  });

  describe('bulkInsertArtists', () => {
    it('inserts new rows and reports existing addresses (in the database or repeated in the batch) without failing', async () => {
      await ctx.artists.createArtist({ email: 'already@example.com' });
      const hash = await ctx.passwords.hash('Bulk-pass-1');
      const result = await ctx.artists.bulkInsertArtists([
        { email: 'Bulk.One@example.com', name: 'Bulk One', passwordHash: hash, emailVerified: true },
        { email: 'already@example.com', name: 'Dup', passwordHash: hash, emailVerified: false },
        { email: 'bulk.two@example.com', name: '', passwordHash: null, emailVerified: false },
        { email: 'bulk.one@example.com', name: 'Again', passwordHash: hash, emailVerified: false },
      ]);
      expect(result).toEqual({ created: ['bulk.one@example.com', 'bulk.two@example.com'], existing: ['already@example.com', 'bulk.one@example.com'] });
      expect(await rowFor('bulk.one@example.com')).toMatchObject({ name: 'Bulk One', roles: ['artist'], password_hash: hash });
      expect((await rowFor('bulk.one@example.com'))?.email_verified_at).toBeInstanceOf(Date);
      expect(await rowFor('bulk.two@example.com')).toMatchObject({ name: 'bulk.two', email_verified_at: null, password_hash: null });
      expect(await rowFor('already@example.com')).toMatchObject({ name: 'already' });
    });

    it('writes chunks of 1000 rows, one INSERT each', async () => {
      const rows = Array.from({ length: 2 * BULK_INSERT_CHUNK + 5 }, (_, i) => ({ email: `many${i}@bulk.example`, name: `Many ${i}`, passwordHash: null, emailVerified: false }));
      const statements: string[] = [];
      const query = ctx.dataSource.manager.query.bind(ctx.dataSource.manager);
      const spy = jest.spyOn(ctx.dataSource.manager, 'query').mockImplementation((sql: string, params?: Parameters<typeof query>[1]) => {
        statements.push(sql);
        return query(sql, params);
      });
      try {
        const result = await ctx.artists.bulkInsertArtists(rows);
        expect(result.created).toHaveLength(rows.length);
        expect(result.existing).toEqual([]);
      } finally {
        spy.mockRestore();
      }
      expect(statements).toHaveLength(3);
      expect(statements.every((sql) => sql.includes('ON CONFLICT (email) DO NOTHING RETURNING email'))).toBe(true);
      const [{ n }] = await ctx.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE email LIKE '%@bulk.example'`);
      expect(n).toBe(rows.length);
    });
  });
});
