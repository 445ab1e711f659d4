import { isOneOf } from '../util/one-of';
import type { StatusColor } from './status-color';

export const TICKET_STATUSES = ['open', 'in_progress', 'closed', 'archived'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

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

export function normaliseTicketPriority(value: unknown): TicketPriority {
  const key = typeof value === 'string' ? value.trim().toLowerCase() : value;
  return isTicketPriority(key) ? key : DEFAULT_TICKET_PRIORITY;
}
