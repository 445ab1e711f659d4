import type { StreamSource, TrendBadLine, TrendColumnMapping, TrendImportFormat } from '@soundpost/contracts';
import type { TextLimits } from '@soundpost/server-core/bounded-text';

/** One usage line of a trend report: streams of one recording (or release) on one day, in one territory, from one source. */
export interface TrendLine {
  /** The line's number in its file (for DSR, the record number; for a multi-file report, numbered across the files in order). */
  lineNo: number;
  /** YYYY-MM-DD. */
  day: string;
  /** ISO 3166-1 alpha-2, upper case; null for a worldwide figure. */
  territory: string | null;
  /** Compact ISRC (12 characters, upper case), or null. */
  isrc: string | null;
  /** UPC/EAN digits, or null. */
  upc: string | null;
  streams: number;
  listeners: number | null;
  saves: number | null;
  source: StreamSource;
}

export interface TrendReadOptions {
  /** Null: Soundpost's own CSV layout (SOUNDPOST_TREND_HEADER), or a DSR file (told apart by its first record). */
  mapping: TrendColumnMapping | null;
  /** Lines dated after this day (YYYY-MM-DD, the server's today) are refused by line. */
  today: string;
  limits: TextLimits;
}

export interface TrendReadHooks {
  /** May return a promise when the consumer is behind: the reader waits for it before reading on. */
  onLine(line: TrendLine): void | Promise<void>;
  onBad(bad: TrendBadLine): void;
  onProgress?(linesRead: number): void;
  progressEvery?: number;
}

export interface TrendReadSummary {
  format: TrendImportFormat;
  /** DSR MessageId, else null. */
  messageId: string | null;
  /** Lines read, good and bad. */
  linesRead: number;
}
