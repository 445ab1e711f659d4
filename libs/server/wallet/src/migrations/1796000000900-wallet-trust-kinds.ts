import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two kinds of entry for the trust work: `withholding` (US tax held back at royalty posting, its own
 * debit so statements show gross, withheld and net) and `forfeit` (a balance under the payout
 * minimum given up, with consent, when an account closes).
 */
export class WalletTrustKinds1796000000900 implements MigrationInterface {
  name = 'WalletTrustKinds1796000000900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE wallet_transactions DROP CONSTRAINT wallet_transactions_kind_ck`);
    await q.query(
      `ALTER TABLE wallet_transactions ADD CONSTRAINT wallet_transactions_kind_ck CHECK (kind IN ('royalty', 'adjustment', 'payout', 'refund', 'withholding', 'forfeit'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE wallet_transactions DROP CONSTRAINT wallet_transactions_kind_ck`);
    await q.query(`ALTER TABLE wallet_transactions ADD CONSTRAINT wallet_transactions_kind_ck CHECK (kind IN ('royalty', 'adjustment', 'payout', 'refund'))`);
  }
}
