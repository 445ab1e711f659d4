import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { isValidIsrc, normaliseIsrc, STATS_LIMITS, STATS_MESSAGES } from '@soundpost/contracts';
import { openBoundedText, startsLikeGzip, TextLimitError, type TextLimits } from '@soundpost/server-core/bounded-text';
import { DomainError } from '@soundpost/server-core/http';

/**
 * Sentences the readers need that STATS_MESSAGES does not have yet (proposed there under these keys).
 */
/** The message with each {name} replaced. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The 422 every refused report answers, on the `file` field. */
export function refuse(message: string): DomainError {
  return DomainError.validation({ file: [message] }, message);
}

export async function isGzipFile(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return startsLikeGzip(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}

/** The file's text (gunzipped when it starts like gzip), bounded by the line and size limits. */
export async function openTrendText(path: string, limits: TextLimits): Promise<Readable> {
  return openBoundedText(path, await isGzipFile(path), limits);
}

/** A read failure as the 422 the user can act on; anything else unchanged. */
export function readError(error: unknown): unknown {
  if (error instanceof TextLimitError) {
    const limit = String(error.limit);
    if (error.kind === 'line_too_long') return refuse(fill(STATS_MESSAGES.lineTooLong, { line: String(error.line), limit }));
    return refuse(fill(STATS_MESSAGES.reportTooLarge, { limit }));
  }
  if (error instanceof Error && 'code' in error && (error.code === 'Z_DATA_ERROR' || error.code === 'Z_BUF_ERROR')) return refuse(STATS_MESSAGES.compressedDamaged);
  return error;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD when the text is that calendar day, else null. */
export function isoDay(text: string): string | null {
  const m = ISO_DAY.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text : null;
}

/** A CSV date: YYYY-MM-DD, YYYYMMDD, or a date-time starting with YYYY-MM-DD. */
export function looseDay(text: string): string | null {
  if (/^\d{8}$/.test(text)) return isoDay(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6)}`);
  const head = /^(\d{4}-\d{2}-\d{2})(?:[T ]|$)/.exec(text);
  return head ? isoDay(head[1]) : null;
}

/** Days in [2000-01-01, today]; ISO days compare as text. */
export function dayInRange(day: string, today: string): boolean {
  return day >= STATS_LIMITS.earliestDay && day <= today;
}

/** A count of 0 or more (a trailing ".0" tolerated), else null. */
export function wholeCount(text: string): number | null {
  if (!/^\d+(?:\.0+)?$/.test(text)) return null;
  const n = parseInt(text, 10);
  return Number.isSafeInteger(n) ? n : null;
}

/** Stores write a worldwide figure as WW, ZZ or DDEX's Worldwide. */
const WORLDWIDE = new Set(['WW', 'ZZ', 'WORLDWIDE']);

/** `{ ok, value }`: upper-case alpha-2, null for empty or worldwide; not ok for anything else. */
export function territoryOf(text: string): { ok: true; value: string | null } | { ok: false } {
  const code = text.trim().toUpperCase();
  if (!code || WORLDWIDE.has(code)) return { ok: true, value: null };
  return /^[A-Z]{2}$/.test(code) ? { ok: true, value: code } : { ok: false };
}

/** The compact ISRC, or null when the text is not one. */
export function isrcOf(text: string): string | null {
  const isrc = normaliseIsrc(text);
  return isValidIsrc(isrc) ? isrc : null;
}

/** UPC-A (12) or EAN-13 digits, spaces and hyphens dropped; null when the text is not one. */
export function upcOf(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return /^\d{12,13}$/.test(digits) ? digits : null;
}
