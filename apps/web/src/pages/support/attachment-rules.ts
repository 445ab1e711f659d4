import { SUPPORT_MESSAGES, TICKET_ATTACHMENT_UPLOAD } from '@soundpost/contracts';

const EXTENSIONS: readonly string[] = TICKET_ATTACHMENT_UPLOAD.extensions;
const MIME_TYPES: readonly string[] = TICKET_ATTACHMENT_UPLOAD.mimeTypes;

/**
 * The form's own check of chosen files (at most 3, PNG, JPG or PDF, 5 MB each), so the artist hears it before
 * uploading; the server judges the content again. Returns the message, or null when the files may go.
 */
export function attachmentsError(files: readonly File[]): string | null {
  if (files.length > TICKET_ATTACHMENT_UPLOAD.maxFiles) return SUPPORT_MESSAGES.tooManyAttachments;
  for (const file of files) {
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!MIME_TYPES.includes(file.type) && !EXTENSIONS.includes(extension)) return SUPPORT_MESSAGES.attachmentType;
    if (file.size > TICKET_ATTACHMENT_UPLOAD.maxBytes) return SUPPORT_MESSAGES.attachmentTooLarge;
  }
  return null;
}
