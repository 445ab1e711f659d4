import { BILLING_MESSAGES } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';

export const BillingErrors = {
  planNotFound: () => DomainError.notFound('Plan not found.', 'plan_not_found'),
  subscriptionNotFound: () => DomainError.notFound('Subscription not found.', 'subscription_not_found'),
  transactionNotFound: () => DomainError.notFound('Transaction not found.', 'transaction_not_found'),
  downgradeNotAllowed: () => new DomainError('downgrade_not_allowed', BILLING_MESSAGES.downgradeNotAllowed, 422),
  planNotAvailable: () => new DomainError('plan_not_available', 'This plan is not available.', 422),
  quoteOutdated: () => DomainError.conflict(BILLING_MESSAGES.quoteOutdated, 'quote_outdated'),
  paymentMismatch: () => new DomainError('payment_mismatch', 'The payment does not match this checkout.', 422),
  planInUse: () => DomainError.conflict('This plan has subscriptions or transactions and cannot be deleted.', 'plan_in_use'),
  planKeyTaken: () => DomainError.validation({ key: ['This key is already used by another plan.'] }),
};
