import { ADMIN_MESSAGES } from '@soundpost/contracts';
import {
  artistsCsv,
  artistTemplateCsv,
  checkImportCsv,
  fetchAllArtists,
  importErrorLine,
  importErrorSummary,
} from './artist-csv';
import { artistDocuments, documentHref, previewKind } from './documents';

describe('artist CSV export', () => {
  const rows = [
    {
      id: 1,
      name: '=HYPERLINK("http://evil.test","x")',
      artist_name: 'Ana, "the" Band',
      email: 'ana@soundpost.test',
      document_status: 'approved',
      email_verified: 1,
      is_verified: true,
      roles: ['artist'],
      created_at: '2024-01-02T10:00:00Z',
      password: 'leaked-secret',
      password_hash: '$argon2id$…',
      token: 'tok',
    },
    { id: 2, name: '+1 555', artist_name: '-minus', email: '@at', document_status: 'pending', email_verified: 0, is_verified: 0 },
  ];

  it('writes RFC 4180 lines with the fixed columns and never a password or token column', () => {
    const csv = artistsCsv(rows);
    const [header, first] = csv.split('\r\n');
    expect(header).toBe('id,name,artist_name,email,document_status,email_verified,is_verified,roles,created_at');
    expect(csv).not.toMatch(/password|leaked-secret|argon2|tok\b/);
    expect(first).toBe(
      `1,"'=HYPERLINK(""http://evil.test"",""x"")","Ana, ""the"" Band",ana@soundpost.test,approved,1,1,artist,2024-01-02T10:00:00Z`,
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('neutralises and quotes cells starting with = + - @ (formula injection)', () => {
    const second = artistsCsv(rows).split('\r\n')[2];
    expect(second).toBe(`2,"'+1 555","'-minus","'@at",pending,0,0,,`);
  });

  it('offers the import template: header plus one example row', () => {
    const [header, example, rest] = artistTemplateCsv().split('\r\n');
    expect(header).toBe('name,email,password,email_verified,is_verified,document_status');
    expect(example.split(',')).toHaveLength(6);
    expect(rest).toBe('');
  });

  it('reads every filtered row in pages of 1000', async () => {
    const page = (n: number, size: number) => Array.from({ length: size }, (_, i) => ({ id: n * 1000 + i }));
    const getList = jest
      .fn()
      .mockResolvedValueOnce({ data: page(0, 1000), total: 1500 })
      .mockResolvedValueOnce({ data: page(1, 500), total: 1500 });
    const sort = { field: 'name', order: 'ASC' as const };
    const filter = { q: 'ana', document_status: 'pending' };

    const all = await fetchAllArtists({ getList } as never, { sort, filter });

    expect(all).toHaveLength(1500);
    expect(getList).toHaveBeenCalledTimes(2);
    expect(getList).toHaveBeenNthCalledWith(1, 'artists', { pagination: { page: 1, perPage: 1000 }, sort, filter });
    expect(getList).toHaveBeenNthCalledWith(2, 'artists', { pagination: { page: 2, perPage: 1000 }, sort, filter });
  });
});

describe('artist CSV import checks', () => {
  it("answers 'Empty CSV' for a blank file", () => {
    expect(checkImportCsv('')).toBe('Empty CSV');
    expect(checkImportCsv('\uFEFF \r\n\n')).toBe(ADMIN_MESSAGES.csvEmpty);
  });

  it("answers 'CSV must include: name,email,password' when a column is missing", () => {
    expect(checkImportCsv('name,email\nAna,a@b.test')).toBe('CSV must include: name,email,password');
    expect(checkImportCsv('"Name", "EMAIL" ,password,is_verified\r\n')).toBeNull();
    expect(checkImportCsv('\uFEFFemail,password,name\nx,y,z')).toBeNull();
  });

  it('lists at most 10 row errors, then "and N more"', () => {
    const errors = Array.from({ length: 10 }, (_, i) => ({ row: i + 2, line: i + 3, message: `Row ${i + 2}: email already exists` }));
    const summary = importErrorSummary({ created: 5, skipped: 13, errors, error_count: 13 });
    expect(summary.lines).toHaveLength(10);
    expect(summary.lines[0]).toBe('Row 2 (line 3): email already exists');
    expect(summary.more).toBe(3);
    expect(importErrorLine({ row: 4, message: 'missing name/email/password' })).toBe('Row 4: missing name/email/password');
  });
});

describe('artist documents', () => {
  it('keeps API links, prefixes bare storage paths with /storage/', () => {
    expect(documentHref('/api/files/private/a.pdf?expires=1&signature=x')).toBe('/api/files/private/a.pdf?expires=1&signature=x');
    expect(documentHref('https://cdn.test/a.png')).toBe('https://cdn.test/a.png');
    expect(documentHref('documents/7/passport.png')).toBe('/storage/documents/7/passport.png');
  });

  it('reads documents with url, path or link, else document_url', () => {
    expect(
      artistDocuments({
        id: 1,
        documents: [
          { id: 'a', name: 'passport.png', url: '/api/files/private/a', content_type: 'image/png' },
          { name: 'scan.pdf', path: 'docs/scan.pdf' },
          { link: 'https://x.test/id.jpg' },
        ],
      }).map((d) => [d.name, d.url]),
    ).toEqual([
      ['passport.png', '/api/files/private/a'],
      ['scan.pdf', '/storage/docs/scan.pdf'],
      ['id.jpg', 'https://x.test/id.jpg'],
    ]);
    expect(artistDocuments({ id: 1, documents: [], document_url: '/api/files/private/k.pdf?sig=1' })).toHaveLength(1);
    expect(artistDocuments({ id: 1, document_url: null })).toEqual([]);
  });

  it('previews images and PDFs by content type, else by extension', () => {
    expect(previewKind({ name: 'x', url: '/api/f/1', contentType: 'image/jpeg' })).toBe('image');
    expect(previewKind({ name: 'x', url: '/api/f/1', contentType: 'application/pdf' })).toBe('pdf');
    expect(previewKind({ name: 'x.docx', url: '/api/f/1', contentType: 'application/msword' })).toBe('none');
    expect(previewKind({ name: 'Document', url: '/api/f/scan.PDF?sig=1', contentType: '' })).toBe('pdf');
    expect(previewKind({ name: 'id.png', url: '/api/f/1', contentType: '' })).toBe('image');
    expect(previewKind({ name: 'notes.txt', url: '/api/f/1', contentType: '' })).toBe('none');
  });
});
