import './register-paths';
import fs from 'node:fs';
import { Client } from 'pg';
import type { EmbeddedPostgresHandle } from '@soundpost/server-core/database';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as Record<string, unknown>).__SOUNDPOST_TEST_PG__ as { handle: EmbeddedPostgresHandle; dir: string } | undefined;
  if (state) {
    await state.handle.release({ force: true });
    fs.rmSync(state.dir, { recursive: true, force: true });
    return;
  }
  // Shared server (DATABASE_URL): drop what this run created.
  const adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
  const template = process.env.TEST_DATABASE_TEMPLATE;
  if (!adminUrl || !template) return;
  const prefix = template.replace(/_template$/, '');
  const admin = new Client({ connectionString: adminUrl, application_name: 'soundpost-test-admin' });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`${prefix}%`]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
