// Label reports: earnings and streams per directory artist, and one statement per artist for a period.
import { invalid, isBlank, valid, type ValidationResult } from '../validation/result';

/** The longest period one report or statement covers, in months. */
export const LABEL_REPORT_MAX_MONTHS = 36;
/** Without a period, the last 12 months (the current one included). */
export const LABEL_REPORT_DEFAULT_MONTHS = 12;

export const LABEL_REPORT_MESSAGES = {
  monthInvalid: 'Enter the month as YYYY-MM.',
  rangeInvalid: 'The period must end on or after its start month, and cover at most 36 months.',
  /** 403 on a plan without label reports; the answer carries upgrade_url and the plan that has them. */
  planRequired: 'Label reports come with the Label plan. Upgrade your plan to see them.',
  artistNotFound: 'Artist not found.',
} as const;

/** The plan that includes label reports, named in the 403. */
export const LABEL_REPORTS_PLAN = 'Label';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: unknown): value is string {
  return typeof value === 'string' && MONTH.test(value) && value >= '2000-01';
}

/** The month (YYYY-MM) `months` after `month` (before, when negative). */
export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** How many months from `from` to `to`, both counted. */
export function monthsCovered(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
}

export function currentMonth(now: Date = new Date()): string {
  return `${String(now.getUTCFullYear()).padStart(4, '0')}-${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The period a query asks for: its months, or the last 12 ending at `to` (this month unless told). */
export function labelReportPeriod(query: LabelReportQuery, now: Date = new Date()): { from: string; to: string } {
  const to = isBlank(query.to) ? currentMonth(now) : (query.to as string);
  const from = isBlank(query.from) ? addMonths(to, -(LABEL_REPORT_DEFAULT_MONTHS - 1)) : (query.from as string);
  return { from, to };
}

/** One bound: blank (the default) or a month. */
export function validateLabelReportMonth(value: unknown): ValidationResult<string | undefined> {
  if (isBlank(value)) return valid(undefined);
  return isMonth(value) ? valid(value) : invalid(LABEL_REPORT_MESSAGES.monthInvalid);
}

/** The start bound, with the period it makes: the start on or before the end, at most LABEL_REPORT_MAX_MONTHS. */
export function validateLabelReportFrom(value: unknown, query: LabelReportQuery, now: Date = new Date()): ValidationResult<string | undefined> {
  const month = validateLabelReportMonth(value);
  // A bad end month is the end's own message: the range is checked once both bounds read.
  if (!month.ok || !validateLabelReportMonth(query.to).ok) return month;
  const { from, to } = labelReportPeriod({ from: month.value, to: query.to }, now);
  const span = monthsCovered(from, to);
  return span < 1 || span > LABEL_REPORT_MAX_MONTHS ? invalid(LABEL_REPORT_MESSAGES.rangeInvalid) : month;
}

/** GET /artist/label-reports?from=YYYY-MM&to=YYYY-MM (and the statement's query). */
export interface LabelReportQuery {
  from?: string;
  to?: string;
}

/** One directory artist's period: releases naming it as primary artist, the account's earnings from their lines, streams. */
export interface LabelReportArtistRow {
  artist_id: string;
  name: string;
  /** The account's own entry in its directory. */
  is_self: boolean;
  /** Releases (not drafts) whose primary artist this is, whatever the period. */
  releases: number;
  /** The account's share (after splits) of the royalty lines of those releases in the period, in cents. */
  earnings_cents: number;
  /** Units on those lines (streams and downloads as the stores paid them). */
  units: number;
  /** Streams in the period, from the stores' trend reports. */
  streams: number;
  /** The store that paid the account the most for this artist in the period; null when nothing was earned. */
  top_store: string | null;
}

export interface LabelReportTotals {
  releases: number;
  earnings_cents: number;
  units: number;
  streams: number;
}

export interface LabelReportResponse {
  /** The period as months, YYYY-MM, both included. */
  from: string;
  to: string;
  currency: string;
  account_name: string;
  artists: LabelReportArtistRow[];
  totals: LabelReportTotals;
}

/** One month, store and track (or a whole release, for lines the stores reported by UPC only). */
export interface LabelStatementLine {
  month: string;
  store: string;
  release_id: string;
  release_title: string;
  track_id: string | null;
  /** Null for a release-level line. */
  track_title: string | null;
  isrc: string | null;
  units: number;
  /** The lines' whole amount, before splits, in cents. */
  gross_cents: number;
  /** The account's share of the gross, in percent (two decimals). */
  share_percent: number;
  /** What the account earned, in cents. */
  amount_cents: number;
}

export interface LabelStatementTotals {
  units: number;
  gross_cents: number;
  amount_cents: number;
}

/** GET /artist/label-reports/{artistId}/statement?from&to (the CSV at …/statement.csv carries the same lines). */
export interface LabelStatementResponse {
  from: string;
  to: string;
  currency: string;
  account_name: string;
  artist: { id: string; name: string };
  lines: LabelStatementLine[];
  totals: LabelStatementTotals;
}
