import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The units paid are grouped by a job queued with the posting (same transaction) instead of inside it, so the posting
 * does only what crediting needs. `units_recorded_at` says the job has run; statistics' read models show an import
 * only from then on, so reconciliation never sees a posted import without its units.
 */
export class RoyaltyUnitsAfterPosting1795926161300 implements MigrationInterface {
  name = 'RoyaltyUnitsAfterPosting1795926161300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE royalty_imports ADD COLUMN units_recorded_at timestamptz`);
    await q.query(`UPDATE royalty_imports SET units_recorded_at = coalesce(posted_at, now()) WHERE status = 'posted'`);
    await q.query(`
      CREATE OR REPLACE VIEW royalty_paid_units AS
        SELECT u.import_id, u.store_id, u.month, u.release_id, u.track_id, u.owner_user_id, u.units
          FROM royalty_posted_units u JOIN royalty_imports i ON i.id = u.import_id
         WHERE i.status = 'posted' AND i.units_recorded_at IS NOT NULL`);
    await q.query(`
      CREATE OR REPLACE VIEW royalty_posted_periods AS
        SELECT id AS import_id, store_id, period_start, period_end FROM royalty_imports WHERE status = 'posted' AND units_recorded_at IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE VIEW royalty_posted_periods AS
        SELECT id AS import_id, store_id, period_start, period_end FROM royalty_imports WHERE status = 'posted'`);
    await q.query(`
      CREATE OR REPLACE VIEW royalty_paid_units AS
        SELECT u.import_id, u.store_id, u.month, u.release_id, u.track_id, u.owner_user_id, u.units
          FROM royalty_posted_units u JOIN royalty_imports i ON i.id = u.import_id
         WHERE i.status = 'posted'`);
    await q.query(`ALTER TABLE royalty_imports DROP COLUMN units_recorded_at`);
  }
}
