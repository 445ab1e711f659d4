import { WALLET_CURRENCY, type WalletAdjustmentRequestResponse, type WalletUserResponse } from '@soundpost/contracts';
import { WalletAdjustmentRequest } from './wallet-adjustment-request.entity';

/** A pending request can no longer be approved this many days after it was made. */
export const WALLET_ADJUSTMENT_EXPIRY_DAYS = 7;
const DAY_MS = 86_400_000;

export function expiresAt(r: Pick<WalletAdjustmentRequest, 'requestedAt'>): Date {
  return new Date(r.requestedAt.getTime() + WALLET_ADJUSTMENT_EXPIRY_DAYS * DAY_MS);
}

export function toWalletAdjustmentRequestResponse(
  r: WalletAdjustmentRequest,
  owner: WalletUserResponse | null,
  names: ReadonlyMap<string, string>,
): WalletAdjustmentRequestResponse {
  const person = (id: string) => ({ id, name: names.get(id) ?? null });
  return {
    id: r.id,
    wallet: { id: r.walletId, user: owner },
    type: r.amountCents < 0 ? 'debit' : 'credit',
    amount: Math.abs(r.amountCents),
    currency: WALLET_CURRENCY,
    description: r.description,
    status: r.status,
    requested_by: person(r.requestedBy),
    requested_at: r.requestedAt.toISOString(),
    expires_at: expiresAt(r).toISOString(),
    decided_by: r.decidedBy ? person(r.decidedBy) : null,
    decided_at: r.decidedAt?.toISOString() ?? null,
    reason: r.reason,
    transaction_id: r.transactionId,
  };
}
