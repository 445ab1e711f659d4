import { isOneOf } from '../util/one-of';
import type { StatusColor } from './status-color';

export const PAYOUT_STATUSES = ['requested', 'approved', 'processing', 'paid', 'rejected', 'cancelled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Artist-view colours: paid green; requested, approved, processing amber; the rest "danger". */
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

/** Which destination each method needs; manual and Stripe Connect need none. */
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

/** Unknown statuses are "danger" like rejected ones, matching the artist view's "others" rule. */
export function payoutStatusColor(value: unknown): StatusColor {
  return isPayoutStatus(value) ? PAYOUT_STATUS_COLORS[value] : 'error';
}
