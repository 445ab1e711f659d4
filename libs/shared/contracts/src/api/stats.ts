// Streaming statistics: the stores' daily trend reports read in, and what artists see of them.

import type { PageMeta } from '../http/pagination';

/** Where a stream came from, as the stores report it; `unknown` when the report does not say. */
export const STREAM_SOURCES = ['playlist', 'library', 'radio', 'search', 'artist_page', 'other', 'unknown'] as const;
export type StreamSource = (typeof STREAM_SOURCES)[number];

/** Soundpost's own CSV layout for trend reports, in this column order. */
export const SOUNDPOST_TREND_HEADER = ['date', 'store', 'territory', 'isrc', 'upc', 'streams', 'listeners', 'saves', 'source'] as const;

/** Fields a store's CSV layout maps to its own column names (a preset); date, streams and an ISRC or UPC are needed. */
export const TREND_MAPPING_FIELDS = ['date', 'territory', 'isrc', 'upc', 'streams', 'listeners', 'saves', 'source'] as const;
export type TrendMappingField = (typeof TREND_MAPPING_FIELDS)[number];
export type TrendColumnMapping = Partial<Record<TrendMappingField, string>>;

export const STATS_LIMITS = { presetNameMax: 120, unmatchedPageMax: 200, earliestDay: '2000-01-01' } as const;

export const STATS_MESSAGES = {
  importNotFound: 'Import not found.',
  duplicateFile: 'This file was already imported.',
  fileRequired: 'Choose a trend report file.',
  storeUnknown: 'Choose a store from the catalogue.',
  presetNotFound: 'Preset not found.',
  presetStore: 'This preset belongs to another store.',
  presetNameTaken: 'This store already has a preset with that name.',
  presetNameRequired: 'Name the preset.',
  presetNameTooLong: 'The name is at most 120 characters.',
  unmatchedIsrc: 'No track has this ISRC.',
  unmatchedUpc: 'No release has this UPC.',
  unmatchedBoth: 'No track has this ISRC and no release has this UPC.',
  mappingInvalid: 'The column mapping needs the date and streams columns and the ISRC or UPC column.',
  headerMissing: 'The report has no header line naming its columns.',
  columnMissing: 'The report has no column named {column}.',
  lineTooLong: 'Line {line} of the report is longer than {limit} bytes.',
  reportTooLarge: 'The report is larger than {limit} bytes once decompressed.',
  noLines: 'The report has no usage lines.',
  compressedDamaged: 'The compressed report is damaged.',
  csvOneFile: 'Upload one CSV file at a time; only a DSR report comes in several files.',
  csvUnreadable: 'The report cannot be read: {reason}',
  // DSR flat files: the record number is the file's line number.
  dsrHeadMissing: 'The report does not start with a HEAD record.',
  dsrFootMissing: 'The report has no FOOT record.',
  dsrFootMismatch: 'Record {record}: the FOOT says {field} is {expected}, but the file has {actual}.',
  dsrRecordWidth: 'Record {record}: a {type} record has {min} to {max} fields, this one has {actual}.',
  dsrRecordUnknown: 'Record {record}: unknown record type {type}.',
  dsrNumberInvalid: 'Record {record}: {field} must be a whole number, not "{value}".',
  dsrDateInvalid: 'Record {record}: {field} must be a date (YYYY-MM-DD), not "{value}".',
  dsrBlockUnknown: 'Record {record}: no release or resource block {block} precedes it.',
  dsrSummaryUnknown: 'Record {record}: no summary record {summary} precedes it.',
  dsrPeriodTooLong: 'A trend report covers one day at a time; this one covers {start} to {end}.',
  dsrFilesIncomplete: 'This report is file {number} of {count}: upload all {count} files together.',
  dsrFilesMixed: 'These files belong to different reports ({first} and {other}).',
  // Line problems: the line is skipped and listed with its number.
  lineDate: 'The date is missing or not a date (YYYY-MM-DD).',
  lineDateRange: 'The date is in the future or before 2000.',
  lineStreams: 'The streams are missing or not a whole number of 0 or more.',
  lineCount: '{field} must be a whole number of 0 or more.',
  lineIdentifier: 'The line has neither an ISRC nor a UPC.',
  lineIsrc: 'The ISRC is not valid.',
  lineUpc: 'The UPC must be 12 or 13 digits.',
  lineTerritory: 'The territory must be a two-letter country code.',
  lineSource: 'The source must be one of playlist, library, radio, search, artist_page, other, or empty.',
} as const;

/** A line kept out of the statistics, with the reason (also the reason an unmatched line is unmatched). */
export interface TrendBadLine {
  line: number;
  reason: string;
}

export type TrendImportFormat = 'dsr' | 'csv';

export interface StatsImportResponse {
  id: string;
  store_id: string;
  store_name: string | null;
  preset_id: string | null;
  format: TrendImportFormat;
  file_name: string;
  /** DSR MessageId when the file is a DSR report. */
  message_id: string | null;
  first_day: string | null;
  last_day: string | null;
  lines_total: number;
  lines_matched: number;
  lines_unmatched: number;
  lines_rejected: number;
  streams_total: number;
  /** Days of this store that an earlier import had and this one replaced. */
  days_replaced: number;
  created_at: string;
}

