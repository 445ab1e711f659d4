// Requests and answers of royalties: staff imports of store sales reports (/admin/royalties), splits
// and statements for artists (/artist/.../splits, /artist/royalties).

import type { PageMeta } from '../http/pagination';
import { validateEmail } from '../validation/email';
import { invalid, valid, type ValidationResult } from '../validation/result';

/** The columns a report is read through. Soundpost's own layout needs none (its header names them). */
export const ROYALTY_MAPPING_FIELDS = ['isrc', 'upc', 'territory', 'units', 'revenue', 'currency', 'sale_date', 'store'] as const;
export type RoyaltyMappingField = (typeof ROYALTY_MAPPING_FIELDS)[number];

/** Header name (as written in the report, any case) of each field; `revenue` is required, and one of `isrc`/`upc`. */
export type RoyaltyColumnMapping = Partial<Record<RoyaltyMappingField, string>>;

/** Soundpost's own report layout: the header every report in it starts with. */
export const SOUNDPOST_REPORT_HEADER = ['period_start', 'period_end', 'store', 'territory', 'isrc', 'upc', 'units', 'revenue', 'currency'] as const;

export const ROYALTY_IMPORT_STATUSES = ['imported', 'posted'] as const;
export type RoyaltyImportStatus = (typeof ROYALTY_IMPORT_STATUSES)[number];

/** Why a line matched nothing. */
export const ROYALTY_UNMATCHED_REASONS = ['no_identifier', 'unknown_isrc', 'unknown_upc', 'unknown_isrc_and_upc'] as const;
export type RoyaltyUnmatchedReason = (typeof ROYALTY_UNMATCHED_REASONS)[number];

export const ROYALTY_UNMATCHED_REASON_TEXTS: Record<RoyaltyUnmatchedReason, string> = {
  no_identifier: 'The line has neither an ISRC nor a UPC.',
  unknown_isrc: 'No track has this ISRC.',
  unknown_upc: 'No release has this UPC.',
  unknown_isrc_and_upc: 'No track has this ISRC and no release this UPC.',
};

export interface RoyaltyPresetResponse {
  id: string;
  store_id: string;
  name: string;
  mapping: RoyaltyColumnMapping;
  created_at: string;
}

export interface RoyaltyPresetListResponse {
  data: RoyaltyPresetResponse[];
}

export interface RoyaltyPresetRequest {
  store_id: string;
  name: string;
  mapping: RoyaltyColumnMapping;
}

/** A line the import could not read, with its line number in the file (the header is line 1). */
export interface RoyaltyBadLine {
  line: number;
  reason: string;
}

export interface RoyaltyTotal {
  key: string;
  lines: number;
  units: number;
  revenue_cents: number;
}

/** One import in the back office's list. */
export interface RoyaltyImportSummary {
  id: string;
  store_id: string;
  store_name: string;
  period_start: string;
  period_end: string;
  file_name: string;
  fx_rate: string | null;
  status: RoyaltyImportStatus;
  lines: number;
  matched: number;
  unmatched: number;
  bad: number;
  revenue_cents: number;
  matched_cents: number;
  unmatched_cents: number;
  created_at: string;
  posted_at: string | null;
}

/** One import with its totals (GET /admin/royalties/imports/{id}, and the answer of the upload). */
export interface RoyaltyImportDetail extends RoyaltyImportSummary {
  checksum: string;
  bad_lines: RoyaltyBadLine[];
  by_store: RoyaltyTotal[];
  by_territory: RoyaltyTotal[];
  /** After posting: credited to wallets, and held for collaborators who have not accepted yet. */
  credited_cents: number;
  held_cents: number;
}

export interface RoyaltyImportPage {
  data: RoyaltyImportSummary[];
  meta: PageMeta;
}

export interface RoyaltyUnmatchedLine {
  id: string;
  line: number;
  territory: string | null;
  isrc: string | null;
  upc: string | null;
  units: number;
  revenue_cents: number;
  reason: RoyaltyUnmatchedReason;
  reason_text: string;
}

export interface RoyaltyUnmatchedPage {
  data: RoyaltyUnmatchedLine[];
  meta: PageMeta;
}

/** Staff matching a line by hand: the ISRC of a track, or the UPC of a release. */
export interface RoyaltyManualMatchRequest {
  isrc?: string;
  upc?: string;
}

// --- Splits (artist) ---

export const ROYALTY_SPLIT_STATUSES = ['invited', 'accepted'] as const;
export type RoyaltySplitStatus = (typeof ROYALTY_SPLIT_STATUSES)[number];

export interface RoyaltySplitInput {
  email: string;
  /** Percent, up to two decimals. */
  share: number;
}

export interface RoyaltySplitsRequest {
  splits: RoyaltySplitInput[];
}

export interface RoyaltySplitResponse {
  id: string;
  email: string;
  share: number;
  status: RoyaltySplitStatus;
}

export interface RoyaltySplitsResponse {
  splits: RoyaltySplitResponse[];
  owner_share: number;
  /** A track without its own splits follows its release's (listed here); false for a release. */
  inherited: boolean;
}

export interface RoyaltyInvitationResponse {
  id: string;
  release_title: string | null;
  track_title: string | null;
  owner_name: string | null;
  share: number;
  status: RoyaltySplitStatus;
  /** Earnings held for this invitation until it is accepted. */
  held_cents: number;
  created_at: string;
}

export interface RoyaltyInvitationsResponse {
  invitations: RoyaltyInvitationResponse[];
}

export interface RoyaltyInvitationAcceptResponse {
  invitation: RoyaltyInvitationResponse;
  released_cents: number;
}

// --- Statements (artist) ---

export const ROYALTY_GROUP_BYS = ['month', 'store', 'territory', 'release', 'track'] as const;
export type RoyaltyGroupBy = (typeof ROYALTY_GROUP_BYS)[number];

