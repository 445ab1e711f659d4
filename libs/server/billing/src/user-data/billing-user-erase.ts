import type { UserDataErase } from '@soundpost/server-core/user-data';

/** Billing's part of closing an account ($1): its rows are money records (kept for years), with no personal field. */
export const BILLING_USER_ERASE: UserDataErase = {
  statements: [],
  kept: [
    { table: 'subscriptions', reason: 'a money record (what was bought, when): kept for the accounting years, no personal field' },
    { table: 'billing_transactions', reason: 'a money record (payments and refunds): kept for the accounting years, no personal field' },
    { table: 'sandbox_payments', reason: 'a money record of the sandbox gateway: amounts and plan, no personal field' },
  ],
};