/** GET /admin/stats/imports: newest first. */
export interface StatsImportPage {
  data: StatsImportResponse[];
  meta: PageMeta;
}

export interface StatsImportCount {
  key: string;
  lines: number;
  streams: number;
}

export interface StatsUnmatchedLine {
  line: number;
  day: string;
  territory: string | null;
  isrc: string | null;
  upc: string | null;
  streams: number;
  reason: string;
}

/** GET /admin/stats/imports/{id}. */
export interface StatsImportDetailResponse extends StatsImportResponse {
  by_day: StatsImportCount[];
  by_store: StatsImportCount[];
  by_territory: StatsImportCount[];
  unmatched: StatsUnmatchedLine[];
  /** Lines refused while reading (bad date, bad number…), with their numbers. */
  rejected: TrendBadLine[];
}

/** POST /admin/stats/imports: multipart `file` (one, or every file of a multi-file DSR report), `store_id`, optional `preset_id`. */
export interface StatsImportRequest {
  store_id: string;
  preset_id?: string;
}

export interface StatsPresetResponse {
  id: string;
  store_id: string;
  name: string;
  mapping: TrendColumnMapping;
  created_at: string;
}

/** GET /admin/stats/presets. */
export interface StatsPresetListResponse {
  data: StatsPresetResponse[];
}

export interface StatsPresetRequest {
  store_id: string;
  name: string;
  mapping: TrendColumnMapping;
}

// ---- What artists see ----

export const STATS_GROUPS = ['day', 'week', 'month', 'store', 'territory', 'release', 'track', 'source'] as const;
export type StatsGroup = (typeof STATS_GROUPS)[number];
/** The ranges the page offers; any from/to pair within STATS_MAX_DAYS also works. */
export const STATS_PRESET_DAYS = [7, 28, 90, 365] as const;
export const STATS_MAX_DAYS = 731;

