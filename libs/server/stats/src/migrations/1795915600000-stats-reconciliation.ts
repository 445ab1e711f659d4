import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What reconciliation reads: streams per (month, store, release, track, owner), refreshed by each trend import for the
 * months it touched, so a month's figure never sums daily rows; and each store's reporting lag (60 days without a row).
 */
export class StatsReconciliation1795915600000 implements MigrationInterface {
  name = 'StatsReconciliation1795915600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stats_monthly_totals (
        month date NOT NULL CHECK (extract(day FROM month) = 1),
        store_id varchar(64) NOT NULL,
        release_id uuid NOT NULL,
        track_id uuid,
        owner_user_id uuid NOT NULL,
        streams bigint NOT NULL CHECK (streams >= 0),
        CONSTRAINT stats_monthly_totals_key UNIQUE NULLS NOT DISTINCT (store_id, month, release_id, track_id, owner_user_id)
      )`);
    await q.query(`CREATE INDEX stats_monthly_totals_owner_month ON stats_monthly_totals (owner_user_id, month)`);
    await q.query(`
      CREATE TABLE stats_store_settings (
        store_id varchar(64) PRIMARY KEY,
        reporting_lag_days integer NOT NULL CHECK (reporting_lag_days BETWEEN 1 AND 365),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Months imported before: their sums from the daily rollups, once.
    await q.query(`
      INSERT INTO stats_monthly_totals (month, store_id, release_id, track_id, owner_user_id, streams)
      SELECT date_trunc('month', day)::date, store_id, release_id, track_id, owner_user_id, sum(streams)
        FROM stats_rollups GROUP BY 1, store_id, release_id, track_id, owner_user_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stats_store_settings`);
    await q.query(`DROP TABLE stats_monthly_totals`);
  }
}
