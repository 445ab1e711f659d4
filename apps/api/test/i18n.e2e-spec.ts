import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { SHIPPED_BUNDLES } from '@soundpost/server-i18n';
import { DataSource } from 'typeorm';
import { fileForm, newArtist, newStaff } from './support/kyc-fixtures';
import { createTestApp, TestApp } from './test-app';

const INVALID_JSON = 'Invalid JSON syntax. Fix and try again.';
const BAD_CODE = "Use a simple code like 'en', 'fr', 'es', 'pt_BR'.";

type Bundle = { [key: string]: string | Bundle };
interface FileRow {
  lang: string;
  size: number;
  updated_at: string | null;
  published_at: string | null;
  shipped: boolean;
  unpublished_changes: boolean;
}
interface BackupRow {
  file: string;
  size: number;
  updated_at: string;
  reason: string;
  created_by: string | null;
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const frBundle = () => clone(SHIPPED_BUNDLES['fr']) as Bundle & { nav: Record<string, string> };

describe('Language files (/i18n/{lang}, /admin/i18n/*) over HTTP', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: { id: string; token: string };
  let manager: { id: string; token: string };

  const call = (method: string, p: string, token?: string, json?: unknown) => t.api(`/api${p}`, { method, token, json });
  const upload = (token: string, lang: string | null, content: string | Buffer, name = 'file.json') => {
    const form = fileForm('file', Buffer.isBuffer(content) ? content : Buffer.from(content), name, 'application/json');
    if (lang !== null) form.append('lang', lang);
    return t.api('/api/admin/i18n/upload', { method: 'POST', body: form, token });
  };
  const files = async (): Promise<FileRow[]> => (await (await call('GET', '/admin/i18n/files', admin.token)).json()).files;
  const backups = async (lang: string): Promise<BackupRow[]> => (await (await call('GET', `/admin/i18n/backups/${lang}`, admin.token)).json()).backups;
  const workingCopy = async (lang: string): Promise<Bundle> => (await (await call('GET', `/admin/i18n/${lang}`, admin.token)).json()).payload;
  const served = async (lang: string): Promise<Bundle> => (await call('GET', `/i18n/${lang}`)).json();

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    admin = await newStaff(t, 'admin');
    manager = await newStaff(t, 'manager');
  });
  afterAll(() => t?.close());

  describe('GET /i18n/{lang}', () => {
    it('serves the shipped bundle with a strong ETag and no-cache, and 304 for a matching If-None-Match', async () => {
      const res = await call('GET', '/i18n/en');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('cache-control')).toBe('public, no-cache');
      const etag = res.headers.get('etag');
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      expect(await res.json()).toEqual(SHIPPED_BUNDLES['en']);

      const again = await t.api('/api/i18n/en', { headers: { 'If-None-Match': etag ?? '' } });
      expect(again.status).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
      // Weak comparison, lists and '*' (RFC 9110).
      expect((await t.api('/api/i18n/en', { headers: { 'If-None-Match': `"other", W/${etag}` } })).status).toBe(304);
      expect((await t.api('/api/i18n/en', { headers: { 'If-None-Match': '*' } })).status).toBe(304);
      expect((await t.api('/api/i18n/en', { headers: { 'If-None-Match': '"stale"' } })).status).toBe(200);
    });

    it('sends the bundle compressed (br, else gzip) when the client accepts it, identical once decoded', async () => {
      const raw = (acceptEncoding: string) =>
        new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
          http
            .get(`${t.url}/api/i18n/fr`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: res.headers['vary'] as string | undefined, body: Buffer.concat(chunks) }));
            })
            .on('error', reject);
        });
      const br = await raw('gzip, deflate, br');
      expect(br.encoding).toBe('br');
      expect(br.vary).toMatch(/Accept-Encoding/i);
      expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(SHIPPED_BUNDLES['fr']);
      const gz = await raw('gzip');
      expect(gz.encoding).toBe('gzip');
      expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(SHIPPED_BUNDLES['fr']);
      const plain = await raw('identity');
      expect(plain.encoding).toBeUndefined();
      expect(JSON.parse(plain.body.toString('utf8'))).toEqual(SHIPPED_BUNDLES['fr']);
      expect(br.body.length).toBeLessThan(plain.body.length / 3);
    });

    it('answers the language case-insensitively and 404 for unknown languages or codes', async () => {
      expect(await served('FR')).toEqual(SHIPPED_BUNDLES['fr']);
      for (const lang of ['de', 'pt_br', 'x', 'not-a-language-code', '%20']) {
        const res = await call('GET', `/i18n/${lang}`);
        expect(res.status).toBe(404);
        expect(await res.json()).toMatchObject({ code: 'language_not_found' });
      }
    });
  });

  it('answers 401 without a token and 403 for an artist on every staff call', async () => {
    const artist = await newArtist(t);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/admin/i18n/files'],
      ['POST', '/admin/i18n/files', { lang: 'it' }],
      ['GET', '/admin/i18n/fr'],
      ['POST', '/admin/i18n/save', { lang: 'fr', payload: {} }],
      ['POST', '/admin/i18n/publish', { lang: 'fr' }],
      ['GET', '/admin/i18n/backups/fr'],
      ['POST', '/admin/i18n/restore', { file: 'fr/1' }],
    ];
    for (const [method, p, json] of calls) {
      expect((await call(method, p, undefined, json)).status).toBe(401);
      expect((await call(method, p, artist.token, json)).status).toBe(403);
    }
    expect((await upload(artist.token, 'fr', '{}')).status).toBe(403);
    const [{ count }] = await db.query(`SELECT count(*)::int AS count FROM language_file_versions`);
    expect(count).toBe(0);
  });

  it('lists the shipped languages (admin and manager) and answers a working copy', async () => {
    for (const token of [admin.token, manager.token]) {
      const res = await call('GET', '/admin/i18n/files', token);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { files: FileRow[] };
      expect(body.files.map((f) => f.lang)).toEqual(['en', 'es', 'fr']);
      expect(body.files[0]).toEqual({
        lang: 'en',
        size: Buffer.byteLength(JSON.stringify(SHIPPED_BUNDLES['en'])),
        updated_at: expect.any(String),
        published_at: null,
        shipped: true,
        unpublished_changes: false,
      });
    }
    const res = await call('GET', '/admin/i18n/fr', manager.token);
    expect(await res.json()).toEqual({ lang: 'fr', payload: SHIPPED_BUNDLES['fr'] });
    expect((await call('GET', '/admin/i18n/de', admin.token)).status).toBe(404);
  });

  it('saves (keeping the previous copy as a backup), publishes to GET /i18n/fr, and restores a backup', async () => {
    const before = await call('GET', '/i18n/fr');
    const oldEtag = before.headers.get('etag') ?? '';

    const edited = frBundle();
    edited.nav.upload = 'Téléverser';
    // A key left out of the document keeps its shipped text.
    delete (edited.nav as Record<string, string | undefined>)['sell'];
    const save = await call('POST', '/admin/i18n/save', admin.token, { lang: 'fr', payload: edited });
    expect(save.status).toBe(200);
    expect(await save.json()).toEqual({ lang: 'fr', message: 'Saved successfully' });

    // Only the change is stored; the working copy is the shipped bundle with it.
    const [row] = await db.query(`SELECT payload, published_payload, updated_by FROM language_files WHERE lang = 'fr'`);
    expect(row).toEqual({ payload: { nav: { upload: 'Téléverser' } }, published_payload: null, updated_by: admin.id });
    const copy = await workingCopy('fr');
    expect(copy['nav']).toMatchObject({ upload: 'Téléverser', sell: 'Vendre' });

    // Not published yet: clients still get the shipped text.
    expect(((await served('fr'))['nav'] as Bundle)['upload']).toBe('Publier');
    expect((await files()).find((f) => f.lang === 'fr')).toMatchObject({ unpublished_changes: true, published_at: null });

    const [first] = await backups('fr');
    expect(first).toEqual({ file: expect.stringMatching(/^fr\/\d+$/), size: Buffer.byteLength(JSON.stringify(SHIPPED_BUNDLES['fr'])), updated_at: expect.any(String), reason: 'save', created_by: admin.id });

    const publish = await call('POST', '/admin/i18n/publish', manager.token, { lang: 'fr' });
    expect(publish.status).toBe(200);
    expect(await publish.json()).toEqual({ lang: 'fr', url: '/api/i18n/fr', published_at: expect.any(String), message: 'Published successfully' });

    const after = await t.api('/api/i18n/fr', { headers: { 'If-None-Match': oldEtag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(oldEtag);
    const bundle = (await after.json()) as Bundle;
    expect(bundle['nav']).toMatchObject({ upload: 'Téléverser', sell: 'Vendre' });
    expect(bundle['footer']).toEqual(SHIPPED_BUNDLES['fr']['footer']);
    expect((await files()).find((f) => f.lang === 'fr')).toMatchObject({ unpublished_changes: false, published_at: expect.any(String) });

    // A second save, then back to the first backup (the shipped text).
    edited.nav.upload = 'Envoyer';
    expect((await call('POST', '/admin/i18n/save', admin.token, { lang: 'fr', payload: edited })).status).toBe(200);
    expect((await backups('fr')).map((b) => b.reason)).toEqual(['save', 'save']);
    const restore = await call('POST', '/admin/i18n/restore', admin.token, { file: first.file });
    expect(restore.status).toBe(200);
    expect(await restore.json()).toEqual({ lang: 'fr', message: 'Restored successfully' });
    expect(await workingCopy('fr')).toEqual(SHIPPED_BUNDLES['fr']);
    const afterRestore = await backups('fr');
    expect(afterRestore.map((b) => b.reason)).toEqual(['restore', 'save', 'save']);

    // Restoring is not publishing; publishing again puts the shipped text back and backs up what was live.
    expect(((await served('fr'))['nav'] as Bundle)['upload']).toBe('Téléverser');
    expect((await call('POST', '/admin/i18n/publish', admin.token, { lang: 'fr' })).status).toBe(200);
    expect(await served('fr')).toEqual(SHIPPED_BUNDLES['fr']);
    expect((await backups('fr'))[0]).toMatchObject({ reason: 'publish' });

    // The restore of the live-before-publish backup, published, is a rollback of that publish.
    const livePublish = (await backups('fr'))[0];
    await call('POST', '/admin/i18n/restore', admin.token, { file: livePublish.file });
    await call('POST', '/admin/i18n/publish', admin.token, { lang: 'fr' });
    expect(((await served('fr'))['nav'] as Bundle)['upload']).toBe('Téléverser');
  });

  it('records who changed which language file in the audit log, without the payloads', async () => {
    const logs: Array<{ event: string; auditable_type: string; actor_id: string; changes: Record<string, unknown> }> = await db.query(
      `SELECT event, auditable_type, actor_id, changes FROM audit_logs WHERE auditable_type IN ('LanguageFile', 'LanguageFileVersion') ORDER BY id`,
    );
    expect(logs.filter((l) => l.auditable_type === 'LanguageFile').map((l) => l.actor_id)).toContain(manager.id);
    expect(logs.find((l) => l.auditable_type === 'LanguageFile' && l.actor_id === admin.id)?.changes).toMatchObject({ updated_by: admin.id });
    expect(logs.find((l) => l.auditable_type === 'LanguageFileVersion')?.changes).toMatchObject({ lang: 'fr', reason: 'save' });
    expect(JSON.stringify(logs)).not.toContain('Téléverser');
  });

  it('refuses bad JSON and bad codes with 422 and the spec texts, changing nothing', async () => {
    const versionsBefore = await db.query(`SELECT count(*)::int AS count FROM language_file_versions`);
    const cases: Array<[unknown, string]> = [
      [{ lang: 'es', payload: 'not json {' }, INVALID_JSON],
      [{ lang: 'es', payload: ['a'] }, INVALID_JSON],
      [{ lang: 'es', payload: null }, INVALID_JSON],
      [{ lang: 'es' }, INVALID_JSON],
      [{ lang: 'es', payload: { nav: { upload: 3 } } }, '"nav.upload" must be a text or a group of texts (nested at most 10 deep, keys without dots).'],
      [{ lang: 'es', payload: { 'a.b': 'x' } }, '"a.b" must be a text or a group of texts (nested at most 10 deep, keys without dots).'],
      [{ lang: 'e', payload: {} }, BAD_CODE],
      [{ lang: 'pt BR', payload: {} }, BAD_CODE],
      [{ lang: 'abcdefghijklm', payload: {} }, BAD_CODE],
      [{ lang: 42, payload: {} }, BAD_CODE],
      [{ payload: {} }, BAD_CODE],
    ];
    for (const [body, message] of cases) {
      const res = await call('POST', '/admin/i18n/save', admin.token, body);
      expect(res.status).toBe(422);
      expect((await res.json()).message).toBe(message);
    }
    for (const lang of ['x', 'files', 'no way']) {
      const res = await call('POST', '/admin/i18n/files', admin.token, { lang });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ message: BAD_CODE, errors: { lang: [BAD_CODE] } });
    }
    expect((await call('POST', '/admin/i18n/save', admin.token, { lang: 'es', payload: {}, extra: 1 })).status).toBe(422);
    expect(await db.query(`SELECT count(*)::int AS count FROM language_file_versions`)).toEqual(versionsBefore);
    expect(await workingCopy('es')).toEqual(SHIPPED_BUNDLES['es']);
  });

  it('answers 404 for unknown backups and languages', async () => {
    for (const file of ['fr/999999', 'es/1', 'nonsense', '', 'fr/-1']) {
      const res = await call('POST', '/admin/i18n/restore', admin.token, { file });
      expect(res.status).toBe(404);
    }
    expect((await call('GET', '/admin/i18n/backups/zz', admin.token)).status).toBe(404);
    expect((await call('POST', '/admin/i18n/publish', admin.token, { lang: 'zz' })).status).toBe(404);
  });

  describe('POST /admin/i18n/upload', () => {
    it('saves an uploaded .json file as the working copy, keeping a backup', async () => {
      const doc = clone(SHIPPED_BUNDLES['es']) as Bundle & { nav: Record<string, string> };
      doc.nav.upload = 'Sube tu música';
      const res = await upload(admin.token, 'es', `\uFEFF${JSON.stringify(doc)}`, 'es.JSON');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ lang: 'es', message: 'Uploaded successfully' });
      expect(((await workingCopy('es'))['nav'] as Bundle)['upload']).toBe('Sube tu música');
      expect((await backups('es'))[0]).toMatchObject({ reason: 'upload', file: expect.stringMatching(/^es\//) });
    });

    it('refuses invalid JSON, a non-object, another extension, no file and a too large file', async () => {
      const invalid = await upload(admin.token, 'es', '{ "nav": ');
      expect(invalid.status).toBe(422);
      expect(await invalid.json()).toMatchObject({ message: INVALID_JSON, errors: { file: [INVALID_JSON] } });
      const list = await upload(admin.token, 'es', '["a"]');
      expect(list.status).toBe(422);
      expect((await list.json()).message).toBe(INVALID_JSON);
      const csv = await upload(admin.token, 'es', '{}', 'es.csv');
      expect(csv.status).toBe(422);
      expect((await csv.json()).message).toBe('Only .json files can be uploaded.');
      const badCode = await upload(admin.token, 'E', '{}');
      expect((await badCode.json()).message).toBe(BAD_CODE);
      const form = new FormData();
      form.append('lang', 'es');
      const none = await t.api('/api/admin/i18n/upload', { method: 'POST', body: form, token: admin.token });
      expect(none.status).toBe(422);
      const big = await upload(admin.token, 'es', Buffer.alloc(1024 * 1024 + 10, 0x20));
      expect(big.status).toBe(413);
      expect((await backups('es')).length).toBe(1);
    });
  });

  describe('a new language', () => {
    it('creates pt_BR (lower-cased) with English underneath; clients get it once published', async () => {
      const res = await call('POST', '/admin/i18n/files', admin.token, { lang: 'pt_BR' });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ lang: 'pt_br', message: 'Language file created' });
      expect((await call('POST', '/admin/i18n/files', admin.token, { lang: 'pt_br' })).status).toBe(409);
      expect((await call('POST', '/admin/i18n/files', admin.token, { lang: 'fr' })).status).toBe(409);

      expect((await files()).find((f) => f.lang === 'pt_br')).toMatchObject({ shipped: false, published_at: null, unpublished_changes: true });
      expect(await workingCopy('pt_BR')).toEqual(SHIPPED_BUNDLES['en']);
      expect((await call('GET', '/i18n/pt_br')).status).toBe(404);

      const doc = clone(SHIPPED_BUNDLES['en']) as Bundle & { nav: Record<string, string> };
      doc.nav.upload = 'Enviar';
      expect((await call('POST', '/admin/i18n/save', admin.token, { lang: 'pt_br', payload: doc })).status).toBe(200);
      const publish = await call('POST', '/admin/i18n/publish', admin.token, { lang: 'PT_BR' });
      expect((await publish.json()).url).toBe('/api/i18n/pt_br');
      const bundle = await served('pt_br');
      expect(bundle['nav']).toMatchObject({ upload: 'Enviar', sell: (SHIPPED_BUNDLES['en']['nav'] as Bundle)['sell'] });
    });

    it('creates a language by saving under a new code', async () => {
      const res = await call('POST', '/admin/i18n/save', admin.token, { lang: 'de', payload: { nav: { upload: 'Hochladen' } } });
      expect(res.status).toBe(200);
      expect(((await workingCopy('de'))['nav'] as Bundle)['upload']).toBe('Hochladen');
      expect(await backups('de')).toEqual([]);
    });
  });

  it('a publish through one instance reaches the bundle another instance serves (no stale cache)', async () => {
    const other = await createTestApp({}, [], { sharedDatabase: t.db });
    try {
      const first = await other.api('/api/i18n/es');
      const etag = first.headers.get('etag') ?? '';
      expect(((await first.json())['nav'] as Bundle)['upload']).toBe((SHIPPED_BUNDLES['es']['nav'] as Bundle)['upload']);
      expect((await call('POST', '/admin/i18n/publish', admin.token, { lang: 'es' })).status).toBe(200);
      const second = await other.api('/api/i18n/es', { headers: { 'If-None-Match': etag } });
      expect(second.status).toBe(200);
      expect(((await second.json())['nav'] as Bundle)['upload']).toBe('Sube tu música');
    } finally {
      await other.close();
    }
  });
});
