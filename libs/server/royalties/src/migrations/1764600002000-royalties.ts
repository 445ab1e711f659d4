import { MigrationInterface, QueryRunner } from 'typeorm';

/** Store reports, their lines, splits, and who got what when an import was posted (integer EUR cents). */
export class Royalties1764600002000 implements MigrationInterface {
  name = 'Royalties1764600002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE royalty_presets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        store_id varchar(64) NOT NULL,
        name varchar(120) NOT NULL,
        mapping jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX royalty_presets_store_name_uq ON royalty_presets (store_id, lower(name))`);

    await q.query(`
      CREATE TABLE royalty_imports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        store_id varchar(64) NOT NULL,
        store_name varchar(255) NOT NULL,
        period_start date NOT NULL,
        period_end date NOT NULL,
        fx_rate numeric(20, 10),
        file_name varchar(255) NOT NULL,
        checksum char(64) NOT NULL,
        preset_id uuid REFERENCES royalty_presets (id) ON DELETE SET NULL,
        mapping jsonb,
        status varchar(16) NOT NULL DEFAULT 'imported',
        lines_count integer NOT NULL DEFAULT 0,
        matched_count integer NOT NULL DEFAULT 0,
        unmatched_count integer NOT NULL DEFAULT 0,
        bad_count integer NOT NULL DEFAULT 0,
        revenue_cents bigint NOT NULL DEFAULT 0,
        matched_cents bigint NOT NULL DEFAULT 0,
        unmatched_cents bigint NOT NULL DEFAULT 0,
        credited_cents bigint NOT NULL DEFAULT 0,
        held_cents bigint NOT NULL DEFAULT 0,
        bad_lines jsonb NOT NULL DEFAULT '[]'::jsonb,
        created_by uuid,
        posted_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        posted_at timestamptz,
        CONSTRAINT royalty_imports_status_ck CHECK (status IN ('imported', 'posted')),
        CONSTRAINT royalty_imports_period_ck CHECK (period_start <= period_end)
      )`);
    // The same file is never imported twice, even by two staff at once.
    await q.query(`CREATE UNIQUE INDEX royalty_imports_checksum_uq ON royalty_imports (checksum)`);
    await q.query(`CREATE INDEX royalty_imports_created_idx ON royalty_imports (created_at DESC, id DESC)`);

    await q.query(`
      CREATE TABLE royalty_lines (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        import_id uuid NOT NULL REFERENCES royalty_imports (id) ON DELETE CASCADE,
        line_no integer NOT NULL,
        month date NOT NULL,
        store varchar(255) NOT NULL,
        territory varchar(8),
        isrc varchar(12),
        upc varchar(14),
        units integer NOT NULL DEFAULT 0,
        currency varchar(3) NOT NULL,
        revenue varchar(40) NOT NULL,
        amount_cents bigint NOT NULL,
        track_id uuid,
        release_id uuid,
        owner_user_id uuid,
        matched_by varchar(8),
        unmatched_reason varchar(32)
      )`);
    await q.query(`CREATE INDEX royalty_lines_import_idx ON royalty_lines (import_id, id)`);
    await q.query(`CREATE INDEX royalty_lines_unmatched_idx ON royalty_lines (import_id, line_no) WHERE release_id IS NULL`);

    await q.query(`
      CREATE TABLE royalty_splits (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_user_id uuid NOT NULL,
        release_id uuid NOT NULL,
        track_id uuid,
        email varchar(254) NOT NULL,
        share_bp integer NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'invited',
        collaborator_user_id uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        accepted_at timestamptz,
        removed_at timestamptz,
        CONSTRAINT royalty_splits_share_ck CHECK (share_bp BETWEEN 1 AND 10000),
        CONSTRAINT royalty_splits_status_ck CHECK (status IN ('invited', 'accepted'))
      )`);
    await q.query(`CREATE UNIQUE INDEX royalty_splits_release_email_uq ON royalty_splits (release_id, email) WHERE track_id IS NULL AND removed_at IS NULL`);
    await q.query(`CREATE UNIQUE INDEX royalty_splits_track_email_uq ON royalty_splits (track_id, email) WHERE track_id IS NOT NULL AND removed_at IS NULL`);
    await q.query(`CREATE INDEX royalty_splits_email_idx ON royalty_splits (email)`);

    // What each line gave each beneficiary when its import was posted: a split change never rewrites it.
    // user_id is NULL while the collaborator has not accepted (a held share, keyed by its split).
    await q.query(`
      CREATE TABLE royalty_allocations (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        import_id uuid NOT NULL REFERENCES royalty_imports (id),
        line_id bigint NOT NULL REFERENCES royalty_lines (id),
        split_id uuid REFERENCES royalty_splits (id),
        user_id uuid,
        amount_cents bigint NOT NULL
      )`);
    await q.query(`CREATE INDEX royalty_allocations_user_idx ON royalty_allocations (user_id, line_id)`);
    await q.query(`CREATE INDEX royalty_allocations_held_idx ON royalty_allocations (split_id) WHERE user_id IS NULL`);
    await q.query(`CREATE INDEX royalty_allocations_import_idx ON royalty_allocations (import_id)`);

    // One wallet entry per beneficiary per import (and per released hold), with its ledger id.
    await q.query(`
      CREATE TABLE royalty_credits (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        import_id uuid NOT NULL REFERENCES royalty_imports (id),
        user_id uuid NOT NULL,
        split_id uuid REFERENCES royalty_splits (id),
        amount_cents bigint NOT NULL,
        wallet_transaction_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT royalty_credits_amount_ck CHECK (amount_cents > 0)
      )`);
    await q.query(`CREATE UNIQUE INDEX royalty_credits_once_uq ON royalty_credits (import_id, user_id, COALESCE(split_id, '00000000-0000-0000-0000-000000000000'::uuid))`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['royalty_credits', 'royalty_allocations', 'royalty_splits', 'royalty_lines', 'royalty_imports', 'royalty_presets']) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
