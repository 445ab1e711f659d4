// Requests and answers of wallets and payouts (the artist's /artist/wallet, the staff's /admin/wallets).

import type { PageMeta } from '../http/pagination';
import type { PayoutMethod, PayoutStatus } from '../status/payout-status';
import type { TAX_FIX_URL, TaxStandingStatus } from './tax';
import type { WalletTransactionStatus, WalletTransactionType } from '../status/wallet-transaction';

/** A payout request as its artist sees it. `destination` is the PayPal e-mail or IBAN (null for manual and Stripe Connect). */
export interface PayoutRequestResponse {
  id: string;
  wallet_id: string;
  amount: number;
  currency: string;
  method: PayoutMethod;
  status: PayoutStatus;
  destination: string | null;
  notes: string | null;
  /** Why a payment failed or staff rejected it, when known. */
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
}

export interface WalletResponse {
  id: string;
  user_id: string;
  /** Available balance in cents: completed credits − completed debits − pending debits. */
  balance: number;
  currency: string;
  stripe_account_id: string | null;
  /** The wallet's one open request (requested, approved or processing), if any. */
  pending_payout: PayoutRequestResponse | null;
}

/** Royalties in cents: gross (every royalty credit), the US tax withheld from them, net = gross − withheld. */
export interface EarningsFigures {
  gross_cents: number;
  withheld_cents: number;
  net_cents: number;
}

/** Lifetime figures, and those of the current calendar year (UTC). */
export interface WalletEarnings extends EarningsFigures {
  this_year: EarningsFigures & { year: number };
}

/** GET /artist/wallet: the wallet (also at the top level, as older clients read it), its open request and its earnings. */
export interface ArtistWalletResponse extends WalletResponse {
  wallet: WalletResponse;
  earnings: WalletEarnings;
}

/** GET /artist/wallet/payouts/preview?amount_cents=&method=: what a payout of that amount would bring, before it is requested. */
export interface PayoutPreviewQuery {
  amount_cents: string | number;
  method: PayoutMethod;
}

export interface PayoutPreviewResponse {
  amount_cents: number;
  /** Soundpost charges no payout fee on any method today (0); the field is there for the day a rail costs something. */
  fee_cents: number;
  /** What the artist receives: amount − fee. US tax is withheld when royalties are posted, never again at payout. */
  net_cents: number;
  currency: string;
  /** US tax withheld from the account's royalties so far (lifetime). */
  withheld_to_date_cents: number;
  tax_standing: {
    status: TaxStandingStatus;
    /** The rate withheld from US-source royalties now, in basis points. */
    rate_bp: number;
    /** Why, and where to fix it (a payout is refused while the status is missing or expired). */
    reason: string;
    fix_url: typeof TAX_FIX_URL;
  };
}

export interface WalletTransactionResponse {
  id: string;
  wallet_id: string;
  type: WalletTransactionType;
  amount: number;
  currency: string;
  status: WalletTransactionStatus;
  /** royalty, withholding (US tax held back from royalties), payout, refund, adjustment, forfeit. */
  kind: string;
  description: string | null;
  external_ref: string | null;
  stripe_transfer_id: string | null;
  created_at: string;
}

export interface WalletTransactionPage {
  data: WalletTransactionResponse[];
  meta: PageMeta;
}

export interface PayoutRequestPage {
  data: PayoutRequestResponse[];
  meta: PageMeta;
}

/** POST /artist/wallet/payouts. `amount` in cents. */
export interface PayoutCreateRequest {
  amount: number;
  currency?: string;
  method: PayoutMethod;
  destination?: string | null;
  notes?: string | null;
  /** A closing payout (before closing the account): the minimum does not bind it, but it must be the whole balance. */
  closing?: boolean;
}

/** POST /artist/wallet/stripe/connect: where to send the artist to link a payment account. */
export interface StripeConnectLinkResponse {
  url: string;
  stripe_account_id: string;
}

/** The account a wallet belongs to, as staff see it. */
export interface WalletUserResponse {
  id: string;
  name: string;
  email: string;
}

export interface AdminWalletResponse extends WalletResponse {
  user: WalletUserResponse | null;
  created_at: string;
}

export interface AdminWalletPage {
  data: AdminWalletResponse[];
  meta: PageMeta;
}

