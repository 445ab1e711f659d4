import { isOneOf } from '../util/one-of';
import type { StatusColor } from './status-color';

export const WALLET_TRANSACTION_TYPES = ['credit', 'debit'] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

export const WALLET_TRANSACTION_STATUSES = ['completed', 'pending', 'failed'] as const;
export type WalletTransactionStatus = (typeof WALLET_TRANSACTION_STATUSES)[number];

export const WALLET_TRANSACTION_STATUS_COLORS: Readonly<Record<WalletTransactionStatus, StatusColor>> = {
  completed: 'success',
  pending: 'warning',
  failed: 'error',
};

export function isWalletTransactionType(value: unknown): value is WalletTransactionType {
  return isOneOf(WALLET_TRANSACTION_TYPES, value);
}

export function isWalletTransactionStatus(value: unknown): value is WalletTransactionStatus {
  return isOneOf(WALLET_TRANSACTION_STATUSES, value);
}
