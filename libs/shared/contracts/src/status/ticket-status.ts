import { isOneOf } from '../util/one-of';
import type { StatusColor } from './status-color';

export const TICKET_STATUSES = ['open', 'in_progress', 'closed', 'archived'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Spec silent on colours: open needs attention, in progress is being handled, closed/archived are done. */
export const TICKET_STATUS_COLORS: Readonly<Record<TicketStatus, StatusColor>> = {
  open: 'info',
  in_progress: 'warning',
  closed: 'success',
  archived: 'default',
};

export const TICKET_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];

export const DEFAULT_TICKET_PRIORITY: TicketPriority = 'low';

export const TICKET_PRIORITY_COLORS: Readonly<Record<TicketPriority, StatusColor>> = {
  low: 'default',
  medium: 'warning',
  high: 'error',
};

export function isTicketStatus(value: unknown): value is TicketStatus {
  return isOneOf(TICKET_STATUSES, value);
}

export function isTicketPriority(value: unknown): value is TicketPriority {
  return isOneOf(TICKET_PRIORITIES, value);
}

/** Unknown or missing priority becomes the default, as the create-ticket form does. */
export function normaliseTicketPriority(value: unknown): TicketPriority {
  const key = typeof value === 'string' ? value.trim().toLowerCase() : value;
  return isTicketPriority(key) ? key : DEFAULT_TICKET_PRIORITY;
}
