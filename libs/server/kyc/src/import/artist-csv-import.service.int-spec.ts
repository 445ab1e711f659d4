import { Readable } from 'node:stream';
import { ArtistAccountsService, PasswordService } from '@soundpost/server-auth';
import { DomainError } from '@soundpost/server-core/http';
import { DataSource } from 'typeorm';
import { createKycTestContext } from '../../test/kyc-test-context';
import { ArtistCsvImportService, ArtistImportProgress, IMPORT_CHUNK_ROWS } from './artist-csv-import.service';

const csv = (text: string) => Readable.from([Buffer.from(text)]);

describe('ArtistCsvImportService (real Postgres)', () => {
  let ctx: Awaited<ReturnType<typeof createKycTestContext>>;
  let importer: ArtistCsvImportService;
  let db: DataSource;

  const account = async (email: string) => {
    const [row] = await db.query(
      `SELECT u.name, u.email, u.password_hash, u.roles, u.email_verified_at, p.document_status, p.is_verified
         FROM users u LEFT JOIN artist_profiles p ON p.user_id = u.id WHERE u.email = $1`,
      [email],
    );
    return row;
  };

  beforeAll(async () => {
    ctx = await createKycTestContext();
    importer = ctx.app.get(ArtistCsvImportService);
    db = ctx.dataSource;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('imports quoted fields with commas, quotes and line breaks; hashes passwords; sets the flags only for exactly "1"', async () => {
    const file = [
      'Name,Email,password,email_verified,is_verified,document_status',
      '"Smith, Jane",jane@import.test,"pa,ss ""word""",1,1,approved',
      '"Multi\nLine Band",ml@import.test,secret-2,true,01,REJECTED',
      'Plain,plain@import.test,secret-3, 1 ,yes,rejected',
    ].join('\r\n');
    const result = await importer.importArtists(csv(`\uFEFF${file}\r\n`));
    expect(result).toEqual({ created: 3, skipped: 0, errors: [], error_count: 0 });

    const jane = await account('jane@import.test');
    expect(jane).toMatchObject({ name: 'Smith, Jane', roles: ['artist'], document_status: 'approved', is_verified: true });
    expect(jane.email_verified_at).not.toBeNull();
    expect(jane.password_hash).toMatch(/^\$argon2id\$/);
    await expect(ctx.app.get(PasswordService).verify(jane.password_hash, 'pa,ss "word"')).resolves.toBe(true);

    // "true" and "01" are not "1"; an unknown status (even in capitals) is pending.
    await expect(account('ml@import.test')).resolves.toMatchObject({ name: 'Multi\nLine Band', email_verified_at: null, is_verified: false, document_status: 'pending' });
    // The cell is trimmed before comparing: " 1 " counts as 1.
    const plain = await account('plain@import.test');
    expect(plain.email_verified_at).not.toBeNull();
    expect(plain).toMatchObject({ is_verified: false, document_status: 'rejected' });
  });

  it('reports bad rows and existing e-mails per row and goes on with the rest', async () => {
    await ctx.app.get(ArtistAccountsService).createArtist({ email: 'taken@import.test', password: 'whatever-1' });
    const file = [
      'name,email,password',
      'Good One,good1@import.test,pw-1',
      ',noname@import.test,pw-2',
      'No Email,,pw-3',
      'No Password,nopass@import.test,',
      'Taken,TAKEN@import.test,pw-5',
      'Twice,twice@import.test,pw-6',
      'Twice Again,twice@import.test,pw-7',
      'Bad Email,not-an-email,pw-8',
      'Good Two,good2@import.test,pw-9',
    ].join('\n');
    const result = await importer.importArtists(csv(file));
    expect(result).toEqual({
      created: 3,
      skipped: 6,
      error_count: 6,
      errors: [
        { row: 2, line: 3, message: 'Row 2: missing name/email/password' },
        { row: 3, line: 4, message: 'Row 3: missing name/email/password' },
        { row: 4, line: 5, message: 'Row 4: missing name/email/password' },
        { row: 5, line: 6, message: 'Row 5: email already exists' },
        { row: 7, line: 8, message: 'Row 7: email already exists' },
        { row: 8, line: 9, message: 'Row 8: invalid email' },
      ],
    });
    await expect(account('twice@import.test')).resolves.toMatchObject({ name: 'Twice' });
    await expect(account('good2@import.test')).resolves.toMatchObject({ document_status: 'pending', is_verified: false });
    // The existing account is left exactly as it was.
    await expect(account('taken@import.test')).resolves.toMatchObject({ document_status: null });
  });

  it('refuses a file without the required columns, an empty file and a header-only file, writing nothing', async () => {
    const before = (await db.query(`SELECT count(*)::int AS n FROM users`))[0].n;
    const missing = importer.importArtists(csv('name,email\nA,a@import.test\n'));
    await expect(missing).rejects.toMatchObject({ status: 422, message: 'CSV must include: name,email,password', errors: { file: ['CSV must include: name,email,password'] } });
    for (const text of ['', '\n\n', 'name,email,password\n']) {
      await expect(importer.importArtists(csv(text))).rejects.toMatchObject({ status: 422, message: 'Empty CSV' });
    }
    expect((await db.query(`SELECT count(*)::int AS n FROM users`))[0].n).toBe(before);
  });

  it('skips a malformed record with its line and reason and imports the rows around it', async () => {
    const result = await importer.importArtists(csv('name,email,password\nOk,ok@malformed.test,pw\n"Broken,b@malformed.test,pw\n'));
    expect(result.created).toBe(1);
    expect(result.error_count).toBe(1);
    expect(result.errors[0]).toEqual({ row: 2, line: 3, message: 'Row 2: broken quotes' });

    const midFile = await importer.importArtists(csv('name,email,password\nA,a@midfile.test,pw\n"B"x,b@midfile.test,pw\nC,c@midfile.test,pw\n'));
    expect(midFile).toEqual({ created: 2, skipped: 1, error_count: 1, errors: [{ row: 2, line: 3, message: 'Row 2: broken quotes' }] });
    expect(await db.query(`SELECT email FROM users WHERE email LIKE '%@midfile.test' ORDER BY email`)).toEqual([{ email: 'a@midfile.test' }, { email: 'c@midfile.test' }]);
  });

  it('goes in chunks, reports progress, counts every error but lists at most maxErrors, and can skip hashing', async () => {
    const rows = IMPORT_CHUNK_ROWS + 250;
    const lines = ['email,name,password'];
    for (let i = 1; i <= rows; i++) lines.push(i % 100 === 0 ? `,Missing ${i},pw` : `bulk${i}@chunks.test,Bulk ${i},pw-${i}`);
    const progress: ArtistImportProgress[] = [];
    const result = await importer.importArtists(csv(lines.join('\n')), { hashPasswords: false, maxErrors: 5, onProgress: (p) => progress.push(p) });
    expect(result.created).toBe(rows - 12);
    expect(result.error_count).toBe(12);
    expect(result.skipped).toBe(12);
    expect(result.errors.map((e) => e.row)).toEqual([100, 200, 300, 400, 500]);
    expect(progress).toEqual([
      { rows: IMPORT_CHUNK_ROWS, created: IMPORT_CHUNK_ROWS - 10, skipped: 10 },
      { rows, created: rows - 12, skipped: 12 },
    ]);
    // Without hashing the accounts have no password at all: they must reset it.
    await expect(account('bulk1@chunks.test')).resolves.toMatchObject({ password_hash: null, document_status: 'pending' });
    expect((await db.query(`SELECT count(*)::int AS n FROM artist_profiles p JOIN users u ON u.id = p.user_id WHERE u.email LIKE '%@chunks.test'`))[0].n).toBe(rows - 12);
  });

  it('skips and reports bad rows (NUL, control characters, invalid UTF-8, over-long, refused by the database) and imports every other row', async () => {
    // A refusal the row checks cannot foresee, made by the real database.
    await db.query(`ALTER TABLE users ADD CONSTRAINT test_refused_name CHECK (name <> 'Refused By Database')`);
    try {
      const rows = 1500;
      const bad = new Map<number, string>([
        [3, 'Row 3: name contains invalid characters'],
        [10, 'Row 10: email contains invalid characters'],
        [50, 'Row 50: name contains invalid characters'],
        [400, 'Row 400: name contains invalid characters'],
        [700, 'Row 700: name is too long'],
        [900, 'Row 900: could not be saved'],
      ]);
      const parts: Buffer[] = [Buffer.from('name,email,password\n')];
      for (let i = 1; i <= rows; i++) {
        const line =
          i === 3 ? `Nul\u0000Name,row${i}@badrows.test,pw` :
          i === 10 ? `Ten,row\u0000${i}@badrows.test,pw` :
          i === 50 ? `Bell\u0007Name,row${i}@badrows.test,pw` :
          i === 700 ? `${'x'.repeat(5000)},row${i}@badrows.test,pw` :
          i === 900 ? `Refused By Database,row${i}@badrows.test,pw` :
          `Good ${i},row${i}@badrows.test,pw-${i}`;
        // Row 400 carries bytes that are not UTF-8.
        parts.push(i === 400 ? Buffer.concat([Buffer.from('Bad '), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from(`,row${i}@badrows.test,pw\n`)]) : Buffer.from(`${line}\n`));
      }
      const result = await importer.importArtists(Readable.from([Buffer.concat(parts)]), { hashPasswords: false });
      expect(result.errors).toEqual([...bad].map(([row, message]) => ({ row, line: row + 1, message })));
      expect(result).toMatchObject({ created: rows - bad.size, skipped: bad.size, error_count: bad.size });
      const imported: Array<{ email: string }> = await db.query(
        `SELECT u.email FROM users u JOIN artist_profiles p ON p.user_id = u.id WHERE u.email LIKE '%@badrows.test'`,
      );
      const expected = Array.from({ length: rows }, (_, i) => i + 1).filter((i) => !bad.has(i)).map((i) => `row${i}@badrows.test`);
      expect(imported.map((r) => r.email).sort()).toEqual(expected.sort());
    } finally {
      await db.query('ALTER TABLE users DROP CONSTRAINT test_refused_name');
    }
  });

  it('passes a failure of the source through', async () => {
    const failing = new Readable({
      read() {
        this.push('name,email,password\nA,a@fail.test,pw\n');
        this.destroy(new DomainError('payload_too_large', 'The upload is too large.', 413));
      },
    });
    await expect(importer.importArtists(failing)).rejects.toMatchObject({ status: 413 });
  });
});
