import { SUPPORT_MESSAGES, TICKET_ATTACHMENT_UPLOAD } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';

const FIELD = TICKET_ATTACHMENT_UPLOAD.fieldName;

export const SupportErrors = {
  /** Missing, or another artist's: never say which. */
  ticketNotFound: () => DomainError.notFound(SUPPORT_MESSAGES.notFound, 'ticket_not_found'),
  archived: () => new DomainError('ticket_archived', SUPPORT_MESSAGES.archived, 409),
  attachmentType: () => new DomainError('invalid_file_type', SUPPORT_MESSAGES.attachmentType, 422, { [FIELD]: [SUPPORT_MESSAGES.attachmentType] }),
  attachmentTooLarge: () => new DomainError('file_too_large', SUPPORT_MESSAGES.attachmentTooLarge, 413),
  tooManyAttachments: () => new DomainError('too_many_files', SUPPORT_MESSAGES.tooManyAttachments, 422, { [FIELD]: [SUPPORT_MESSAGES.tooManyAttachments] }),
  attachmentNotFound: () => DomainError.notFound('Attachment not found.', 'attachment_not_found'),
};