export const STATS_ARTIST_MESSAGES = {
  rangeInvalid: 'Enter the range as two dates (YYYY-MM-DD), the start on or before the end, at most two years apart.',
  groupInvalid: 'Group by day, week, month, store, territory, release, track or source.',
  frequencyInvalid: 'Choose off, daily or weekly.',
  /** 403 on a plan without advanced reporting; the answer carries upgrade_url. */
  advancedOnly: 'Sources, listeners, saves, period comparison and CSV export come with advanced reporting (Producer and Label plans). Upgrade your plan to see them.',
  releaseNotFound: 'Release not found.',
  trackNotFound: 'Track not found.',
  unsubscribed: 'You will no longer receive the streaming report by e-mail.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;

/** What the artist's plan shows: streams by day, store, country, release and track on every plan; the rest with advanced reporting. */
export interface StatsAllowance {
  advanced: boolean;
  upgrade_url: string | null;
}

export interface StatsFigures {
  streams: number;
  /** Sums of the stores' daily listener counts (a listener on two days counts twice); null without advanced reporting. */
  listeners: number | null;
  saves: number | null;
}

export interface StatsSummaryRow extends StatsFigures {
  /** The day, week (its Monday), month (its first day), store id, territory (ZZ: not reported), release id, track id or source. */
  key: string;
  /** What the screen prints: the store's or release's name, "Track — Release", the country code, the date. */
  label: string;
  /** With advanced reporting, for store/territory/release/track/source groups: streams in the previous period of the same length. */
  previous_streams: number | null;
}

/** GET /artist/stats/summary?from=&to=&group_by=&release_id=&track_id=&store_id=&territory= */
export interface StatsSummaryResponse {
  from: string;
  to: string;
  group_by: StatsGroup;
  totals: StatsFigures;
  /** The previous period of the same length (advanced reporting), else null. */
  previous: (StatsFigures & { from: string; to: string }) | null;
  /** Day, week and month groups list every period in the range (zeros included), oldest first; the others, most streams first. */
  rows: StatsSummaryRow[];
  allowance: StatsAllowance;
}

export interface StatsFreshnessStore {
  store_id: string;
  store_name: string;
  /** The newest day this store has reported for any release (not only this artist's). */
  latest_day: string;
}

/** GET /artist/stats/freshness. */
export interface StatsFreshnessResponse {
  stores: StatsFreshnessStore[];
}

export const STATS_REPORT_FREQUENCIES = ['off', 'daily', 'weekly'] as const;
export type StatsReportFrequency = (typeof STATS_REPORT_FREQUENCIES)[number];

/** GET/PUT /artist/stats/report-settings. */
export interface StatsReportSettings {
  frequency: StatsReportFrequency;
}

/** POST /stats/report/unsubscribe/{token}: the e-mail's one-click unsubscribe, no session needed. */
export interface StatsUnsubscribeResponse {
  message: string;
}

/** What the daily collection did with a report found in a store's `reports/` inbox, or with a store it could not reach. */
export const STATS_COLLECTED_OUTCOMES = ['imported', 'duplicate', 'rejected', 'unreachable'] as const;
export type StatsCollectedOutcome = (typeof STATS_COLLECTED_OUTCOMES)[number];

/** One line of GET /admin/stats/collected: a report (every file of a multi-file DSR report together) the job collected. */
export interface StatsCollectedReportResponse {
  id: string;
  store_id: string;
  store_name: string | null;
  /** The inbox file names, comma-separated; null for an unreachable store. */
  file_name: string | null;
  outcome: StatsCollectedOutcome;
  /** The import made, or for a duplicate the earlier import of the same file. */
  import_id: string | null;
  /** Why the report was refused, or why the store could not be reached. */
  reason: string | null;
  collected_at: string;
}

/** GET /admin/stats/collected. */
export interface StatsCollectedReportPage {
  data: StatsCollectedReportResponse[];
  meta: PageMeta;
}

/**
 * Reconciliation: streams reported by trends against units paid by posted royalty imports, per track, store and month.
 * `pending` until the store's reporting lag has passed after the month's end; then `late` when no posted royalty
 * import of that store covers the month; `gap` when more than 20% of the streams went unpaid; `ok` otherwise.
 */
export const RECONCILIATION_STATUSES = ['pending', 'ok', 'gap', 'late'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

export const RECONCILIATION_RULES = { defaultLagDays: 60, minLagDays: 1, maxLagDays: 365, gapPercent: 20, maxMonths: 36, defaultMonths: 12 } as const;

export const RECONCILIATION_MESSAGES = {
  lagInvalid: 'Enter the reporting lag as a whole number of days from 1 to 365.',
  storeNotFound: 'Store not found.',
  monthsInvalid: 'Enter the months as YYYY-MM, the first on or before the last, at most 36 months apart.',
  monthInvalid: 'Enter the month as YYYY-MM.',
} as const;

/** GET /admin/stats/stores: every catalogue store with its reporting lag. */
export interface StatsStoreSettingResponse {
  /** The store id (react-admin's key). */
  id: string;
  store_id: string;
  store_name: string;
  active: boolean;
  reporting_lag_days: number;
  /** No lag was set for this store: the default applies. */
  is_default: boolean;
  updated_at: string | null;
}

export interface StatsStoreSettingPage {
  data: StatsStoreSettingResponse[];
  meta: PageMeta;
}

/** PUT /admin/stats/stores/{store_id}. */
export interface StatsStoreSettingRequest {
  reporting_lag_days: number;
}

/** A track whose store paid more than 20% fewer units than it reported streams for a month, past the store's lag. */
export interface MissingRevenueRow {
  /** month:store:release:track, react-admin's key. */
  id: string;
  /** YYYY-MM. */
  month: string;
  store_id: string;
  store_name: string;
  release_id: string;
  release_title: string | null;
  /** Null for streams a store reported by UPC only (the release, no track). */
  track_id: string | null;
  track_title: string | null;
  isrc: string | null;
  artist_user_id: string;
  artist_name: string | null;
  streamed: number;
  paid_units: number;
  /** (streamed - paid) / streamed, in percent, one decimal. */
  gap_percent: number;
  /** The month's end plus the store's lag. */
  due_date: string;
}

/** GET /admin/stats/reconciliation/missing-revenue?store_id=&month=: newest month first. */
export interface MissingRevenuePage {
  data: MissingRevenueRow[];
  meta: PageMeta;
}

/** A store's month with trends but no posted royalty import covering it, past the store's lag. */
export interface LateReportRow {
  /** month:store. */
  id: string;
  month: string;
  store_id: string;
  store_name: string;
  reporting_lag_days: number;
  due_date: string;
  days_overdue: number;
  /** Streams the store's trends reported that month, every artist's. */
  streams: number;
}

/** GET /admin/stats/reconciliation/late-reports?store_id=&month=: most overdue first. */
export interface LateReportPage {
  data: LateReportRow[];
  meta: PageMeta;
}

/** Figures and status of a month, or of a store within it; gap_percent is over the tracks flagged `gap` only. */
export interface ReconciliationFigures {
  streamed: number;
  paid_units: number;
  /** The worst of its tracks' statuses: gap, then late, then pending, then ok. */
  status: ReconciliationStatus;
  /** When the statement is due: the month's end plus the (latest) store lag. */
  due_date: string;
  /** Share of the flagged tracks' streams left unpaid, in percent (one decimal); null when nothing is flagged. */
  gap_percent: number | null;
}

export interface ArtistReconciliationStore extends ReconciliationFigures {
  store_id: string;
  store_name: string;
}

export interface ArtistReconciliationMonth extends ReconciliationFigures {
  month: string;
  stores: ArtistReconciliationStore[];
}

/** GET /artist/stats/reconciliation?from=YYYY-MM&to=YYYY-MM (default: the last 12 months): newest month first, months with streams or payments only. */
export interface ArtistReconciliationResponse {
  from: string;
  to: string;
  months: ArtistReconciliationMonth[];
}
