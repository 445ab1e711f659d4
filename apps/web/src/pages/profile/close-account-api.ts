import type { AccountCloseRequest, AccountCloseResponse, AccountClosingCheckResponse, PayoutCreateRequest, PayoutRequestResponse } from '@soundpost/contracts';
import { apiRequest } from '../../api/client';

/** GET /me/close: the balance, a payout in progress, a live chat, releases at stores, and the refusals the closure would answer now. */
export const fetchClosingCheck = (signal?: AbortSignal) => apiRequest<AccountClosingCheckResponse>('/me/close', { auth: 'artist', signal });

/** POST /me/close (a fresh e-mailed code: apiRequest asks for it by itself on 403 step_up_required). */
export const closeAccount = (body: AccountCloseRequest) => apiRequest<AccountCloseResponse>('/me/close', { method: 'POST', auth: 'artist', body });

/** POST /artist/wallet/payouts with `closing: true`: the whole balance, not bound by the payout minimum. */
export const requestClosingPayout = (body: PayoutCreateRequest) => apiRequest<PayoutRequestResponse>('/artist/wallet/payouts', { method: 'POST', auth: 'artist', body });
