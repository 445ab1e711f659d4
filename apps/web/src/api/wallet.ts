import type { ArtistWalletResponse, PayoutCreateRequest, PayoutMethod, PayoutPreviewResponse, PayoutRequestPage, PayoutRequestResponse, StripeConnectLinkResponse, WalletTransactionPage } from '@soundpost/contracts';
import { apiRequest } from './client';

// The wallet pages' calls (spec 001 §7). Amounts are cents.

export const fetchWallet = (signal?: AbortSignal) => apiRequest<ArtistWalletResponse>('/artist/wallet', { auth: 'artist', signal });

export const fetchPayouts = (page: number, signal?: AbortSignal) =>
  apiRequest<PayoutRequestPage>('/artist/wallet/payouts', { auth: 'artist', query: { page, per_page: 10 }, signal });

export const fetchWalletTransactions = (page: number, signal?: AbortSignal) =>
  apiRequest<WalletTransactionPage>('/artist/wallet/transactions', { auth: 'artist', query: { page, per_page: 20 }, signal });

/** One Idempotency-Key per submitted form: a retried click after a lost answer makes one request. */
export const requestPayout = (request: PayoutCreateRequest, idempotencyKey: string) =>
  apiRequest<PayoutRequestResponse>('/artist/wallet/payouts', { method: 'POST', auth: 'artist', body: request, headers: { 'Idempotency-Key': idempotencyKey } });

export const cancelPayout = (id: string) => apiRequest<PayoutRequestResponse>(`/artist/wallet/payouts/${encodeURIComponent(id)}/cancel`, { method: 'POST', auth: 'artist' });

export const linkStripeAccount = () => apiRequest<StripeConnectLinkResponse>('/artist/wallet/stripe/connect', { method: 'POST', auth: 'artist' });

/** What a payout of that amount by that method would bring (fee, net), with the US tax withheld so far and the account's tax standing. */
export const fetchPayoutPreview = (amountCents: number, method: PayoutMethod, signal?: AbortSignal) =>
  apiRequest<PayoutPreviewResponse>('/artist/wallet/payouts/preview', { auth: 'artist', query: { amount_cents: amountCents, method }, signal });
