// Requests and answers of "Your data": an account's data export (issue 31).

import type { PageMeta } from '../http/pagination';

export const DATA_EXPORT_STATUSES = ['preparing', 'ready', 'expired', 'failed'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

export const DATA_EXPORT_LIMITS = {
  /** Days a ready export stays downloadable (the signed link's life), then its file is deleted. */
  linkDays: 7,
  /** Exports one account may ask for per day. */
  perDay: 3,
  /** Exports listed, newest first. */
  listMax: 20,
} as const;

/** Texts the server sends; the web app translates them word for word (en, fr, es). */
export const PRIVACY_MESSAGES = {
  exportInProgress: 'Your data export is already being prepared. You will get an e-mail when it is ready.',
  exportTooMany: 'You have asked for your data several times today. Try again tomorrow.',
  exportNotFound: 'Data export not found.',
} as const;

/** One data export as the owner sees it; `url` (a signed link) only while it is ready. */
export interface DataExportResponse {
  id: string;
  status: DataExportStatus;
  /** The archive's size in bytes, once ready. */
  size_bytes: number | null;
  /** Audio files given as signed links in links.json because the archive would pass its size limit. */
  linked_files: number;
  created_at: string;
  ready_at: string | null;
  expires_at: string | null;
  url: string | null;
}

/** GET /me/data-exports: newest first. */
export interface DataExportListResponse {
  items: DataExportResponse[];
}

// Closing an account (issue 31, "Closing an account").

/**
 * `closing`: accepted, signed out everywhere, takedowns on their way to the stores; `closed`: personal
 * data erased or pseudonymised. `requested` is the row's first state inside the closing transaction.
 */
export const ACCOUNT_CLOSURE_STATUSES = ['requested', 'closing', 'closed'] as const;
export type AccountClosureStatus = (typeof ACCOUNT_CLOSURE_STATUSES)[number];

/** Why the artist leaves (optional, several allowed): kept as codes, never as free text. */
export const ACCOUNT_CLOSURE_REASONS = ['stopping_music', 'other_distributor', 'too_expensive', 'missing_feature', 'other'] as const;
export type AccountClosureReason = (typeof ACCOUNT_CLOSURE_REASONS)[number];

/** Texts the server sends about closing (the web app translates them word for word). */
export const ACCOUNT_CLOSING_MESSAGES = {
  payoutInProgress: 'A payout is still in progress. Close your account once it has been paid.',
  balanceAboveZero:
    'Your wallet still holds money. Request a closing payout of your whole balance first, or, if it is under the payout minimum, give it up (forfeit_balance: true).',
  forfeitAtMinimum: 'Your balance is not under the payout minimum, so it cannot be given up. Request a closing payout of your whole balance first.',
  chatOpen: 'You have a live chat open. End it before closing your account.',
  alreadyClosing: 'This account is already being closed.',
  passwordRequired: 'Enter your password.',
  passwordWrong: 'The password is incorrect.',
  confirmRequired: 'Confirm that you want to close your account.',
  forfeitConsent:
    'I give up the balance of my wallet, which is under the payout minimum. It will not be paid out and cannot be recovered.',
  closingPayoutWholeBalance: 'A closing payout must request your whole balance.',
} as const;

/** Why a closure is refused now (409 codes). `balance_above_zero` also when it could be forfeited (then `may_forfeit`). */
export const ACCOUNT_CLOSING_BLOCKERS = ['payout_in_progress', 'balance_above_zero', 'chat_open'] as const;
export type AccountClosingBlocker = (typeof ACCOUNT_CLOSING_BLOCKERS)[number];

/** POST /me/close. `confirm` must be true; `forfeit_balance: true` gives up a balance under the payout minimum. */
export interface AccountCloseRequest {
  password: string;
  confirm: boolean;
  forfeit_balance?: boolean;
  reasons?: AccountClosureReason[];
}

/** GET /me/close: what stands between the account and its closure, for the profile's section. */
export interface AccountClosingCheckResponse {
  balance_cents: number;
  currency: string;
  payout_minimum_cents: number;
  payout_in_progress: boolean;
  chat_open: boolean;
  /** Releases live at a store or on their way: each gets a takedown at closing. */
  live_releases: number;
  /** The refusal codes the closure would answer now, in the order it checks them (empty: it may close). */
  blockers: AccountClosingBlocker[];
  /** The balance may be given up (`forfeit_balance: true`): above zero and under the payout minimum. */
  may_forfeit: boolean;
}

/** POST /me/close answer: `closing` while takedowns are on their way (erased when they are sent), else `closed`. */
export interface AccountCloseResponse {
  status: AccountClosureStatus;
  takedowns: number;
  forfeited_cents: number;
  requested_at: string;
  closed_at: string | null;
}

/** One closure as staff see it (GET /admin/account-closures). No personal data: the account is erased. */
export interface AdminAccountClosureResponse {
  id: string;
  user_id: string;
  status: AccountClosureStatus;
  requested_at: string;
  closed_at: string | null;
  reason_codes: string[];
  forfeited_cents: number;
  takedowns: number;
}

export interface AdminAccountClosurePage {
  data: AdminAccountClosureResponse[];
  meta: PageMeta;
}
