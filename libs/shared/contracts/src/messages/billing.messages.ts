/** Plans, checkout, payment returns and the artist's transactions. */
export const BILLING_MESSAGES = {
  loginRequired: 'Please log in or create an account first.',
  loadPlansFailed: 'Failed to load plans.',
  activationFailed: 'Activation failed.',
  unexpectedFreeActivation: 'Unexpected response while activating free plan.',
  stripeInitFailed: 'Stripe init failed.',
  paypalInitFailed: 'PayPal init failed.',
  freePlanActivated: 'Free plan activated.',
  planActivated: 'Plan activated.',
  manualInvoiceFailed: 'Could not create manual invoice.',
  stripeCheckoutFailed: 'Stripe checkout failed.',
  stripeNoCheckoutUrl: 'Stripe did not return a checkout URL.',
  loadBillingFailed: 'Failed to load billing data.',
  paymentConfirmed: 'Payment confirmed. Upgrading your plan…',
  paypalCaptured: 'PayPal payment captured successfully! Activating your plan…',
  confirmationFailed: 'Confirmation failed.',
  paypalConfirmationFailed: 'PayPal confirmation failed.',
  missingSessionId: 'Missing session_id in URL.',
  missingPaypalToken: 'Missing PayPal token in URL.',
  paymentCanceled: 'Payment canceled.',
  loadTransactionsFailed: 'Failed to load transactions',
  noTransactions: 'No transactions found.',
  noActivePlan: 'No active plan',
  /** Not quoted in the spec (the button is disabled); wording is ours for the server's refusal. */
  downgradeNotAllowed: 'Downgrades are not allowed.',
  /** A payment whose credit came from a plan that was replaced meanwhile (two checkouts at once). */
  quoteOutdated: 'Your plan changed since this checkout was started. Start the checkout again to get the right amount.',
  /** The upgrade costs nothing: the credit for the unused time covers the whole price. */
  creditCoversPrice: 'Plan activated: the credit for your current plan covers the whole price.',
  loadQuoteFailed: 'Could not work out the amount due.',
} as const;

/** Pricing card button texts, keyed by PlanCardAction. */
export const PLAN_CARD_LABELS = {
  current: 'Current plan',
  activate_free: 'Activate Free',
  upgrade: 'Upgrade',
  not_available: 'Not available',
} as const;
