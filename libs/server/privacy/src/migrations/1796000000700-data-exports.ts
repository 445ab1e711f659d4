import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An account's data exports (issue 31). No foreign key to users: auth owns that table. One export
 * at a time per account: a partial unique index over the ones being prepared answers the race.
 */
export class DataExports1796000000700 implements MigrationInterface {
  name = 'DataExports1796000000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE data_exports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        requested_by uuid NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'preparing' CHECK (status IN ('preparing', 'ready', 'expired', 'failed')),
        storage_key varchar(512),
        size_bytes bigint,
        linked_files int NOT NULL DEFAULT 0,
        failure varchar(500),
        language varchar(8),
        created_at timestamptz NOT NULL DEFAULT now(),
        ready_at timestamptz,
        expires_at timestamptz
      )
    `);
    await q.query(`CREATE INDEX data_exports_user_newest ON data_exports (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE UNIQUE INDEX data_exports_one_preparing ON data_exports (user_id) WHERE status = 'preparing'`);
    await q.query(`CREATE INDEX data_exports_ready_expiry ON data_exports (expires_at) WHERE status = 'ready'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE data_exports`);
  }
}
