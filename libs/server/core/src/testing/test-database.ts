import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run tests through the root jest config (npm test), whose global setup prepares the database`);
  return value;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(database)}`;
  return u.toString();
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = env('TEST_DATABASE_ADMIN_URL');
  const template = env('TEST_DATABASE_TEMPLATE');
  const name = `${template.replace(/_template$/, '')}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: adminUrl, application_name: 'soundpost-test-admin' });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt > 50) throw error;
        await new Promise((r) => setTimeout(r, 50 + Math.random() * 100));
      }
    }
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  return {
    url,
    name,
    async drop() {
      const c = new Client({ connectionString: adminUrl, application_name: 'soundpost-test-admin' });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
