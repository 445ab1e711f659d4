// Requests and answers of the fraud centre (/admin/fraud/*, spec 002) and the public appeal.

import type { PageMeta } from '../http/pagination';
import type { FraudBlockSource, FraudLevel } from '../status/fraud-level';

/** GET /admin/fraud/overview. */
export interface FraudOverviewResponse {
  tot_findings: number;
  tot_blocked_users: number;
  users_by_level: Record<FraudLevel, number>;
  top_rules: Array<{ rule_code: string; hits: number }>;
}

/** One row of GET /admin/fraud/scores. */
export interface FraudScoreRow {
  id: string;
  name: string;
  email: string;
  user_status: string;
  total_score: number;
  level: FraudLevel;
  last_event_at: string | null;
}

/** The account a finding is about, as staff see it. */
export interface FraudUserResponse {
  id: string;
  name: string;
  email: string;
}

/** One row of GET /admin/fraud/findings (and of a user's detail). */
export interface FraudFindingRow {
  id: string;
  user_id: string;
  /** Null when the account no longer exists. */
  user: FraudUserResponse | null;
  rule_code: string;
  weight: number;
  entity_type: string;
  entity_id: string;
  ip_address: string | null;
  detected_at: string;
  details_json: Record<string, unknown>;
  /** Set when staff dismissed it as a false positive; it no longer counts. */
  dismissed_at: string | null;
}

/** One row of GET /admin/fraud/blocks. */
export interface FraudBlockRow {
  id: string;
  user_id: string;
  name: string;
  email: string;
  user_status: string;
  reason: string;
  source: FraudBlockSource;
  ip_address: string | null;
  paypal_email: string | null;
  iban: string | null;
  stripe_account_id: string | null;
  blocked_until: string | null;
  created_at: string;
  /** When the block ended (unblocked by staff, or `blocked_until` passed); null while it holds. */
  lifted_at: string | null;
}

/** GET /admin/fraud/user/{id}. */
export interface FraudUserDetailResponse {
  user: { id: string; name: string; email: string; user_status: string; created_at: string };
  score: { total_score: number; level: FraudLevel; last_event_at: string | null };
  /** The block that holds now, or null. */
  block: (Pick<FraudBlockRow, 'id' | 'source' | 'reason' | 'blocked_until' | 'created_at' | 'ip_address' | 'paypal_email' | 'iban' | 'stripe_account_id'>) | null;
  findings: FraudFindingRow[];
}

export interface FraudPage<T> {
  data: T[];
  meta: PageMeta;
}

/** The fraud lists also repeat `meta`'s fields at the top level, as the back office's lists read them. */
export type FraudScorePage = FraudPage<FraudScoreRow> & PageMeta;
export type FraudFindingPage = FraudPage<FraudFindingRow> & PageMeta;
export type FraudBlockPage = FraudPage<FraudBlockRow> & PageMeta;

/** POST /admin/fraud/block. */
export interface FraudBlockRequest {
  user_id: string;
  /** Default 'Manual block'. */
  reason?: string;
  /** ISO time after which the scheduler lifts the block; absent means until staff unblock. */
  blocked_until?: string | null;
}

/** POST /admin/fraud/unblock. */
export interface FraudUnblockRequest {
  user_id: string;
}

/** POST /admin/fraud/block and /unblock. */
export interface FraudBlockResponse {
  message: string;
  user_id: string;
  user_status: string;
}

/** POST /admin/fraud/run-manual: 'Fraud scan completed.' and how many users this scan blocked. */
export interface FraudRunManualResponse {
  message: string;
  blocked_users: number;
  findings_added: number;
}

/** POST /admin/fraud/scan: the scan is queued. */
export interface FraudScanQueuedResponse {
  message: string;
  job_id: string | null;
}

/** POST /admin/fraud/findings/{id}/dismiss. */
export interface FraudDismissResponse {
  message: string;
  finding: FraudFindingRow;
}

/** POST /fraud/appeal/code (public): an e-mail code for a blocked account. */
export interface FraudAppealCodeRequest {
  email: string;
}

/** POST /fraud/appeal (public): the appeal, proven by the e-mailed code; opens a support ticket. */
export interface FraudAppealRequest {
  email: string;
  code: string;
  message: string;
}

/** What staff and the CLI see of one rule in a scan. */
export interface FraudScanRuleResult {
  code: string;
  /** Users the rule matched now (with or without a finding already). */
  matched: number;
  /** New findings (would be, on a dry run). */
  added: number;
  ms: number;
  /** Why the rule did not run (a signal this installation does not have yet). */
  skipped?: string;
}

export interface FraudScanResult {
  dry_run: boolean;
  started_at: string;
  finished_at: string;
  rules: FraudScanRuleResult[];
  findings_added: number;
  /** Users blocked by this scan (would be, on a dry run). */
  blocked_users: string[];
}

export const FRAUD_MESSAGES = {
  scanCompleted: 'Fraud scan completed.',
  scanQueued: 'Fraud scan queued.',
  scanRunning: 'A fraud scan is already running. Try again when it has finished.',
  userBlocked: 'User blocked.',
  userUnblocked: 'User unblocked.',
  findingDismissed: 'Finding dismissed.',
  notBlocked: 'This user is not blocked.',
  findingNotFound: 'Finding not found.',
  userNotFound: 'User not found.',
  appealCodeSent: 'If this account is blocked, we sent a code to its e-mail address.',
  appealSent: 'Your appeal was sent. Our support team will answer by e-mail.',
  invalidAppealCode: 'Invalid or expired code.',
  confirmBlock: 'Block this user? Their sessions end at once and payouts are held.',
  confirmUnblock: 'Unblock this user? They can log in again.',
  confirmScan: 'Run a fraud scan now?',
} as const;
