/** Inclusive byte positions of one part of a file, as HTTP counts them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one range a `Range` header asks for within a file of `size` bytes (RFC 9110 §14):
 * - `null`: no usable Range (absent, not `bytes=`, malformed, or several ranges): serve the whole
 *   file with 200, which the RFC allows; audio players only ever ask for one range;
 * - `'unsatisfiable'`: a well-formed range that starts past the end (416);
 * - else the range, its end clamped to the last byte (`bytes=0-` of a 10-byte file is 0-9).
 */
export function parseRangeHeader(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (!Number.isSafeInteger(length)) return null;
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
