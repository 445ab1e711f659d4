import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Proration on upgrades (issue 12): a transaction keeps the plan's price, the credit for the unused
 * time of the replaced subscription and which subscription gave it, beside the amount charged
 * (`amount_cents` = price - credit); and the language its e-mails go out in.
 */
export class BillingProration1763700012500 implements MigrationInterface {
  name = 'BillingProration1763700012500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE billing_transactions
        ADD COLUMN price_cents bigint,
        ADD COLUMN credit_cents bigint NOT NULL DEFAULT 0,
        ADD COLUMN credit_subscription_id uuid REFERENCES subscriptions (id) ON DELETE SET NULL,
        ADD COLUMN mail_language varchar(8),
        ADD CONSTRAINT billing_transactions_credit_ck CHECK (credit_cents >= 0 AND (price_cents IS NULL OR amount_cents = price_cents - credit_cents))`);
    // Rows from before proration charged the plan's full price.
    await q.query(`UPDATE billing_transactions SET price_cents = amount_cents WHERE price_cents IS NULL`);
    await q.query(`CREATE INDEX billing_transactions_credit_subscription_idx ON billing_transactions (credit_subscription_id) WHERE credit_subscription_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX billing_transactions_credit_subscription_idx`);
    await q.query(`ALTER TABLE billing_transactions DROP CONSTRAINT billing_transactions_credit_ck, DROP COLUMN mail_language, DROP COLUMN credit_subscription_id, DROP COLUMN credit_cents, DROP COLUMN price_cents`);
  }
}
