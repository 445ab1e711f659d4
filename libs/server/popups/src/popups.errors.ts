import { ADMIN_MESSAGES } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';

export const POPUP_MESSAGES = {
  titleRequired: ADMIN_MESSAGES.titleRequired,
  messageRequired: ADMIN_MESSAGES.messageRequired,
  titleTooLong: 'Title must be at most 255 characters.',
  messageTooLong: 'Message must be at most 20000 characters.',
  type: 'Type must be info, warning, success or error.',
  showFrom: 'Show from must be an ISO date or null.',
  showUntil: 'Show until must be an ISO date or null.',
  window: 'Show until must be after show from.',
  status: 'Status must be true or false.',
  notFound: 'Popup not found.',
} as const;

export const PopupsErrors = {
  notFound: () => DomainError.notFound(POPUP_MESSAGES.notFound, 'popup_not_found'),
  messageRequired: () => DomainError.validation({ message: [POPUP_MESSAGES.messageRequired] }),
  windowReversed: () => DomainError.validation({ show_until: [POPUP_MESSAGES.window] }),
};
