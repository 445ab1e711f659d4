import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@soundpost/server-core/testing';
import { EXPORT_AREAS } from '@soundpost/server-core/user-data';
import { Client } from 'pg';
import { tablesWithUserIds } from './testing/user-id-tables';
import { domainSchemas } from '../schema';
import { userDataExports } from './user-data-exports';

/** Columns no export may ever carry. */
const SECRET_COLUMN = /password|token_hash|code_hash|secret|access_token|refresh_token|unsubscribe_token/;
const SQL_TABLE = /\b(?:FROM|JOIN)\s+"?([a-z_][a-z0-9_]*)"?/gi;

describe('data export coverage (the migrated schema against every exporter)', () => {
  let db: TestDatabase;
  let client: Client;
  const parts = userDataExports();
  const sections = parts.flatMap(({ domain, part }) => part.sections.map((s) => ({ domain, ...s })));
  const fileSets = parts.flatMap(({ domain, part }) => (part.files ?? []).map((f) => ({ domain, ...f })));
  const marks = parts.flatMap(({ domain, part }) => (part.notExported ?? []).map((m) => ({ domain, ...m })));

  beforeAll(async () => {
    db = await createTestDatabase();
    client = new Client({ connectionString: db.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  it('covers every table with a user-id column by an exporter, or marks it not exported with a reason', async () => {
    const withUserIds = await tablesWithUserIds(client);
    expect(withUserIds.length).toBeGreaterThan(30);

    const exported = new Set([...sections, ...fileSets].flatMap((s) => [...s.sql.matchAll(SQL_TABLE)].map((m) => m[1])));
    const marked = new Set(marks.map((m) => m.table));
    const uncovered = withUserIds.filter((table) => !exported.has(table) && !marked.has(table)).sort();
    expect(uncovered).toEqual([]);
  });

  it('marks only real tables of the marking domain, each with a reason, none also exported', () => {
    const owner = new Map(domainSchemas.flatMap(({ name, schema }) => schema.ownedTables.map((t) => [t, name] as const)));
    for (const mark of marks) {
      expect({ table: mark.table, owner: owner.get(mark.table), reason: mark.reason.length > 20 }).toEqual({ table: mark.table, owner: mark.domain, reason: true });
    }
  });

  it('runs every statement against the schema, selects no secret column, and names sections once per area', async () => {
    const stranger = randomUUID();
    const run = (name: string, sql: string) =>
      client.query(sql, [stranger]).catch((error: Error) => {
        throw new Error(`${name}: ${error.message}`);
      });
    for (const { domain, section, sql } of sections) {
      const result = await run(`${domain}/${section}`, sql);
      expect({ domain, section, rows: result.rows.length }).toEqual({ domain, section, rows: 0 });
      const columns = result.fields.map((f) => f.name);
      expect({ section, secrets: columns.filter((c) => SECRET_COLUMN.test(c)) }).toEqual({ section, secrets: [] });
    }
    for (const { domain, folder, sql } of fileSets) {
      const result = await run(`${domain}/${folder}`, sql);
      expect({ folder, columns: result.fields.map((f) => f.name) }).toEqual({ folder, columns: ['key', 'name', 'size'] });
    }
    for (const area of EXPORT_AREAS) {
      const names = sections.filter((s) => s.area === area).map((s) => s.section);
      expect({ area, duplicates: names.filter((n, i) => names.indexOf(n) !== i) }).toEqual({ area, duplicates: [] });
    }
  });
});
