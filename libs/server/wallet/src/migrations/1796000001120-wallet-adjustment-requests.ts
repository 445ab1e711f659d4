import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Four eyes on large staff adjustments (docs/wallet.md "Four eyes"): an adjustment above
 * WALLET_FOUR_EYES_THRESHOLD_CENTS is a pending request until a second staff member approves it
 * (then `transaction_id` is the posted entry) or rejects it; a pending one expires after 7 days.
 * `amount_cents` is signed: positive credits, negative debits. The database holds the rule that the
 * decider is not the requester, whatever the code does.
 */
export class WalletAdjustmentRequests1796000001120 implements MigrationInterface {
  name = 'WalletAdjustmentRequests1796000001120';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE wallet_adjustment_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        wallet_id uuid NOT NULL REFERENCES wallets (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        amount_cents bigint NOT NULL,
        description text NOT NULL,
        meta jsonb,
        requested_by uuid NOT NULL,
        requested_at timestamptz NOT NULL DEFAULT now(),
        status varchar(16) NOT NULL DEFAULT 'pending',
        decided_by uuid,
        decided_at timestamptz,
        reason text,
        transaction_id uuid REFERENCES wallet_transactions (id),
        CONSTRAINT wallet_adjustment_requests_amount_ck CHECK (amount_cents <> 0),
        CONSTRAINT wallet_adjustment_requests_status_ck CHECK (status IN ('pending', 'approved', 'rejected', 'expired')),
        CONSTRAINT wallet_adjustment_requests_four_eyes_ck CHECK (decided_by IS NULL OR decided_by <> requested_by),
        CONSTRAINT wallet_adjustment_requests_decided_ck CHECK ((status = 'pending') = (decided_at IS NULL)),
        CONSTRAINT wallet_adjustment_requests_posted_ck CHECK ((status = 'approved') = (transaction_id IS NOT NULL)),
        CONSTRAINT wallet_adjustment_requests_transaction_uq UNIQUE (transaction_id)
      )`);
    await q.query(`CREATE INDEX wallet_adjustment_requests_status_idx ON wallet_adjustment_requests (status, requested_at DESC, id DESC)`);
    await q.query(`CREATE INDEX wallet_adjustment_requests_wallet_idx ON wallet_adjustment_requests (wallet_id, requested_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE wallet_adjustment_requests`);
  }
}
