import { fileTypeFromBuffer } from 'file-type';
import { canonicalContentType } from './storage-key';

export const CONTENT_SNIFF_BYTES = 4100;

export const CONTENT_TYPES = {
  documents: ['image/jpeg', 'image/png', 'application/pdf'],
  images: ['image/jpeg', 'image/png'],
  audio: ['audio/wav', 'audio/flac', 'audio/mpeg', 'audio/aac', 'audio/mp4'],
} as const satisfies Record<string, readonly string[]>;

const VARIANTS: Record<string, string> = {
  'image/apng': 'image/png', // an animated PNG is a valid PNG
};

export async function sniffContentType(head: Uint8Array, accepted: readonly string[]): Promise<string | null> {
  if (head.length === 0) return null;
  const detected = await fileTypeFromBuffer(head.subarray(0, CONTENT_SNIFF_BYTES));
  if (!detected) return null;
  const type = canonicalContentType(VARIANTS[detected.mime] ?? detected.mime);
  return accepted.includes(type) ? type : null;
}
