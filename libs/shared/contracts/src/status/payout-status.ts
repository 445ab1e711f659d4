import { isOneOf } from '../util/one-of';
import type { StatusColor } from './status-color';

export const PAYOUT_STATUSES = ['requested', 'approved', 'processing', 'paid', 'rejected', 'cancelled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const PAYOUT_STATUS_COLORS: Readonly<Record<PayoutStatus, StatusColor>> = {
  requested: 'warning',
  approved: 'warning',
  processing: 'warning',
  paid: 'success',
  rejected: 'error',
  cancelled: 'error',
};

export const PAYOUT_METHODS = ['manual', 'paypal', 'bank', 'stripe_connect'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const PAYOUT_METHOD_DESTINATION: Readonly<Record<PayoutMethod, 'paypal_email' | 'iban' | null>> = {
  manual: null,
  paypal: 'paypal_email',
  bank: 'iban',
  stripe_connect: null,
};

export function isPayoutStatus(value: unknown): value is PayoutStatus {
  return isOneOf(PAYOUT_STATUSES, value);
}

export function isPayoutMethod(value: unknown): value is PayoutMethod {
  return isOneOf(PAYOUT_METHODS, value);
}

export function payoutStatusColor(value: unknown): StatusColor {
  return isPayoutStatus(value) ? PAYOUT_STATUS_COLORS[value] : 'error';
}

export const OPEN_PAYOUT_STATUSES: readonly PayoutStatus[] = ['requested', 'approved', 'processing'];

export const FINAL_PAYOUT_STATUSES: readonly PayoutStatus[] = ['paid', 'rejected', 'cancelled'];

/** approved → paid only for manual payouts staff pay by hand. */
const PAYOUT_MOVES: Readonly<Record<PayoutStatus, readonly PayoutStatus[]>> = {
  requested: ['approved', 'rejected', 'cancelled'],
  approved: ['processing', 'paid', 'rejected', 'cancelled'],
  processing: ['paid', 'rejected'],
  paid: [],
  rejected: [],
  cancelled: [],
};

export function allowedPayoutMoves(from: PayoutStatus, method: PayoutMethod): PayoutStatus[] {
  return PAYOUT_MOVES[from].filter((to) => !(from === 'approved' && to === 'paid' && method !== 'manual'));
}

export function isLegalPayoutMove(from: PayoutStatus, to: PayoutStatus, method: PayoutMethod): boolean {
  return allowedPayoutMoves(from, method).includes(to);
}
