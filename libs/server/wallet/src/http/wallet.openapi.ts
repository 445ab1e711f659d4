import { PAYOUT_METHODS, PAYOUT_STATUSES, WALLET_TRANSACTION_STATUSES, WALLET_TRANSACTION_TYPES } from '@soundpost/contracts';
import { oa, SchemaObject } from '@soundpost/server-core/http';

// OpenAPI schemas of wallets and payouts, field for field from wallets/wallet.mapper.ts.

const userSchema: SchemaObject = oa.obj({ id: oa.uuid, name: oa.str, email: oa.str }, { nullable: true });

export const payoutSchema: SchemaObject = oa.obj({
  id: oa.uuid,
  wallet_id: oa.uuid,
  amount: oa.int,
  currency: oa.str,
  method: { type: 'string', enum: [...PAYOUT_METHODS] },
  status: { type: 'string', enum: [...PAYOUT_STATUSES] },
  destination: oa.nstr,
  notes: oa.nstr,
  failure_reason: oa.nstr,
  created_at: oa.date,
  updated_at: oa.date,
});

const walletFields = {
  id: oa.uuid,
  user_id: oa.uuid,
  balance: oa.int,
  currency: oa.str,
  stripe_account_id: oa.nstr,
  pending_payout: { ...payoutSchema, nullable: true },
};

export const walletSchema: SchemaObject = oa.obj(walletFields);
export const artistWalletSchema: SchemaObject = oa.obj({ ...walletFields, wallet: walletSchema });
export const adminWalletSchema: SchemaObject = oa.obj({ ...walletFields, user: userSchema, created_at: oa.date });

export const walletTransactionSchema: SchemaObject = oa.obj({
  id: oa.uuid,
  wallet_id: oa.uuid,
  type: { type: 'string', enum: [...WALLET_TRANSACTION_TYPES] },
  amount: oa.int,
  currency: oa.str,
  status: { type: 'string', enum: [...WALLET_TRANSACTION_STATUSES] },
  description: oa.nstr,
  external_ref: oa.nstr,
  stripe_transfer_id: oa.nstr,
  created_at: oa.date,
});

export const adminWalletTransactionSchema: SchemaObject = oa.obj({
  ...(walletTransactionSchema.properties as Record<string, SchemaObject>),
  kind: oa.str,
  meta: { type: 'object', nullable: true },
  wallet: oa.obj({ id: oa.uuid, user: userSchema }),
});

export const adminPayoutSchema: SchemaObject = oa.obj({
  ...(payoutSchema.properties as Record<string, SchemaObject>),
  wallet: oa.obj({ id: oa.uuid, user: userSchema }),
  allowed_statuses: oa.arr({ type: 'string', enum: [...PAYOUT_STATUSES] }),
  provider_ref: oa.nstr,
});

export const adjustResultSchema: SchemaObject = oa.obj({ message: oa.str, wallet: walletSchema, transaction: walletTransactionSchema });
export const stripeLinkSchema: SchemaObject = oa.obj({ url: oa.str, stripe_account_id: oa.str });

export const payoutCreateBody: SchemaObject = oa.obj(
  { amount: oa.int, currency: { type: 'string', enum: ['eur'] }, method: { type: 'string', enum: [...PAYOUT_METHODS] }, destination: oa.nstr, notes: oa.nstr },
  { optional: ['currency', 'destination', 'notes'] },
);
export const adjustBody: SchemaObject = oa.obj(
  { type: { type: 'string', enum: [...WALLET_TRANSACTION_TYPES] }, amount: oa.int, currency: { type: 'string', enum: ['eur'] }, description: oa.nstr, meta: { nullable: true } },
  { optional: ['currency', 'description', 'meta'] },
);
export const payoutStatusBody: SchemaObject = oa.obj({ status: { type: 'string', enum: [...PAYOUT_STATUSES] }, reason: oa.nstr }, { optional: ['reason'] });
