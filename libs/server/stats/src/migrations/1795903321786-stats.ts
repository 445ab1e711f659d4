import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Trend reports: imports, their daily lines (partitioned by month, a partition made when a month first arrives) and the
 * rollup per (track, store, territory, source, day) that every screen reads. No foreign keys to releases or stores: those
 * are releases' tables; lines keep the ids the catalogue gave them at import.
 */
export class Stats1795903321786 implements MigrationInterface {
  name = 'Stats1795903321786';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stats_presets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        store_id varchar(64) NOT NULL,
        name varchar(120) NOT NULL,
        mapping jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT stats_presets_name_per_store UNIQUE (store_id, name)
      )`);
    await q.query(`
      CREATE TABLE stats_imports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        store_id varchar(64) NOT NULL,
        store_name varchar(255),
        preset_id uuid REFERENCES stats_presets (id) ON DELETE SET NULL,
        format varchar(8) NOT NULL CHECK (format IN ('dsr', 'csv')),
        file_name varchar(255) NOT NULL,
        message_id varchar(255),
        checksum char(64) NOT NULL CONSTRAINT stats_imports_checksum_unique UNIQUE,
        first_day date,
        last_day date,
        lines_total integer NOT NULL DEFAULT 0 CHECK (lines_total >= 0),
        lines_matched integer NOT NULL DEFAULT 0 CHECK (lines_matched >= 0),
        lines_unmatched integer NOT NULL DEFAULT 0 CHECK (lines_unmatched >= 0),
        lines_rejected integer NOT NULL DEFAULT 0 CHECK (lines_rejected >= 0),
        streams_total bigint NOT NULL DEFAULT 0 CHECK (streams_total >= 0),
        days_replaced integer NOT NULL DEFAULT 0 CHECK (days_replaced >= 0),
        rejected_lines jsonb NOT NULL DEFAULT '[]',
        created_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (first_day IS NULL OR first_day <= last_day)
      )`);
    await q.query(`CREATE INDEX stats_imports_newest ON stats_imports (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX stats_imports_store ON stats_imports (store_id, created_at DESC)`);
    // Which import holds each (store, day): a later file for the same days replaces them.
    await q.query(`
      CREATE TABLE stats_import_days (
        store_id varchar(64) NOT NULL,
        day date NOT NULL,
        import_id uuid NOT NULL REFERENCES stats_imports (id) ON DELETE CASCADE,
        PRIMARY KEY (store_id, day)
      )`);
    await q.query(`CREATE INDEX stats_import_days_import ON stats_import_days (import_id)`);
    await q.query(`
      CREATE TABLE stats_daily_lines (
        import_id uuid NOT NULL,
        line_no integer NOT NULL,
        day date NOT NULL,
        store_id varchar(64) NOT NULL,
        territory char(2),
        isrc varchar(12),
        upc varchar(14),
        track_id uuid,
        release_id uuid,
        owner_user_id uuid,
        streams bigint NOT NULL CHECK (streams >= 0),
        listeners bigint CHECK (listeners >= 0),
        saves bigint CHECK (saves >= 0),
        source varchar(16) NOT NULL,
        unmatched_reason varchar(64),
        CHECK ((release_id IS NULL) = (unmatched_reason IS NOT NULL))
      ) PARTITION BY RANGE (day)`);
    await q.query(`CREATE INDEX stats_daily_lines_import ON stats_daily_lines (import_id, line_no)`);
    await q.query(`CREATE INDEX stats_daily_lines_store_day ON stats_daily_lines (store_id, day)`);
    // A line matched by UPC only counts for its release with no track: NULLS NOT DISTINCT keeps one row per key.
    await q.query(`
      CREATE TABLE stats_rollups (
        day date NOT NULL,
        store_id varchar(64) NOT NULL,
        territory char(2) NOT NULL,
        source varchar(16) NOT NULL,
        release_id uuid NOT NULL,
        track_id uuid,
        owner_user_id uuid NOT NULL,
        streams bigint NOT NULL CHECK (streams >= 0),
        listeners bigint NOT NULL DEFAULT 0 CHECK (listeners >= 0),
        saves bigint NOT NULL DEFAULT 0 CHECK (saves >= 0),
        CONSTRAINT stats_rollups_key UNIQUE NULLS NOT DISTINCT (track_id, release_id, store_id, territory, source, day)
      )`);
    await q.query(`CREATE INDEX stats_rollups_owner_day ON stats_rollups (owner_user_id, day)`);
    await q.query(`CREATE INDEX stats_rollups_store_day ON stats_rollups (store_id, day)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stats_rollups`);
    await q.query(`DROP TABLE stats_daily_lines`);
    await q.query(`DROP TABLE stats_import_days`);
    await q.query(`DROP TABLE stats_imports`);
    await q.query(`DROP TABLE stats_presets`);
  }
}
