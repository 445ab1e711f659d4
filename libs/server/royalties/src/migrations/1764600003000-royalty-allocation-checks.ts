import { MigrationInterface, QueryRunner } from 'typeorm';
import { allocationRefsCheckSql } from './royalty-check-functions.sql';

/**
 * The allocations' references checked once per statement instead of once per row. A posting writes
 * an allocation per line and beneficiary (1.24 M rows for a 1 M-line report); the three foreign keys
 * ran three checks per row, the line's one also locking every line (FOR KEY SHARE, a WAL record
 * each): about half the posting's time. Statement triggers with transition tables check the same
 * things in one join each (stricter even: the line must belong to the allocation's own import).
 * The delete side the foreign keys guarded is guarded too: a line, an import (through its lines'
 * cascade) or a split that an allocation names cannot be deleted.
 */
export class RoyaltyAllocationChecks1764600003000 implements MigrationInterface {
  name = 'RoyaltyAllocationChecks1764600003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE royalty_allocations
        DROP CONSTRAINT royalty_allocations_line_id_fkey,
        DROP CONSTRAINT royalty_allocations_import_id_fkey,
        DROP CONSTRAINT royalty_allocations_split_id_fkey`);
    await q.query(allocationRefsCheckSql(false));
    // A transition table serves one event per trigger: one for inserts, one for updates.
    for (const event of ['INSERT', 'UPDATE']) {
      await q.query(
        `CREATE TRIGGER royalty_allocations_refs_on_${event.toLowerCase()} AFTER ${event} ON royalty_allocations
           REFERENCING NEW TABLE AS new_allocations FOR EACH STATEMENT EXECUTE FUNCTION royalty_allocations_refs_check()`,
      );
    }
    // Allocations of the deleted lines' imports first (the import index), then of those lines.
    await q.query(`
      CREATE FUNCTION royalty_lines_allocated_check() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (
          SELECT 1 FROM royalty_allocations a
           WHERE a.import_id IN (SELECT DISTINCT o.import_id FROM old_lines o)
             AND a.line_id IN (SELECT o.id FROM old_lines o)
        ) THEN
          RAISE EXCEPTION 'royalty lines with allocations are never deleted (their import was posted)'
            USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'royalty_allocations_line_ref';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER royalty_lines_allocated AFTER DELETE ON royalty_lines REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION royalty_lines_allocated_check()`,
    );
    // Splits are removed (removed_at), never deleted by the app: a scan here costs nothing in practice.
    await q.query(`
      CREATE FUNCTION royalty_splits_allocated_check() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM royalty_allocations a JOIN old_splits o ON o.id = a.split_id) THEN
          RAISE EXCEPTION 'royalty splits with allocations are never deleted'
            USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'royalty_allocations_split_ref';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER royalty_splits_allocated AFTER DELETE ON royalty_splits REFERENCING OLD TABLE AS old_splits FOR EACH STATEMENT EXECUTE FUNCTION royalty_splits_allocated_check()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER royalty_splits_allocated ON royalty_splits');
    await q.query('DROP FUNCTION royalty_splits_allocated_check()');
    await q.query('DROP TRIGGER royalty_lines_allocated ON royalty_lines');
    await q.query('DROP FUNCTION royalty_lines_allocated_check()');
    await q.query('DROP TRIGGER royalty_allocations_refs_on_insert ON royalty_allocations');
    await q.query('DROP TRIGGER royalty_allocations_refs_on_update ON royalty_allocations');
    await q.query('DROP FUNCTION royalty_allocations_refs_check()');
    await q.query(`
      ALTER TABLE royalty_allocations
        ADD CONSTRAINT royalty_allocations_import_id_fkey FOREIGN KEY (import_id) REFERENCES royalty_imports (id),
        ADD CONSTRAINT royalty_allocations_line_id_fkey FOREIGN KEY (line_id) REFERENCES royalty_lines (id),
        ADD CONSTRAINT royalty_allocations_split_id_fkey FOREIGN KEY (split_id) REFERENCES royalty_splits (id)`);
  }
}
