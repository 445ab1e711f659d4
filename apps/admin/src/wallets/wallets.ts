import { PAYOUT_METHODS, PAYOUT_STATUSES, WALLET_TRANSACTION_STATUSES, WALLET_TRANSACTION_TYPES } from '@soundpost/contracts';

export const TYPE_CHOICES = WALLET_TRANSACTION_TYPES.map((id) => ({ id, name: id }));
export const TX_STATUS_CHOICES = WALLET_TRANSACTION_STATUSES.map((id) => ({ id, name: id }));
export const PAYOUT_STATUS_CHOICES = PAYOUT_STATUSES.map((id) => ({ id, name: id }));
export const PAYOUT_METHOD_CHOICES = PAYOUT_METHODS.map((id) => ({ id, name: id }));
