import { MigrationInterface, QueryRunner } from 'typeorm';

/** Plans, subscriptions, billing transactions and webhook dedup (issue 4). */
export class Billing1763700004000 implements MigrationInterface {
  name = 'Billing1763700004000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE plans (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        key varchar(64) NOT NULL,
        name varchar(255) NOT NULL,
        price_cents bigint NOT NULL DEFAULT 0,
        currency varchar(8) NOT NULL DEFAULT 'EUR',
        billing_cycle varchar(16) NOT NULL DEFAULT 'monthly',
        max_artists integer NOT NULL DEFAULT 1,
        user_limit integer NOT NULL DEFAULT 1,
        release_limit integer NOT NULL DEFAULT -1,
        max_extra_artists integer NOT NULL DEFAULT -1,
        support_level varchar(16) NOT NULL DEFAULT 'Email',
        stripe_price_id varchar(255),
        paypal_plan_id varchar(255),
        features jsonb NOT NULL DEFAULT '{}'::jsonb,
        is_active boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT plans_key_uq UNIQUE (key),
        CONSTRAINT plans_price_ck CHECK (price_cents >= 0),
        CONSTRAINT plans_cycle_ck CHECK (billing_cycle IN ('monthly', 'yearly')),
        CONSTRAINT plans_support_ck CHECK (support_level IN ('Email', 'Priority', 'Dedicated')),
        CONSTRAINT plans_limits_ck CHECK (max_artists >= 1 AND user_limit >= 1 AND release_limit >= -1 AND max_extra_artists >= -1)
      )`);
    await q.query(`
      CREATE TABLE subscriptions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        plan_id uuid NOT NULL REFERENCES plans (id) ON DELETE RESTRICT,
        status varchar(16) NOT NULL,
        payment_gateway varchar(16),
        current_period_start timestamptz,
        current_period_end timestamptz,
        expires_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT subscriptions_status_ck CHECK (status IN ('active', 'inactive', 'canceled', 'expired'))
      )`);
    // One active plan per artist: the database holds the rule whatever path activates a plan.
    await q.query(`CREATE UNIQUE INDEX subscriptions_one_active_uq ON subscriptions (user_id) WHERE status = 'active'`);
    await q.query(`CREATE INDEX subscriptions_user_idx ON subscriptions (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX subscriptions_plan_idx ON subscriptions (plan_id)`);
    await q.query(`
      CREATE TABLE billing_transactions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        plan_id uuid NOT NULL REFERENCES plans (id) ON DELETE RESTRICT,
        subscription_id uuid REFERENCES subscriptions (id) ON DELETE SET NULL,
        gateway varchar(16) NOT NULL,
        provider_ref varchar(255),
        transaction_type varchar(32) NOT NULL DEFAULT 'subscription',
        amount_cents bigint NOT NULL,
        currency varchar(8) NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'pending',
        paid_at timestamptz,
        description text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT billing_transactions_provider_ref_uq UNIQUE (gateway, provider_ref),
        CONSTRAINT billing_transactions_gateway_ck CHECK (gateway IN ('stripe', 'paypal', 'manual', 'free')),
        CONSTRAINT billing_transactions_status_ck CHECK (status IN ('paid', 'pending', 'failed', 'refunded', 'void')),
        CONSTRAINT billing_transactions_amount_ck CHECK (amount_cents >= 0)
      )`);
    await q.query(`CREATE INDEX billing_transactions_user_idx ON billing_transactions (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX billing_transactions_subscription_idx ON billing_transactions (subscription_id)`);
    await q.query(`CREATE INDEX billing_transactions_plan_idx ON billing_transactions (plan_id)`);
    await q.query(`
      CREATE TABLE payment_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        provider varchar(16) NOT NULL,
        event_id varchar(255) NOT NULL,
        type varchar(128) NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT payment_events_provider_event_uq UNIQUE (provider, event_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE payment_events');
    await q.query('DROP TABLE billing_transactions');
    await q.query('DROP TABLE subscriptions');
    await q.query('DROP TABLE plans');
  }
}
