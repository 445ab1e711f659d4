import { MigrationInterface, QueryRunner } from 'typeorm';

export class SandboxPayments1763700004500 implements MigrationInterface {
  name = 'SandboxPayments1763700004500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE sandbox_payments (
        id varchar(64) PRIMARY KEY,
        kind varchar(8) NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'open',
        user_id uuid NOT NULL,
        plan_id uuid NOT NULL,
        transaction_id uuid NOT NULL,
        plan_name varchar(255) NOT NULL,
        amount_cents bigint NOT NULL,
        currency varchar(8) NOT NULL,
        success_url text NOT NULL,
        cancel_url text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT sandbox_payments_kind_ck CHECK (kind IN ('card', 'paypal')),
        CONSTRAINT sandbox_payments_status_ck CHECK (status IN ('open', 'paid', 'canceled', 'captured'))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE sandbox_payments');
  }
}