export interface RoyaltySummaryGroup {
  key: string;
  label: string;
  amount_cents: number;
  units: number;
}

export interface RoyaltySummaryResponse {
  from: string | null;
  to: string | null;
  group_by: RoyaltyGroupBy;
  currency: 'EUR';
  total_cents: number;
  units: number;
  groups: RoyaltySummaryGroup[];
  /** The account's statements (one per posted report that credited it) whose period meets the range, newest first. */
  statements: RoyaltyStatementSummary[];
  /** Their sums: gross credited, US tax withheld, net. */
  statements_total: { gross_cents: number; withheld_cents: number; net_cents: number };
}

/** One posted report as it reached the account: gross credited, the US tax withheld from it, and the net. */
export interface RoyaltyStatementSummary {
  import_id: string;
  store: string;
  period_start: string;
  period_end: string;
  posted_at: string | null;
  gross_cents: number;
  withheld_cents: number;
  net_cents: number;
}

/** One report line as its beneficiary reads it: the line's revenue and their own share of it. */
export interface RoyaltyStatementLine {
  id: string;
  month: string;
  period_start: string;
  period_end: string;
  store: string;
  territory: string | null;
  isrc: string | null;
  upc: string | null;
  release_title: string | null;
  track_title: string | null;
  units: number;
  share_cents: number;
}

export interface RoyaltyStatementPage {
  data: RoyaltyStatementLine[];
  meta: PageMeta;
}

export const ROYALTY_MESSAGES = {
  importNotFound: 'Import not found.',
  duplicateFile: 'This file was already imported.',
  alreadyPosted: 'This import was already posted.',
  postedNotDeletable: 'A posted import cannot be deleted.',
  linesBusy: 'The report lines are being read (a posting is in progress). Try deleting again in a minute.',
  fileRequired: 'Choose a report file.',
  storeUnknown: 'Choose a store from the catalogue.',
  periodInvalid: 'Enter the period as two dates, the start on or before the end.',
  fxRateInvalid: 'Enter the exchange rate to EUR as a positive decimal number.',
  mappingInvalid: 'The column mapping needs the revenue column and the ISRC or UPC column.',
  headerMissing: 'The report has no header line naming its columns.',
  columnMissing: 'The report has no column named {column}.',
  lineTooLong: 'Line {line} of the report is longer than {limit} bytes.',
  reportTooLarge: 'The report is larger than {limit} bytes once decompressed.',
  presetNotFound: 'Preset not found.',
  presetNameTaken: 'This store already has a preset with that name.',
  lineNotFound: 'Line not found.',
  lineMatched: 'This line is already matched.',
  matchTarget: 'Enter the ISRC of a track or the UPC of a release.',
  matchUnknown: 'No track or release has this code.',
  splitsNotFound: 'Release not found.',
  trackNotFound: 'Track not found.',
  sharesOverHundred: 'The shares add up to more than 100%.',
  shareInvalid: 'Enter a share above 0 and up to 100, with at most two decimals.',
  emailDuplicate: 'Each collaborator can appear only once.',
  emailOwner: 'You keep the rest yourself: do not add your own e-mail.',
  collaboratorLimit: 'Your plan allows {limit} collaborators per release.',
  invitationNotFound: 'Invitation not found.',
  periodQueryInvalid: 'Use dates as YYYY-MM-DD or YYYY-MM.',
} as const;

/** Hundredths of a percent (basis points) to the percent an answer shows: 3333 → 33.33. */
export function shareFromBasisPoints(bp: number): number {
  return bp / 100;
}

/** Splits with their shares as basis points (hundredths of a percent), e-mails lower-cased. */
export interface NormalisedSplit {
  email: string;
  shareBp: number;
}

/** At most this many collaborators on one release or track, whatever the plan (a sanity bound). */
export const ROYALTY_MAX_SPLITS = 50;

/**
 * The splits of a release or track: each e-mail once, each share above 0 and up to 100 with at
 * most two decimals and sent as a number, all together at most 100 (the owner keeps the rest). The
 * web form runs it too.
 */
export function validateRoyaltySplits(value: unknown): ValidationResult<NormalisedSplit[]> {
  if (!Array.isArray(value)) return invalid('Send the splits as a list.');
  if (value.length > ROYALTY_MAX_SPLITS) return invalid(`At most ${ROYALTY_MAX_SPLITS} collaborators.`);
  const out: NormalisedSplit[] = [];
  const seen = new Set<string>();
  for (const item of value) {
    if (!item || typeof item !== 'object' || Array.isArray(item)) return invalid('Each split needs an e-mail and a share.');
    const { email, share, ...rest } = item as Record<string, unknown>;
    if (Object.keys(rest).length) return invalid(`Unknown field: ${Object.keys(rest)[0]}.`);
    const checked = validateEmail(email);
    if (!checked.ok) return invalid(checked.error);
    if (seen.has(checked.value)) return invalid(ROYALTY_MESSAGES.emailDuplicate);
    seen.add(checked.value);
    // A JSON number only: text such as "99" is refused like any other wrong type (the form sends numbers).
    if (typeof share !== 'number') return invalid(ROYALTY_MESSAGES.shareInvalid);
    const text = String(share);
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return invalid(ROYALTY_MESSAGES.shareInvalid);
    const [whole, fraction = ''] = text.split('.');
    const shareBp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
    if (shareBp < 1 || shareBp > 10_000) return invalid(ROYALTY_MESSAGES.shareInvalid);
    out.push({ email: checked.value, shareBp });
  }
  if (out.reduce((sum, s) => sum + s.shareBp, 0) > 10_000) return invalid(ROYALTY_MESSAGES.sharesOverHundred);
  return valid(out);
}
