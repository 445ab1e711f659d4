import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payout identifiers read model's Stripe branch read every wallet to find the few linked to an
 * account; fraud's hourly scan reads it in three rules and in its change check. A partial index
 * holds only the linked wallets.
 */
export class WalletStripeAccountsIndex1764800500000 implements MigrationInterface {
  name = 'WalletStripeAccountsIndex1764800500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX wallets_stripe_account ON wallets (stripe_account_id, user_id) WHERE stripe_account_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX wallets_stripe_account`);
  }
}
