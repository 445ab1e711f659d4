import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, TestDatabase } from '@soundpost/server-core/testing';
import { SHIPPED_BUNDLES } from '@soundpost/server-i18n';
import { runCli } from '../program';
import { captureIo, queryRows } from '../testing/cli-test-kit';

type Bundle = { [key: string]: string | Bundle };

describe('soundpost i18n publish / export / import (real Postgres)', () => {
  let db: TestDatabase;
  let dir: string;
  let env: NodeJS.ProcessEnv;
  const io = captureIo;
  const run = async (args: string[]) => {
    const c = io();
    const code = await runCli(['i18n', ...args], { env, io: c.io });
    return { code, out: c.out.join('\n'), err: c.err.join('\n') };
  };
  const query = (sql: string, params: unknown[] = []) => queryRows(db.url, sql, params);

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-cli-i18n-'));
    env = { NODE_ENV: 'test', DATABASE_URL: db.url, DATA_DIR: dir, LOG_LEVEL: 'silent' };
  });
  afterAll(async () => {
    await db.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('exports, imports (keeping a backup) and publishes a language, audited as the CLI', async () => {
    const file = path.join(dir, 'fr.json');
    const exported = await run(['export', 'FR', file]);
    expect(exported).toMatchObject({ code: 0, out: expect.stringMatching(/^Exported fr to .*fr\.json \(\d+ bytes\)\.$/) });
    const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as Bundle & { nav: Record<string, string> };
    expect(doc).toEqual(SHIPPED_BUNDLES['fr']);

    doc.nav.upload = 'Déposer';
    fs.writeFileSync(file, JSON.stringify(doc, null, 2));
    const imported = await run(['import', 'fr', file]);
    expect(imported.code).toBe(0);
    expect(imported.out).toBe(`Imported ${file} into fr. Run "soundpost i18n publish fr" to make it live.`);
    expect(await query(`SELECT payload, published_payload, updated_by FROM language_files WHERE lang = 'fr'`)).toEqual([
      { payload: { nav: { upload: 'Déposer' } }, published_payload: null, updated_by: 'cli' },
    ]);
    expect(await query(`SELECT reason, payload, created_by FROM language_file_versions WHERE lang = 'fr'`)).toEqual([{ reason: 'upload', payload: {}, created_by: 'cli' }]);
    expect((await run(['import', 'fr', file])).out).toContain('nothing changed');

    const published = await run(['publish', 'fr']);
    expect(published).toMatchObject({ code: 0, out: 'Published fr: /api/i18n/fr' });
    const [row] = await query(`SELECT published_payload, published_revision, published_by FROM language_files WHERE lang = 'fr'`);
    expect(row).toEqual({ published_payload: { nav: { upload: 'Déposer' } }, published_revision: 1, published_by: 'cli' });

    const stdout = await run(['export', 'fr', '-']);
    expect((JSON.parse(stdout.out) as { nav: Record<string, string> }).nav.upload).toBe('Déposer');
    const [log] = await query(`SELECT actor_id FROM audit_logs WHERE auditable_type = 'LanguageFile' AND auditable_id = 'fr' ORDER BY id DESC LIMIT 1`);
    expect(log.actor_id).toBe('cli');
  });

  it('creates a language on import under a new code', async () => {
    const file = path.join(dir, 'pt.json');
    fs.writeFileSync(file, JSON.stringify({ nav: { upload: 'Enviar' } }));
    const result = await run(['import', 'pt_BR', file]);
    expect(result.out).toContain('into pt_br (new language)');
    expect(await query(`SELECT payload FROM language_files WHERE lang = 'pt_br'`)).toEqual([{ payload: { nav: { upload: 'Enviar' } } }]);
  });

  it('fails with the spec texts for invalid JSON and bad codes, and on unknown languages and files', async () => {
    const broken = path.join(dir, 'broken.json');
    fs.writeFileSync(broken, '{ "nav": ');
    expect(await run(['import', 'es', broken])).toMatchObject({ code: 1, err: expect.stringContaining('Invalid JSON syntax. Fix and try again.') });
    const list = path.join(dir, 'list.json');
    fs.writeFileSync(list, '[1, 2]');
    expect((await run(['import', 'es', list])).err).toContain('Invalid JSON syntax. Fix and try again.');
    expect((await run(['import', 'e', list])).err).toContain("Use a simple code like 'en', 'fr', 'es', 'pt_BR'.");
    expect(await run(['publish', 'zz'])).toMatchObject({ code: 1, err: expect.stringContaining('Language file not found.') });
    expect(await run(['import', 'es', path.join(dir, 'nope.json')])).toMatchObject({ code: 2, err: expect.stringContaining('No such file') });
    expect(await query(`SELECT count(*)::int AS n FROM language_file_versions WHERE lang = 'es'`)).toEqual([{ n: 0 }]);
  });
});
