import { ARTWORK_MESSAGES, validateArtworkDimensions, validateArtworkFile } from '@soundpost/contracts';

export type ImageHeader =
  | { readonly kind: 'png' | 'jpeg'; readonly width: number; readonly height: number }
  | { readonly kind: 'other-image' }
  | { readonly kind: 'unknown' };

/** Bytes read before giving up on finding a JPEG's frame header; EXIF blocks with thumbnails sit before it. */
const HEAD_BYTES = 512 * 1024;

function readBytes(blob: Blob): Promise<Uint8Array> {
  // FileReader rather than Blob.arrayBuffer, which older browsers (and jsdom) lack.
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(blob);
  });
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((value, i) => bytes[offset + i] === value);

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

function isOtherImage(bytes: Uint8Array): boolean {
  return (
    startsWith(bytes, ascii('GIF8')) ||
    (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) ||
    startsWith(bytes, ascii('BM')) ||
    startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) ||
    startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]) ||
    startsWith(bytes, ascii('ftyp'), 4)
  );
}

function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  // Signature, then the IHDR chunk: length (4), type (4), width (4), height (4), all big-endian.
  if (bytes.length < 24 || !startsWith(bytes, ascii('IHDR'), 12)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The frame header (SOF0..SOF15 but DHT, JPG and DAC) holds the size; other segments are skipped by length. */
function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image, or scan data before any frame header
    const length = (bytes[offset + 2] << 8) | bytes[offset + 3];
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (offset + 9 > bytes.length) return null;
      return { height: (bytes[offset + 5] << 8) | bytes[offset + 6], width: (bytes[offset + 7] << 8) | bytes[offset + 8] };
    }
    offset += 2 + length;
  }
  return null;
}

/** Without decoding: a 35 MB file can hold a picture far too large to decode in a browser tab. */
export async function readImageHeader(file: Blob): Promise<ImageHeader> {
  let bytes = await readBytes(file.slice(0, HEAD_BYTES));
  if (startsWith(bytes, PNG_SIGNATURE)) {
    const size = pngSize(bytes);
    return size ? { kind: 'png', ...size } : { kind: 'unknown' };
  }
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) {
    let size = jpegSize(bytes);
    if (!size && file.size > bytes.length) {
      bytes = await readBytes(file);
      size = jpegSize(bytes);
    }
    return size ? { kind: 'jpeg', ...size } : { kind: 'unknown' };
  }
  return isOtherImage(bytes) ? { kind: 'other-image' } : { kind: 'unknown' };
}

export interface ArtworkCheck {
  readonly ok: boolean;
  readonly error?: string;
  readonly width?: number;
  readonly height?: number;
}

/** The server checks them again. */
export async function checkArtwork(file: File): Promise<ArtworkCheck> {
  const basic = validateArtworkFile(file);
  if (!basic.ok) return { ok: false, error: basic.error };
  let header: ImageHeader;
  try {
    header = await readImageHeader(file);
  } catch {
    return { ok: false, error: ARTWORK_MESSAGES.unreadable };
  }
  if (header.kind === 'other-image') return { ok: false, error: ARTWORK_MESSAGES.onlyJpgOrPng };
  if (header.kind === 'unknown') return { ok: false, error: ARTWORK_MESSAGES.unreadable };
  const size = validateArtworkDimensions(header.width, header.height);
  if (!size.ok) return { ok: false, error: size.error, width: header.width, height: header.height };
  return { ok: true, width: header.width, height: header.height };
}
