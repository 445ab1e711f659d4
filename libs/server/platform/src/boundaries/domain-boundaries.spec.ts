import fs from 'node:fs';
import path from 'node:path';
import { getMetadataArgsStorage } from 'typeorm';
import { domainSchemas } from '../schema';
import { foreignTableReferences, tableOwnership } from './table-ownership';

const SERVER_LIBS = path.resolve(__dirname, '../../..');

/** A lib's runtime source: tests and test helpers set up fixtures in any table and are not scanned. */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.(spec|int-spec|e2e-spec)\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('domain boundaries', () => {
  const entityTables = new Map(
    getMetadataArgsStorage()
      .tables.filter((t) => typeof t.target === 'function' && t.name)
      .map((t) => [(t.target as { name: string }).name, t.name as string]),
  );
  const ownership = tableOwnership(
    domainSchemas.map(({ name, schema }) => ({ name, ownedTables: schema.ownedTables, readModels: schema.readModels })),
    entityTables,
  );
  // The platform composes the domains; it is the one lib that may name every schema.
  const libs = fs.readdirSync(SERVER_LIBS).filter((name) => name !== 'platform' && fs.existsSync(path.join(SERVER_LIBS, name, 'src')));

  it("declares every entity's table as owned by the lib that registers it", () => {
    for (const { name, schema } of domainSchemas) {
      for (const entity of schema.entities) {
        const table = entityTables.get(entity.name);
        expect({ lib: name, entity: entity.name, owned: table !== undefined && schema.ownedTables.includes(table) }).toEqual({ lib: name, entity: entity.name, owned: true });
      }
    }
  });

  it.each(libs)("libs/server/%s names no other lib's table in SQL or a query builder", (lib) => {
    const root = path.join(SERVER_LIBS, lib, 'src');
    const violations = sourceFiles(root).flatMap((file) => {
      const relative = path.relative(root, file);
      return foreignTableReferences(lib, fs.readFileSync(file, 'utf8'), ownership)
        .map((f) => `${relative}:${f.line} ${f.via} (${f.table} is owned by ${f.owner})`);
    });
    expect(violations).toEqual([]);
  });
});
