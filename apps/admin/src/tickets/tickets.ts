import { TICKET_PRIORITIES, TICKET_STATUSES } from '@soundpost/contracts';

const label = (value: string) => (value.charAt(0).toUpperCase() + value.slice(1)).replace('_', ' ');

export const TICKET_STATUS_CHOICES = TICKET_STATUSES.map((id) => ({ id, name: label(id) }));
export const TICKET_PRIORITY_CHOICES = TICKET_PRIORITIES.map((id) => ({ id, name: label(id) }));

export const TICKET_SORTS = [
  { id: 'newest', name: 'Newest', order: 'DESC' },
  { id: 'oldest', name: 'Oldest', order: 'ASC' },
  { id: 'waiting', name: 'Longest waiting', order: 'ASC' },
] as const;

/** Our wording for a sent staff reply (spec 002 quotes none). */
export const REPLY_SENT = 'Reply sent.';

export const formatWait = (seconds: unknown): string => {
  const s = typeof seconds === 'number' && Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  if (s === 0) return '—';
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3_600);
  const minutes = Math.floor((s % 3_600) / 60);
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${minutes} min`;
  return `${Math.max(1, minutes)} min`;
};
