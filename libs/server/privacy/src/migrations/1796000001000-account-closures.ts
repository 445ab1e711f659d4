import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account closures (issue 31, "Closing an account"). One row per account, ever: a closed account is
 * not reopened. `closed_at` is read by the retention sweep (identity documents of a closed account are
 * deleted `KYC_DOCUMENT_RETENTION_DAYS` after it). No foreign key to users: auth owns that table, and
 * the row outlives the account's personal data (it holds none: ids, codes, cents and counts).
 */
export class AccountClosures1796000001000 implements MigrationInterface {
  name = 'AccountClosures1796000001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE account_closures (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        requested_by uuid NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'closing', 'closed')),
        requested_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz,
        reason_codes text[] NOT NULL DEFAULT '{}',
        forfeited_cents bigint NOT NULL DEFAULT 0 CHECK (forfeited_cents >= 0),
        takedowns int NOT NULL DEFAULT 0 CHECK (takedowns >= 0),
        language varchar(8),
        CONSTRAINT account_closures_closed_at_ck CHECK ((status = 'closed') = (closed_at IS NOT NULL))
      )
    `);
    await q.query(`CREATE UNIQUE INDEX account_closures_one_per_user ON account_closures (user_id)`);
    await q.query(`CREATE INDEX account_closures_status_newest ON account_closures (status, requested_at DESC, id DESC)`);
    await q.query(`CREATE INDEX account_closures_closed_at ON account_closures (closed_at) WHERE status = 'closed'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE account_closures`);
  }
}
