import { ACCOUNT_CLOSING_MESSAGES, formatMoney, PAYOUT_MESSAGES, WALLET_FOUR_EYES_MESSAGES } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';

export const WalletErrors = {
  walletNotFound: () => DomainError.notFound('Wallet not found.', 'wallet_not_found'),
  entryNotFound: () => DomainError.notFound('Wallet transaction not found.', 'wallet_transaction_not_found'),
  /** Missing, or another artist's: never say which. */
  payoutNotFound: () => DomainError.notFound('Payout request not found.', 'payout_not_found'),
  /** A debit the available balance does not cover; the field is the form's amount. */
  insufficientFunds: (availableCents: number, message?: string) =>
    DomainError.validation(
      { amount: [message ?? `The debit exceeds the wallet's available balance (${formatMoney(availableCents, 'eur')}).`] },
      undefined,
    ),
  closingPayoutNotWhole: () =>
    new DomainError('closing_payout_not_whole', ACCOUNT_CLOSING_MESSAGES.closingPayoutWholeBalance, 422, { amount: [ACCOUNT_CLOSING_MESSAGES.closingPayoutWholeBalance] }),
  exceedsBalance: () => new DomainError('insufficient_funds', PAYOUT_MESSAGES.exceedsBalance, 422, { amount: [PAYOUT_MESSAGES.exceedsBalance] }),
  entryNotPending: (status: string) => DomainError.conflict(`This wallet transaction is already ${status}.`, 'wallet_transaction_settled'),
  openPayoutExists: () =>
    DomainError.conflict('You already have a payout request in progress. Wait until it is paid, or cancel it, before requesting another.', 'payout_already_open'),
  illegalMove: (from: string, to: string) =>
    DomainError.conflict(`A payout cannot move from ${from} to ${to}.`, 'payout_illegal_move'),
  accountBlocked: () => DomainError.forbidden('Your account is blocked: payouts are suspended. Please contact support.', 'account_blocked'),
  ownerBlocked: () => DomainError.conflict('The artist account is blocked: this payout is held until the account is unblocked.', 'payout_owner_blocked'),
  // Four eyes on large staff adjustments (docs/wallet.md).
  adjustmentRequestNotFound: () => DomainError.notFound('Adjustment request not found.', 'wallet_adjustment_request_not_found'),
  fourEyesSameStaff: () => DomainError.forbidden(WALLET_FOUR_EYES_MESSAGES.sameStaff, 'four_eyes_same_staff'),
  adjustmentNotPending: () => DomainError.conflict(WALLET_FOUR_EYES_MESSAGES.notPending, 'adjustment_request_not_pending'),
  adjustmentExpired: () => DomainError.conflict(WALLET_FOUR_EYES_MESSAGES.expired, 'adjustment_request_expired'),
  adjustmentExceedsBalance: () => DomainError.conflict(WALLET_FOUR_EYES_MESSAGES.exceedsBalance, 'adjustment_exceeds_balance'),
};
