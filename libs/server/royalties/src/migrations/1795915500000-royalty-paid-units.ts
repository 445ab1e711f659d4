import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Units paid per (import, store, month, release, track, owner), written when an import is posted, and the two read
 * models statistics reconciles trends with: `royalty_paid_units` (posted imports' units) and `royalty_posted_periods`
 * (which store's months a posted import covers, lines or not). The sums are written once: a posted import's lines
 * never change, and the row goes with its import.
 */
export class RoyaltyPaidUnits1795915500000 implements MigrationInterface {
  name = 'RoyaltyPaidUnits1795915500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE royalty_posted_units (
        import_id uuid NOT NULL REFERENCES royalty_imports (id) ON DELETE CASCADE,
        store_id varchar(64) NOT NULL,
        month date NOT NULL,
        release_id uuid NOT NULL,
        track_id uuid,
        owner_user_id uuid NOT NULL,
        units bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX royalty_posted_units_import ON royalty_posted_units (import_id)`);
    await q.query(`CREATE INDEX royalty_posted_units_owner_month ON royalty_posted_units (owner_user_id, month)`);
    await q.query(`CREATE INDEX royalty_posted_units_store_month ON royalty_posted_units (store_id, month)`);
    await q.query(`CREATE INDEX royalty_imports_posted_periods ON royalty_imports (store_id, period_start, period_end) WHERE status = 'posted'`);
    await q.query(`
      CREATE VIEW royalty_paid_units AS
        SELECT u.import_id, u.store_id, u.month, u.release_id, u.track_id, u.owner_user_id, u.units
          FROM royalty_posted_units u JOIN royalty_imports i ON i.id = u.import_id
         WHERE i.status = 'posted'`);
    await q.query(`
      CREATE VIEW royalty_posted_periods AS
        SELECT id AS import_id, store_id, period_start, period_end FROM royalty_imports WHERE status = 'posted'`);
    // Imports posted before: each one's lines, one pass over its own partition.
    await q.query(`
      INSERT INTO royalty_posted_units (import_id, store_id, month, release_id, track_id, owner_user_id, units)
      SELECT l.import_id, i.store_id, l.month, l.release_id, l.track_id, l.owner_user_id, sum(l.units)
        FROM royalty_lines l JOIN royalty_imports i ON i.id = l.import_id
       WHERE i.status = 'posted' AND l.release_id IS NOT NULL AND l.owner_user_id IS NOT NULL
       GROUP BY l.import_id, i.store_id, l.month, l.release_id, l.track_id, l.owner_user_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW royalty_posted_periods`);
    await q.query(`DROP VIEW royalty_paid_units`);
    await q.query(`DROP INDEX royalty_imports_posted_periods`);
    await q.query(`DROP TABLE royalty_posted_units`);
  }
}
