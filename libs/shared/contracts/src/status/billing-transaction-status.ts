import { isOneOf } from '../util/one-of';
import type { StatusColor } from './status-color';

export const BILLING_TRANSACTION_STATUSES = ['paid', 'pending', 'failed', 'refunded', 'void'] as const;
export type BillingTransactionStatus = (typeof BILLING_TRANSACTION_STATUSES)[number];

export const BILLING_TRANSACTION_STATUS_COLORS: Readonly<Record<BillingTransactionStatus, StatusColor>> = {
  paid: 'success',
  pending: 'warning',
  failed: 'error',
  refunded: 'info',
  void: 'default',
};

export const PAYMENT_GATEWAYS = ['stripe', 'paypal', 'manual', 'free'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

/** Wider than the admin set because gateway wording (succeeded, chargeback) reaches the artist view unmapped. */
export const ARTIST_TRANSACTION_STATUSES = ['paid', 'succeeded', 'pending', 'failed', 'refunded', 'chargeback'] as const;
export type ArtistTransactionStatus = (typeof ARTIST_TRANSACTION_STATUSES)[number];

export const ARTIST_TRANSACTION_STATUS_COLORS: Readonly<Record<ArtistTransactionStatus, StatusColor>> = {
  paid: 'success',
  succeeded: 'success',
  pending: 'warning',
  failed: 'error',
  refunded: 'info',
  chargeback: 'error',
};

export function isBillingTransactionStatus(value: unknown): value is BillingTransactionStatus {
  return isOneOf(BILLING_TRANSACTION_STATUSES, value);
}

export function isPaymentGateway(value: unknown): value is PaymentGateway {
  return isOneOf(PAYMENT_GATEWAYS, value);
}

export function artistTransactionStatusColor(value: unknown): StatusColor {
  const key = typeof value === 'string' ? value.trim().toLowerCase() : value;
  return isOneOf(ARTIST_TRANSACTION_STATUSES, key) ? ARTIST_TRANSACTION_STATUS_COLORS[key] : 'default';
}
