import { CONTENT_TYPES, sniffContentType } from '@soundpost/server-core/storage';

export const DOCUMENT_CONTENT_TYPES = CONTENT_TYPES.documents;

export function detectDocumentType(head: Uint8Array): Promise<string | null> {
  return sniffContentType(head, DOCUMENT_CONTENT_TYPES);
}
