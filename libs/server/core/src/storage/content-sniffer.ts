import { fileTypeFromBuffer } from 'file-type';
import { canonicalContentType } from './storage-key';

/**
 * How many leading bytes `sniffContentType` looks at: file-type's own sample size, enough for every
 * format we accept (an MP3's ID3 header, an M4A's `ftyp` box, a PNG's first chunk).
 */
export const CONTENT_SNIFF_BYTES = 4100;

/** Families the forms accept, as the canonical types files are stored and served as. */
export const CONTENT_TYPES = {
  documents: ['image/jpeg', 'image/png', 'application/pdf'],
  images: ['image/jpeg', 'image/png'],
  audio: ['audio/wav', 'audio/flac', 'audio/mpeg', 'audio/aac', 'audio/mp4'],
} as const satisfies Record<string, readonly string[]>;

/** file-type's names for variants we store as their base format. */
const VARIANTS: Record<string, string> = {
  'image/apng': 'image/png', // an animated PNG is a valid PNG
};

/**
 * What a file really is, from its first bytes (the `file-type` library's magic numbers), as the
 * canonical content type we store it under; null when the bytes are not a known format or not
 * one of `accepted`. Uploads are judged by this, never by their name or the type a client declares.
 */
export async function sniffContentType(head: Uint8Array, accepted: readonly string[]): Promise<string | null> {
  if (head.length === 0) return null;
  const detected = await fileTypeFromBuffer(head.subarray(0, CONTENT_SNIFF_BYTES));
  if (!detected) return null;
  const type = canonicalContentType(VARIANTS[detected.mime] ?? detected.mime);
  return accepted.includes(type) ? type : null;
}
