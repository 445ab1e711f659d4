import type { Readable } from 'node:stream';
import { forEachCopyRow } from '@soundpost/server-core/database';
import { NULL_FIELD, uuidField } from './copy-binary-rows';

/** Why a line matched nothing, as stats_daily_lines.unmatched_reason holds it. */
export type UnmatchedReason = 'unknown_isrc' | 'unknown_upc' | 'unknown_isrc_and_upc';

/** A UPC-A and its EAN-13 spelling (leading 0) name the same product. */
export function upcAlt(upc: string | null): string | null {
  if (!upc) return null;
  if (upc.length === 12) return `0${upc}`;
  if (upc.length === 13 && upc.startsWith('0')) return upc.slice(1);
  return null;
}

/** The reason of a line that matched nothing (every line has an ISRC or a UPC: the readers refuse the others). */
export function unmatchedReason(isrc: string | null, upc: string | null): UnmatchedReason {
  if (upc === null) return 'unknown_isrc';
  if (isrc === null) return 'unknown_upc';
  return 'unknown_isrc_and_upc';
}

/**
 * The catalogue's identifiers held in memory for one import, so each line is matched as it is read and written once,
 * by a COPY straight into stats_daily_lines. Each entry is the COPY text of the match columns (track_id, release_id,
 * owner_user_id), made once per identifier. The rules of the SQL match: the ISRC's track, else the release of the
 * UPC, else of its other spelling.
 */
export class TrendMatch {
  /** The match columns as binary COPY fields, made once per catalogue entry met. */
  private readonly binary = new Map<string, Buffer>();

  private constructor(
    private readonly byIsrc: Map<string, string>,
    private readonly byUpc: Map<string, string>,
  ) {}

  /** Reads `COPY … TO STDOUT` text rows of (kind 't' or 'r', identifier, track_id, release_id, owner_user_id). */
  static async load(rows: Readable): Promise<TrendMatch> {
    const byIsrc = new Map<string, string>();
    const byUpc = new Map<string, string>();
    const take = (row: string) => {
      const keyEnd = row.indexOf('\t', 2);
      const key = row.slice(2, keyEnd);
      // Catalogue identifiers are letters and digits, never escaped; anything else could not equal a checked report value.
      if (key.includes('\\')) return;
      const map = row[0] === 't' ? byIsrc : byUpc;
      // The first wins, as a join's first row would; the catalogue keeps ISRCs and UPCs unique anyway.
      if (!map.has(key)) map.set(key, row.slice(keyEnd + 1));
    };
    await forEachCopyRow(rows, take);
    return new TrendMatch(byIsrc, byUpc);
  }

  /** The binary COPY fields (track_id, release_id, owner_user_id) of match columns `columns` answered. */
  fields(columns: string): Buffer {
    let fields = this.binary.get(columns);
    if (fields === undefined) {
      fields = Buffer.concat(columns.split('\t').map((cell) => (cell === '\\N' ? NULL_FIELD : uuidField(cell))));
      this.binary.set(columns, fields);
    }
    return fields;
  }

  /** The match columns' COPY text for a line, or null when nothing in the catalogue has its ISRC or either UPC spelling. */
  columns(isrc: string | null, upc: string | null): string | null {
    if (isrc !== null) {
      const track = this.byIsrc.get(isrc);
      if (track !== undefined) return track;
    }
    if (upc === null) return null;
    return this.byUpc.get(upc) ?? this.byUpc.get(upcAlt(upc) ?? '') ?? null;
  }
}
