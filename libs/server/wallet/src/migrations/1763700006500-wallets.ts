import { MigrationInterface, QueryRunner } from 'typeorm';

/** Wallets and their transactions (money in integer cents, EUR). */
export class Wallets1763700006500 implements MigrationInterface {
  name = 'Wallets1763700006500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE wallets (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        balance_cents bigint NOT NULL DEFAULT 0,
        currency varchar(8) NOT NULL DEFAULT 'eur',
        stripe_account_id varchar(255),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT wallets_user_uq UNIQUE (user_id)
      )`);
    await q.query(`
      CREATE TABLE wallet_transactions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        wallet_id uuid NOT NULL REFERENCES wallets (id) ON DELETE CASCADE,
        type varchar(8) NOT NULL,
        amount_cents bigint NOT NULL,
        currency varchar(8) NOT NULL DEFAULT 'eur',
        status varchar(16) NOT NULL DEFAULT 'completed',
        description text,
        external_ref varchar(255),
        stripe_transfer_id varchar(255),
        kind varchar(32) NOT NULL DEFAULT 'adjustment',
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT wallet_transactions_type_ck CHECK (type IN ('credit', 'debit')),
        CONSTRAINT wallet_transactions_status_ck CHECK (status IN ('completed', 'pending', 'failed')),
        CONSTRAINT wallet_transactions_kind_ck CHECK (kind IN ('royalty', 'adjustment', 'payout')),
        CONSTRAINT wallet_transactions_amount_ck CHECK (amount_cents > 0)
      )`);
    await q.query(`CREATE INDEX wallet_transactions_wallet_idx ON wallet_transactions (wallet_id, created_at DESC)`);
    await q.query(`CREATE INDEX wallet_transactions_created_idx ON wallet_transactions (created_at DESC)`);
    // The dashboard's total royalties sums exactly these rows: an index-only scan instead of the whole ledger.
    await q.query(`
      CREATE INDEX wallet_transactions_royalties_idx ON wallet_transactions (currency, amount_cents)
        WHERE kind = 'royalty' AND type = 'credit' AND status = 'completed'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE wallet_transactions');
    await q.query('DROP TABLE wallets');
  }
}
