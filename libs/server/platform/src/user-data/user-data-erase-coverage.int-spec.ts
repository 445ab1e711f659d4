import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@soundpost/server-core/testing';
import { Client } from 'pg';
import { domainSchemas } from '../schema';
import { userDataErasers } from './user-data-erasers';

/** A column that holds a user's id (the same rule as the export's coverage test). */
const USER_COLUMN = /^(user_id|account_id|person_id|author_id|staff_id|actor_id|owner_id|member_id|.+_user_id|.+_by)$/;
const TARGET = /^\s*(?:UPDATE|DELETE\s+FROM)\s+"?([a-z_][a-z0-9_]*)"?\s/i;

describe('erase coverage (the migrated schema against every eraser)', () => {
  let db: TestDatabase;
  let client: Client;
  const parts = userDataErasers();
  const statements = parts.flatMap(({ domain, part }) => part.statements.map((s) => ({ domain, ...s })));
  const fileSets = parts.flatMap(({ domain, part }) => (part.files ?? []).map((f, i) => ({ domain, name: `${domain}/files#${i}`, ...f })));
  const kept = parts.flatMap(({ domain, part }) => (part.kept ?? []).map((k) => ({ domain, ...k })));
  const owner = new Map([
    ...domainSchemas.flatMap(({ name, schema }) => schema.ownedTables.map((t) => [t, name] as const)),
    ['audit_logs', 'core'] as const,
  ]);

  beforeAll(async () => {
    db = await createTestDatabase();
    client = new Client({ connectionString: db.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  it('covers every table with a user-id column by an erase statement, or keeps it with a reason', async () => {
    const { rows } = await client.query<{ table_name: string; columns: string[] }>(
      `SELECT c.table_name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
         FROM information_schema.columns c JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
        GROUP BY c.table_name`,
    );
    const withUserIds = rows.filter((r) => r.table_name === 'users' || r.columns.some((c) => USER_COLUMN.test(c))).map((r) => r.table_name);
    expect(withUserIds.length).toBeGreaterThan(30);
    const erased = new Set(statements.map((s) => s.table));
    const marked = new Set(kept.map((k) => k.table));
    const uncovered = withUserIds.filter((table) => !erased.has(table) && !marked.has(table)).sort();
    expect(uncovered).toEqual([]);
  });

  it('changes only the table each statement names, a table of its own domain; keeps only its own tables, each with a reason, none also erased', () => {
    for (const s of statements) {
      expect({ table: s.table, target: TARGET.exec(s.sql)?.[1], owner: owner.get(s.table) }).toEqual({ table: s.table, target: s.table, owner: s.domain });
    }
    const erased = new Set(statements.map((s) => s.table));
    for (const k of kept) {
      expect({ table: k.table, owner: owner.get(k.table), reason: k.reason.length > 20, erased: erased.has(k.table) }).toEqual({ table: k.table, owner: k.domain, reason: true, erased: false });
    }
  });

  it('runs every statement against the schema in one transaction, and file statements answer `key`', async () => {
    const stranger = randomUUID();
    await client.query('BEGIN');
    try {
      for (const { domain, table, sql } of statements) {
        await client.query(sql, [stranger]).catch((error: Error) => {
          throw new Error(`${domain}/${table}: ${error.message}`);
        });
      }
      for (const { name, sql } of fileSets) {
        const result = await client.query(sql, [stranger]).catch((error: Error) => {
          throw new Error(`${name}: ${error.message}`);
        });
        expect({ name, columns: result.fields.map((f) => f.name) }).toEqual({ name, columns: ['key'] });
      }
    } finally {
      await client.query('ROLLBACK');
    }
  });
});
