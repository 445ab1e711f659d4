// One Postgres for the whole run (embedded, or DATABASE_URL's server) with a migrated template every test file clones.
import './register-paths';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { ensureEmbeddedPostgres } from '@soundpost/server-core/database';
import { withDatabase } from '@soundpost/server-core/testing';
import { runMigrations } from '@soundpost/server-platform';

const DB_SETTINGS = { poolMax: 4, connectTimeoutMs: 10_000, statementTimeoutMs: 60_000 };

export default async function globalSetup(): Promise<void> {
  const runId = `sp_t${Date.now().toString(36)}${process.pid}`;
  const template = `${runId}_template`;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'soundpost-test-pg-'));
    fs.chmodSync(dir, 0o755);
    const handle = await ensureEmbeddedPostgres({ dataDir: dir, database: 'postgres' });
    (globalThis as Record<string, unknown>).__SOUNDPOST_TEST_PG__ = { handle, dir };
    adminUrl = handle.url;
  }
  const admin = new Client({ connectionString: adminUrl, application_name: 'soundpost-test-admin' });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${template}"`);
  } finally {
    await admin.end();
  }
  await runMigrations(withDatabase(adminUrl, template), DB_SETTINGS, 'test-migrate');
  process.env.TEST_DATABASE_ADMIN_URL = adminUrl;
  process.env.TEST_DATABASE_TEMPLATE = template;
  // Test processes must never fall back to starting their own embedded server.
  process.env.DATABASE_URL = adminUrl;
}
