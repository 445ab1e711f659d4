import { CONTENT_TYPES, sniffContentType } from '@soundpost/server-core/storage';

/**
 * What an identity document really is (spec: jpg, jpeg, png or pdf), decided by content, never by
 * the file's name or the type the client declares. The format recognition is core storage's
 * (`sniffContentType`, shared with artwork and audio uploads); this names the documents' rule.
 */
export const DOCUMENT_CONTENT_TYPES = CONTENT_TYPES.documents;

/** The canonical content type of a jpg, png or pdf file from its first bytes, or null for anything else. */
export function detectDocumentType(head: Uint8Array): Promise<string | null> {
  return sniffContentType(head, DOCUMENT_CONTENT_TYPES);
}
