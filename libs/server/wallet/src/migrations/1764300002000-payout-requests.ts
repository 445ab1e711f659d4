import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Payout requests: each holds its money as a pending debit (`transaction_id`) written in the same
 * transaction. One open request per wallet (a partial unique index). The published read model
 * `wallet_payout_identifiers` lists every payout destination an account used (fraud reads it).
 */
export class PayoutRequests1764300002000 implements MigrationInterface {
  name = 'PayoutRequests1764300002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE wallets ADD COLUMN stripe_account_linked_at timestamptz`);
    await q.query(`
      CREATE TABLE payout_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        wallet_id uuid NOT NULL REFERENCES wallets (id) ON DELETE CASCADE,
        user_id uuid NOT NULL,
        amount_cents bigint NOT NULL,
        currency varchar(8) NOT NULL DEFAULT 'eur',
        method varchar(16) NOT NULL,
        destination varchar(255),
        notes text,
        status varchar(16) NOT NULL DEFAULT 'requested',
        transaction_id uuid NOT NULL REFERENCES wallet_transactions (id) ON DELETE CASCADE,
        provider_ref varchar(255),
        failure_reason text,
        sent_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payout_requests_amount_ck CHECK (amount_cents > 0),
        CONSTRAINT payout_requests_method_ck CHECK (method IN ('manual', 'paypal', 'bank', 'stripe_connect')),
        CONSTRAINT payout_requests_status_ck CHECK (status IN ('requested', 'approved', 'processing', 'paid', 'rejected', 'cancelled')),
        CONSTRAINT payout_requests_transaction_uq UNIQUE (transaction_id)
      )`);
    await q.query(`CREATE UNIQUE INDEX payout_requests_one_open ON payout_requests (wallet_id) WHERE status IN ('requested', 'approved', 'processing')`);
    await q.query(`CREATE INDEX payout_requests_wallet_idx ON payout_requests (wallet_id, created_at DESC)`);
    await q.query(`CREATE INDEX payout_requests_status_idx ON payout_requests (status, created_at DESC)`);
    await q.query(`
      CREATE VIEW wallet_payout_identifiers AS
      SELECT p.user_id,
             CASE p.method WHEN 'paypal' THEN 'paypal_email' ELSE 'iban' END::text AS kind,
             CASE p.method WHEN 'paypal' THEN lower(btrim(p.destination)) ELSE upper(regexp_replace(p.destination, '[^A-Za-z0-9]', '', 'g')) END::text AS value,
             min(p.created_at) AS first_seen_at,
             max(p.created_at) AS last_seen_at
        FROM payout_requests p
       WHERE p.method IN ('paypal', 'bank') AND p.destination IS NOT NULL
       GROUP BY 1, 2, 3
      UNION ALL
      SELECT w.user_id, 'stripe_account'::text, w.stripe_account_id::text,
             COALESCE(w.stripe_account_linked_at, w.updated_at), COALESCE(w.stripe_account_linked_at, w.updated_at)
        FROM wallets w
       WHERE w.stripe_account_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW wallet_payout_identifiers`);
    await q.query(`DROP TABLE payout_requests`);
    await q.query(`ALTER TABLE wallets DROP COLUMN stripe_account_linked_at`);
  }
}
