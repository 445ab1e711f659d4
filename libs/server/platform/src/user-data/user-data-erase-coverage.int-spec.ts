import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '@soundpost/server-core/testing';
import { Client } from 'pg';
import { tablesWithUserIds } from './testing/user-id-tables';
import { domainSchemas } from '../schema';
import { userDataErasers } from './user-data-erasers';

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
    const withUserIds = await tablesWithUserIds(client);
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