export interface AdminWalletTransactionResponse extends WalletTransactionResponse {
  kind: string;
  meta: Record<string, unknown> | null;
  wallet: { id: string; user: WalletUserResponse | null };
}

export interface AdminWalletTransactionPage {
  data: AdminWalletTransactionResponse[];
  meta: PageMeta;
}

/** POST /admin/wallets/{id}/adjust. `amount` in cents; `meta` a JSON object (or its text). */
export interface WalletAdjustRequest {
  type: WalletTransactionType;
  amount: number;
  currency?: string;
  description?: string | null;
  meta?: Record<string, unknown> | string | null;
}

export interface WalletAdjustResponse {
  message: string;
  wallet: WalletResponse;
  transaction: WalletTransactionResponse;
}

export interface AdminPayoutRequestResponse extends PayoutRequestResponse {
  wallet: { id: string; user: WalletUserResponse | null };
  /** The statuses staff may move it to from here (the row's dropdown). */
  allowed_statuses: PayoutStatus[];
  provider_ref: string | null;
}

export interface AdminPayoutRequestPage {
  data: AdminPayoutRequestResponse[];
  meta: PageMeta;
}

/** PUT /admin/wallets/payouts/{id}. */
export interface PayoutStatusUpdateRequest {
  status: PayoutStatus;
  reason?: string | null;
}

/** Mismatches `soundpost wallets verify` reports. */
export interface WalletMismatchResponse {
  wallet_id: string;
  user_id: string;
  balance: number;
  expected: number;
}

/** POST /webhooks/paypal/payouts: PayPal's event, of which only these keys are read. */
export interface PayoutWebhookEvent {
  event_type?: string;
  resource?: Record<string, unknown>;
}

/** A staff adjustment above WALLET_FOUR_EYES_THRESHOLD_CENTS waits for a second staff member (four eyes, docs/wallet.md). */
export const WALLET_ADJUSTMENT_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'expired'] as const;
export type WalletAdjustmentRequestStatus = (typeof WALLET_ADJUSTMENT_REQUEST_STATUSES)[number];

/** A pending (or decided) staff wallet adjustment: POST /admin/wallets/{id}/adjust answers 202 with it. */
export interface WalletAdjustmentRequestResponse {
  id: string;
  wallet: { id: string; user: WalletUserResponse | null };
  type: WalletTransactionType;
  /** Cents, positive; `type` says credit or debit. */
  amount: number;
  currency: string;
  description: string;
  status: WalletAdjustmentRequestStatus;
  requested_by: { id: string; name: string | null };
  requested_at: string;
  /** A pending request past this time can no longer be approved (it expires). */
  expires_at: string;
  decided_by: { id: string; name: string | null } | null;
  decided_at: string | null;
  reason: string | null;
  /** The ledger entry an approval posted. */
  transaction_id: string | null;
}

/** The answer of an adjustment sent for approval (202). */
export interface WalletAdjustmentPendingResponse {
  message: string;
  request: WalletAdjustmentRequestResponse;
}

export interface WalletAdjustmentRequestPage {
  data: WalletAdjustmentRequestResponse[];
  meta: PageMeta;
}

/** The answer of a rejection. */
export interface WalletAdjustmentRejectedResponse {
  message: string;
  request: WalletAdjustmentRequestResponse;
}

/** POST /admin/wallet-adjustments/{id}/reject. */
export interface WalletAdjustmentRejectRequest {
  reason: string;
}

/** POST /admin/wallet-adjustments/{id}/approve: the request and the wallet after posting. */
export interface WalletAdjustmentApprovedResponse {
  message: string;
  request: WalletAdjustmentRequestResponse;
  wallet: WalletResponse;
  transaction: WalletTransactionResponse;
}

export const WALLET_FOUR_EYES_MESSAGES = {
  sentForApproval: 'Sent for approval by a second staff member.',
  approved: 'Adjustment approved and posted.',
  rejected: 'Adjustment rejected.',
  sameStaff: 'A second staff member must decide: you requested this adjustment.',
  notPending: 'This adjustment request is no longer pending.',
  expired: 'This adjustment request has expired: pending requests expire after 7 days. Request it again.',
  exceedsBalance: "The debit exceeds the wallet's balance: the request stays pending.",
  reasonRequired: 'Give a reason.',
} as const;
