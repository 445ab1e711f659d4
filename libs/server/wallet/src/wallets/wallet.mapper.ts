import { allowedPayoutMoves, type AdminPayoutRequestResponse, type WalletEarnings, type AdminWalletResponse, type AdminWalletTransactionResponse, type PayoutRequestResponse, type WalletResponse, type WalletTransactionResponse, type WalletUserResponse } from '@soundpost/contracts';
import { PayoutRequest } from '../payouts/payout-request.entity';
import { Wallet } from './wallet.entity';
import { WalletTransaction } from './wallet-transaction.entity';

export function toPayoutRequestResponse(p: PayoutRequest): PayoutRequestResponse {
  return {
    id: p.id,
    wallet_id: p.walletId,
    amount: p.amountCents,
    currency: p.currency,
    method: p.method,
    status: p.status,
    destination: p.destination,
    notes: p.notes,
    failure_reason: p.failureReason,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export function toWalletResponse(w: Wallet, pending: PayoutRequest | null): WalletResponse {
  return {
    id: w.id,
    user_id: w.userId,
    balance: w.balanceCents,
    currency: w.currency,
    stripe_account_id: w.stripeAccountId,
    pending_payout: pending ? toPayoutRequestResponse(pending) : null,
  };
}

export function toAdminWalletResponse(w: Wallet, pending: PayoutRequest | null, user: WalletUserResponse | null): AdminWalletResponse {
  return { ...toWalletResponse(w, pending), user, created_at: w.createdAt.toISOString() };
}

export function toWalletTransactionResponse(t: WalletTransaction): WalletTransactionResponse {
  return {
    id: t.id,
    wallet_id: t.walletId,
    type: t.type,
    amount: t.amountCents,
    currency: t.currency,
    status: t.status,
    kind: t.kind,
    description: t.description,
    external_ref: t.externalRef,
    stripe_transfer_id: t.stripeTransferId,
    created_at: t.createdAt.toISOString(),
  };
}

export function toAdminWalletTransactionResponse(t: WalletTransaction, walletUserId: string | null, user: WalletUserResponse | null): AdminWalletTransactionResponse {
  return { ...toWalletTransactionResponse(t), kind: t.kind, meta: t.meta, wallet: { id: t.walletId, user: user ?? (walletUserId ? { id: walletUserId, name: '', email: '' } : null) } };
}

export function toAdminPayoutRequestResponse(p: PayoutRequest, user: WalletUserResponse | null): AdminPayoutRequestResponse {
  return { ...toPayoutRequestResponse(p), wallet: { id: p.walletId, user }, allowed_statuses: allowedPayoutMoves(p.status, p.method), provider_ref: p.providerRef };
}

/** Gross royalties, what US withholding took from them, and the net, lifetime and this calendar year. */
export function toWalletEarnings(e: { grossCents: number; withheldCents: number; yearGrossCents: number; yearWithheldCents: number }, year: number): WalletEarnings {
  return {
    gross_cents: e.grossCents,
    withheld_cents: e.withheldCents,
    net_cents: e.grossCents - e.withheldCents,
    this_year: { year, gross_cents: e.yearGrossCents, withheld_cents: e.yearWithheldCents, net_cents: e.yearGrossCents - e.yearWithheldCents },
  };
}

/** 1 January 00:00 UTC of the date's year. */
export function startOfYearUtc(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), 0, 1));
}
