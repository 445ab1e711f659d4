import type { UserDataExport } from '@soundpost/server-core/user-data';

/** The billing domain's part of a data export ($1 = the account): subscriptions and the payments for them. */
export const BILLING_USER_EXPORT: UserDataExport = {
  sections: [
    {
      area: 'plan-and-billing',
      section: 'subscriptions',
      sql: `SELECT s.id, p.key AS plan, p.name AS plan_name, s.status, s.payment_gateway, s.current_period_start, s.current_period_end, s.expires_at, s.created_at, s.updated_at
            FROM subscriptions s LEFT JOIN plans p ON p.id = s.plan_id WHERE s.user_id = $1 ORDER BY s.created_at, s.id`,
    },
    {
      area: 'plan-and-billing',
      section: 'billing_transactions',
      csv: 'also',
      sql: `SELECT id, plan_id, subscription_id, gateway, provider_ref, transaction_type, amount_cents, price_cents, credit_cents, currency, status, paid_at, description, created_at
            FROM billing_transactions WHERE user_id = $1 ORDER BY created_at, id`,
    },
    {
      area: 'plan-and-billing',
      section: 'sandbox_payments',
      sql: `SELECT id, kind, status, plan_id, plan_name, transaction_id, amount_cents, currency, created_at, updated_at FROM sandbox_payments WHERE user_id = $1 ORDER BY created_at, id`,
    },
  ],
};
