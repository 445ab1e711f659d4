import type { StatsImportCount } from '@soundpost/contracts';
import type { TrendLine } from '../trends/trend-line';
import { LINE_COLUMNS } from './line-columns';
import { type CopyBinaryRows, NULL_FIELD, textField, uuidField } from './copy-binary-rows';
import type { RollupSpool } from './rollup-spool';
import { type TrendMatch, type UnmatchedReason, unmatchedReason } from './trend-match';

const NO_MATCH = Buffer.concat([NULL_FIELD, NULL_FIELD, NULL_FIELD]);
/** Unmatched lines listed on the import, the first by line number, as StatsLinesRepository.unmatched lists them. */
const UNMATCHED_KEPT = 200;

export interface UnmatchedLine {
  line: number;
  day: string;
  territory: string | null;
  isrc: string | null;
  upc: string | null;
  streams: number;
  reason_code: UnmatchedReason;
}

/** What the import's lines add up to, counted as they are written (no second pass over the table). */
export interface WrittenCounts {
  lines: number;
  matched: number;
  streams: number;
  /** The days the lines cover, sorted. */
  days: string[];
  /** Lines and streams by day and by territory ('ZZ' for none), sorted by key: the import's breakdown as written. */
  byDay: StatsImportCount[];
  byTerritory: StatsImportCount[];
  unmatched: UnmatchedLine[];
}

type Tally = Map<string, { lines: number; streams: number }>;

function add(tally: Tally, key: string, streams: number): void {
  const entry = tally.get(key);
  if (entry) {
    entry.lines++;
    entry.streams += streams;
  } else tally.set(key, { lines: 1, streams });
}

const sorted = (tally: Tally): StatsImportCount[] => [...tally.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([key, t]) => ({ key, ...t }));

/**
 * Writes one import's lines, matched as they come, straight into stats_daily_lines by a binary COPY. A month's partition must
 * exist before a row for it is sent, and no statement can run on a connection in COPY: the first line of a month not
 * seen yet ends the current COPY, and `open` makes the partition and starts the next. A one-day DSR is one COPY.
 * Every value is already checked by the readers (ISO day, ISRC, digits, alpha-2, a source word), so only the store id
 * is encoded, once, like the import id.
 */
export class DailyLinesWriter {
  private copy: CopyBinaryRows | null = null;
  private readonly months = new Set<string>();
  private readonly byDay: Tally = new Map();
  private readonly byTerritory: Tally = new Map();
  private readonly unmatched: UnmatchedLine[] = [];
  private readonly importField: Buffer;
  private readonly storeField: Buffer;
  private lines = 0;
  private matched = 0;
  private streams = 0;

  constructor(
    importId: string,
    storeId: string,
    private readonly match: TrendMatch,
    private readonly open: (month: string) => Promise<CopyBinaryRows>,
    private readonly rollups?: RollupSpool,
  ) {
    this.importField = uuidField(importId);
    this.storeField = textField(storeId);
  }

  /** Returns a promise only when the database is behind or a new month starts: the reader waits for it. */
  write(line: TrendLine): void | Promise<void> {
    const month = line.day.slice(0, 7);
    if (this.copy === null || !this.months.has(month)) return this.startMonth(month, line);
    return this.put(this.copy, line);
  }

  private async startMonth(month: string, line: TrendLine): Promise<void> {
    const current = this.copy;
    this.copy = null;
    if (current) await current.end();
    this.copy = await this.open(month);
    this.months.add(month);
    await this.put(this.copy, line);
  }

  private put(copy: CopyBinaryRows, l: TrendLine): Promise<void> | undefined {
    const match = this.match.columns(l.isrc, l.upc);
    this.lines++;
    this.streams += l.streams;
    add(this.byDay, l.day, l.streams);
    add(this.byTerritory, l.territory ?? 'ZZ', l.streams);
    let reason: string | null = null;
    let spooled: Promise<void> | undefined;
    if (match !== null) {
      this.matched++;
      spooled = this.rollups?.add(match, `${l.day}\t${l.territory ?? 'ZZ'}\t${l.source}`, l.streams, l.listeners, l.saves);
    } else {
      const code = unmatchedReason(l.isrc, l.upc);
      reason = code;
      if (this.unmatched.length < UNMATCHED_KEPT) this.unmatched.push({ line: l.lineNo, day: l.day, territory: l.territory, isrc: l.isrc, upc: l.upc, streams: l.streams, reason_code: code });
    }
    // In LINE_COLUMNS' order.
    const sent = copy
      .row(LINE_COLUMNS.length)
      .fields(this.importField)
      .int4(l.lineNo)
      .date(l.day)
      .fields(this.storeField)
      .ascii(l.territory)
      .ascii(l.isrc)
      .ascii(l.upc)
      .fields(match === null ? NO_MATCH : this.match.fields(match))
      .int8(l.streams)
      .int8(l.listeners)
      .int8(l.saves)
      .ascii(l.source)
      .ascii(reason)
      .endRow();
    return spooled && sent ? Promise.all([spooled, sent]).then(() => undefined) : (spooled ?? sent);
  }

  /** Sends what is left and waits until the last COPY has finished. */
  async end(): Promise<WrittenCounts> {
    const current = this.copy;
    this.copy = null;
    if (current) await current.end();
    const byDay = sorted(this.byDay);
    const unmatched = [...this.unmatched].sort((a, b) => a.line - b.line);
    return { lines: this.lines, matched: this.matched, streams: this.streams, days: byDay.map((d) => d.key), byDay, byTerritory: sorted(this.byTerritory), unmatched };
  }

  /** Fails the COPY in progress, so the connection leaves COPY mode and the transaction can roll back. */
  async abort(error: Error): Promise<void> {
    const current = this.copy;
    this.copy = null;
    if (current) await current.abort(error);
  }
}
