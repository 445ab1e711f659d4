import { DataSource } from 'typeorm';
import { fileForm, newArtist, newStaff } from './support/kyc-fixtures';
import { createTestApp, TestApp } from './test-app';

describe('POST /admin/artists/import over HTTP', () => {
  let t: TestApp;
  let db: DataSource;
  let manager: { token: string };

  const csvForm = (text: string, field = 'file') => fileForm(field, Buffer.from(text), 'artists.csv', 'text/csv');
  const importCsv = (body: FormData | undefined, token?: string) => t.api('/api/admin/artists/import', { method: 'POST', body, token });

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    manager = await newStaff(t, 'manager');
  });
  afterAll(async () => {
    await t.close();
  });

  it('imports the good rows and lists per-row errors, at most 10, with the total', async () => {
    const existing = await newArtist(t);
    const lines = ['name,email,password,email_verified,is_verified,document_status', `"Doe, John",john@http-import.test,"p,w",1,1,approved`, `Existing,${existing.email},pw,0,0,`];
    for (let i = 1; i <= 12; i++) lines.push(`Missing ${i},,pw`);
    lines.push('Last,last@http-import.test,pw,0,0,whatever');
    const res = await importCsv(csvForm(lines.join('\n')), manager.token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      created: 2,
      skipped: 13,
      error_count: 13,
      errors: [
        { row: 2, line: 3, message: 'Row 2: email already exists' },
        ...Array.from({ length: 9 }, (_, i) => ({ row: i + 3, line: i + 4, message: `Row ${i + 3}: missing name/email/password` })),
      ],
    });
    const [john] = await db.query(
      `SELECT u.name, u.email_verified_at, p.document_status, p.is_verified FROM users u JOIN artist_profiles p ON p.user_id = u.id WHERE u.email = 'john@http-import.test'`,
    );
    expect(john).toMatchObject({ name: 'Doe, John', document_status: 'approved', is_verified: true });
    expect(john.email_verified_at).not.toBeNull();
    const [last] = await db.query(`SELECT p.document_status FROM users u JOIN artist_profiles p ON p.user_id = u.id WHERE u.email = 'last@http-import.test'`);
    expect(last.document_status).toBe('pending');

    // The imported artists show up in the list.
    const list = await (await t.api('/api/admin/artists?q=http-import.test&sort=email', { token: manager.token })).json();
    expect(list.data.map((a: { email: string }) => a.email)).toEqual(['john@http-import.test', 'last@http-import.test']);
  });

  it('answers 422 with the spec texts for a file without the columns and an empty file', async () => {
    const missing = await importCsv(csvForm('name;email;password\nA;a@x.test;pw\n'), manager.token);
    expect(missing.status).toBe(422);
    await expect(missing.json()).resolves.toEqual({ message: 'CSV must include: name,email,password', code: 'validation_failed', errors: { file: ['CSV must include: name,email,password'] } });

    const empty = await importCsv(csvForm(''), manager.token);
    expect(empty.status).toBe(422);
    await expect(empty.json()).resolves.toEqual({ message: 'Empty CSV', code: 'validation_failed', errors: { file: ['Empty CSV'] } });
  });

  // Passwords are hashed here (argon2), so the file is short; the 1,500-row case is the service's test.
  it('skips a row with a NUL byte and other bad rows of the same chunk, imports the rest and reports them by number', async () => {
    const lines = ['name,email,password'];
    for (let i = 1; i <= 40; i++) {
      lines.push(i === 2 ? `Nul\u0000Row,nul${i}@nul-import.test,pw` : i === 5 ? `Ctrl\u001bRow,nul${i}@nul-import.test,pw` : `Row ${i},nul${i}@nul-import.test,pw-${i}`);
    }
    const res = await importCsv(csvForm(lines.join('\n')), manager.token);
    expect(res.status).toBe(200);
    await expect(res.json()).resolves.toEqual({
      created: 38,
      skipped: 2,
      error_count: 2,
      errors: [
        { row: 2, line: 3, message: 'Row 2: name contains invalid characters' },
        { row: 5, line: 6, message: 'Row 5: name contains invalid characters' },
      ],
    });
    const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM users u JOIN artist_profiles p ON p.user_id = u.id WHERE u.email LIKE '%@nul-import.test'`);
    expect(n).toBe(38);
  });

  it('answers 422 when no file is sent', async () => {
    const res = await importCsv(csvForm('name,email,password\n', 'other'), manager.token);
    expect(res.status).toBe(422);
    await expect(res.json()).resolves.toEqual({ message: 'Please choose a CSV file to import.', code: 'validation_failed', errors: { file: ['Please choose a CSV file to import.'] } });
    expect((await t.api('/api/admin/artists/import', { method: 'POST', json: {}, token: manager.token })).status).toBe(422);
  });

  it('is staff only: 401 without a token, 403 with an artist token, nothing imported', async () => {
    const text = 'name,email,password\nSneaky,sneaky@http-import.test,pw\n';
    expect((await importCsv(csvForm(text))).status).toBe(401);
    const artist = await newArtist(t);
    expect((await importCsv(csvForm(text), artist.token)).status).toBe(403);
    expect(await db.query(`SELECT 1 FROM users WHERE email = 'sneaky@http-import.test'`)).toEqual([]);
  });
});
