import { MigrationInterface, QueryRunner } from 'typeorm';
import { importCheckFunctionSql, importDeletesFunctionSql } from './royalty-check-functions.sql';

/**
 * A report's million lines are written by one INSERT … SELECT. A row-level foreign key to their
 * import fires a referential check per line, which cost more than the insert itself (docs/benchmarks.md,
 * "Royalties import"). The same rule is now kept per statement: lines must name an existing import
 * (checked once per distinct import id, which is key-share locked as the foreign key would), and
 * deleting an import deletes its lines. Line ids come from a cached identity (gaps are harmless).
 */
export class RoyaltyLinesStatementChecks1764600004000 implements MigrationInterface {
  name = 'RoyaltyLinesStatementChecks1764600004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE royalty_lines DROP CONSTRAINT royalty_lines_import_id_fkey`);
    await q.query(`ALTER TABLE royalty_lines ALTER COLUMN id SET CACHE 1000`);
    await q.query(importCheckFunctionSql({ fn: 'royalty_lines_import_check', rows: 'new_lines', table: 'royalty_lines', label: 'royalty lines' }));
    await q.query(`
      CREATE TRIGGER royalty_lines_import_insert_check AFTER INSERT ON royalty_lines
        REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION royalty_lines_import_check()`);
    await q.query(`
      CREATE TRIGGER royalty_lines_import_update_check AFTER UPDATE ON royalty_lines
        REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION royalty_lines_import_check()`);
    await q.query(importDeletesFunctionSql(['royalty_lines']));
    await q.query(`
      CREATE TRIGGER royalty_imports_delete_lines AFTER DELETE ON royalty_imports
        REFERENCING OLD TABLE AS gone_imports FOR EACH STATEMENT EXECUTE FUNCTION royalty_imports_delete_lines()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER royalty_imports_delete_lines ON royalty_imports`);
    await q.query(`DROP FUNCTION royalty_imports_delete_lines()`);
    await q.query(`DROP TRIGGER royalty_lines_import_update_check ON royalty_lines`);
    await q.query(`DROP TRIGGER royalty_lines_import_insert_check ON royalty_lines`);
    await q.query(`DROP FUNCTION royalty_lines_import_check()`);
    await q.query(`ALTER TABLE royalty_lines ALTER COLUMN id SET CACHE 1`);
    await q.query(`ALTER TABLE royalty_lines ADD CONSTRAINT royalty_lines_import_id_fkey FOREIGN KEY (import_id) REFERENCES royalty_imports (id) ON DELETE CASCADE`);
  }
}
