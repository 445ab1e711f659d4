/**
 * What an identity document really is, from its first bytes (spec: jpg, jpeg, png or pdf, decided
 * by content, never by the file's name or the type the client declares).
 */
const SIGNATURES: ReadonlyArray<{ contentType: string; bytes: readonly number[] }> = [
  { contentType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { contentType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

/** How many leading bytes `detectDocumentType` needs to decide. */
export const DOCUMENT_SIGNATURE_BYTES = Math.max(...SIGNATURES.map((s) => s.bytes.length));

/** The canonical content type of a jpg, png or pdf file, or null for anything else. */
export function detectDocumentType(head: Uint8Array): string | null {
  const match = SIGNATURES.find((s) => head.length >= s.bytes.length && s.bytes.every((b, i) => head[i] === b));
  return match?.contentType ?? null;
}
