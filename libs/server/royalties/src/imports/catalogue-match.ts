import type { Readable } from 'node:stream';
import type { RoyaltyUnmatchedReason } from '@soundpost/contracts';
import type { CopyChunks, ReportLine } from './report-reader';
import { forEachCopyRow } from '@soundpost/server-core/database';

/** An unmatched line's match columns: track_id, release_id, owner_user_id, matched_by, unmatched_reason (COPY text). */
const UNMATCHED: Record<RoyaltyUnmatchedReason, Buffer> = {
  no_identifier: Buffer.from('\\N\t\\N\t\\N\t\\N\tno_identifier'),
  unknown_isrc: Buffer.from('\\N\t\\N\t\\N\t\\N\tunknown_isrc'),
  unknown_upc: Buffer.from('\\N\t\\N\t\\N\t\\N\tunknown_upc'),
  unknown_isrc_and_upc: Buffer.from('\\N\t\\N\t\\N\t\\N\tunknown_isrc_and_upc'),
};

/** Every identifier's match columns, encoded once, end to end in one growing Buffer. */
class Fragments {
  /** A matched line's columns are 80 to 120 bytes: sized once for the count expected, grown only if the catalogue grew meanwhile. */
  bytes: Buffer;
  /** Entry i is bytes[ends[i - 1] (or 0) .. ends[i]). */
  readonly ends: number[] = [];
  private length = 0;

  constructor(expected: number) {
    this.bytes = Buffer.allocUnsafeSlow(Math.max(expected, 1024) * 120);
  }

  add(text: string): number {
    if (this.length + text.length * 3 > this.bytes.length) {
      const bigger = Buffer.allocUnsafeSlow(Math.max(this.bytes.length * 2, this.length + text.length * 3));
      this.bytes.copy(bigger, 0, 0, this.length);
      this.bytes = bigger;
    }
    this.length += this.bytes.write(text, this.length, 'utf8');
    return this.ends.push(this.length) - 1;
  }

  writeTo(out: CopyChunks, entry: number): void {
    out.bytes(this.bytes, entry === 0 ? 0 : this.ends[entry - 1], this.ends[entry]);
  }
}

/**
 * The catalogue's identifiers held in memory for one import, so each line is matched as it is parsed and written
 * once, by a COPY straight into royalty_lines. The rules of the SQL match: the ISRC's track, else the release of
 * the UPC, else of its other spelling.
 */
export class CatalogueMatch {
  private constructor(
    private readonly fragments: Fragments,
    private readonly byIsrc: Map<string, number>,
    private readonly byUpc: Map<string, number>,
  ) {}

  /** Reads `COPY … TO STDOUT` text rows of (kind 't' or 'r', identifier, track_id, release_id, owner_user_id, matched_by). */
  static async load(rows: Readable, expected: number): Promise<CatalogueMatch> {
    const fragments = new Fragments(expected);
    const byIsrc = new Map<string, number>();
    const byUpc = new Map<string, number>();
    const take = (row: string) => {
      const keyEnd = row.indexOf('\t', 2);
      const key = row.slice(2, keyEnd);
      // Catalogue identifiers are letters and digits, never escaped; anything else could not equal a checked report value.
      if (key.includes('\\')) return;
      // The rest of the row is already COPY text of the match columns; the reason is null.
      (row[0] === 't' ? byIsrc : byUpc).set(key, fragments.add(`${row.slice(keyEnd + 1)}\t\\N`));
    };
    await forEachCopyRow(rows, take);
    return new CatalogueMatch(fragments, byIsrc, byUpc);
  }

  /** Writes the match columns of a line's COPY row, in royalty_lines' order. */
  writeColumns(line: ReportLine, out: CopyChunks): void {
    const entry =
      (line.isrc === null ? undefined : this.byIsrc.get(line.isrc)) ??
      (line.upc === null ? undefined : this.byUpc.get(line.upc)) ??
      (line.upcAlt === null ? undefined : this.byUpc.get(line.upcAlt));
    if (entry !== undefined) return this.fragments.writeTo(out, entry);
    const unmatched = UNMATCHED[reasonOf(line)];
    out.bytes(unmatched, 0, unmatched.length);
  }
}

function reasonOf(line: ReportLine): RoyaltyUnmatchedReason {
  if (line.isrc === null && line.upc === null) return 'no_identifier';
  if (line.upc === null) return 'unknown_isrc';
  if (line.isrc === null) return 'unknown_upc';
  return 'unknown_isrc_and_upc';
}
