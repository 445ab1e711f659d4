import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rollups' key leads with (store, day): an import writes one store's new days, so its rows land together at the
 * key's end instead of scattered across an index ordered by track (a 5M-line day is 900,000 rollups), and the key
 * serves the (store, day) reads the separate index served, which goes.
 */
export class StatsRollupsKeyByDay1795915700000 implements MigrationInterface {
  name = 'StatsRollupsKeyByDay1795915700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE stats_rollups DROP CONSTRAINT stats_rollups_key`);
    await q.query(`ALTER TABLE stats_rollups ADD CONSTRAINT stats_rollups_key UNIQUE NULLS NOT DISTINCT (store_id, day, track_id, release_id, territory, source)`);
    await q.query(`DROP INDEX stats_rollups_store_day`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX stats_rollups_store_day ON stats_rollups (store_id, day)`);
    await q.query(`ALTER TABLE stats_rollups DROP CONSTRAINT stats_rollups_key`);
    await q.query(`ALTER TABLE stats_rollups ADD CONSTRAINT stats_rollups_key UNIQUE NULLS NOT DISTINCT (track_id, release_id, store_id, territory, source, day)`);
  }
}
