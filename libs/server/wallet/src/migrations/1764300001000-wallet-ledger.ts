import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger's rules in the database, so no code path (ours, a console, a bug) can break them:
 * a balance never below zero; entries immutable except one status move pending → completed|failed;
 * no entry deleted while its wallet exists (an account deletion still cascades). Kinds widened with
 * `refund`. Existing artists get their wallet.
 */
export class WalletLedger1764300001000 implements MigrationInterface {
  name = 'WalletLedger1764300001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE wallets ADD CONSTRAINT wallets_balance_ck CHECK (balance_cents >= 0)`);
    await q.query(`ALTER TABLE wallets ADD CONSTRAINT wallets_currency_ck CHECK (currency = 'eur')`);
    await q.query(`ALTER TABLE wallet_transactions DROP CONSTRAINT wallet_transactions_kind_ck`);
    await q.query(`ALTER TABLE wallet_transactions ADD CONSTRAINT wallet_transactions_kind_ck CHECK (kind IN ('royalty', 'adjustment', 'payout', 'refund'))`);
    await q.query(`ALTER TABLE wallet_transactions ADD COLUMN meta jsonb, ADD COLUMN created_by uuid, ADD COLUMN settled_at timestamptz`);
    await q.query(`
      CREATE FUNCTION wallet_transactions_guard() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          -- A cascade from the wallet (account deletion) has removed the wallet already.
          IF EXISTS (SELECT 1 FROM wallets w WHERE w.id = OLD.wallet_id) THEN
            RAISE EXCEPTION 'wallet entries are never deleted (entry %)', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'wallet_transactions_immutable';
          END IF;
          RETURN OLD;
        END IF;
        IF NEW.id IS DISTINCT FROM OLD.id OR NEW.wallet_id IS DISTINCT FROM OLD.wallet_id OR NEW.type IS DISTINCT FROM OLD.type
           OR NEW.amount_cents IS DISTINCT FROM OLD.amount_cents OR NEW.currency IS DISTINCT FROM OLD.currency
           OR NEW.kind IS DISTINCT FROM OLD.kind OR NEW.description IS DISTINCT FROM OLD.description
           OR NEW.external_ref IS DISTINCT FROM OLD.external_ref OR NEW.meta IS DISTINCT FROM OLD.meta
           OR NEW.created_by IS DISTINCT FROM OLD.created_by OR NEW.created_at IS DISTINCT FROM OLD.created_at
           OR (OLD.stripe_transfer_id IS NOT NULL AND NEW.stripe_transfer_id IS DISTINCT FROM OLD.stripe_transfer_id) THEN
          RAISE EXCEPTION 'wallet entry % is immutable', OLD.id USING ERRCODE = 'check_violation', CONSTRAINT = 'wallet_transactions_immutable';
        END IF;
        IF NEW.status IS DISTINCT FROM OLD.status AND NOT (OLD.status = 'pending' AND NEW.status IN ('completed', 'failed')) THEN
          RAISE EXCEPTION 'wallet entry % cannot move from % to %', OLD.id, OLD.status, NEW.status USING ERRCODE = 'check_violation', CONSTRAINT = 'wallet_transactions_status_move';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER wallet_transactions_guard BEFORE UPDATE OR DELETE ON wallet_transactions FOR EACH ROW EXECUTE FUNCTION wallet_transactions_guard()`);
    // Existing artists: their wallet, empty (the account creation path makes it for new ones).
    await q.query(`INSERT INTO wallets (user_id) SELECT s.id FROM auth_user_summaries s WHERE 'artist' = ANY (s.roles) ON CONFLICT (user_id) DO NOTHING`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER wallet_transactions_guard ON wallet_transactions`);
    await q.query(`DROP FUNCTION wallet_transactions_guard()`);
    await q.query(`ALTER TABLE wallet_transactions DROP COLUMN meta, DROP COLUMN created_by, DROP COLUMN settled_at`);
    await q.query(`ALTER TABLE wallet_transactions DROP CONSTRAINT wallet_transactions_kind_ck`);
    await q.query(`ALTER TABLE wallet_transactions ADD CONSTRAINT wallet_transactions_kind_ck CHECK (kind IN ('royalty', 'adjustment', 'payout'))`);
    await q.query(`ALTER TABLE wallets DROP CONSTRAINT wallets_currency_ck`);
    await q.query(`ALTER TABLE wallets DROP CONSTRAINT wallets_balance_ck`);
  }
}
