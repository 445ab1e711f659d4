import {
  DEFAULT_TICKET_PRIORITY,
  isTicketPriority,
  isTicketStatus,
  normaliseTicketPriority,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_COLORS,
  TICKET_STATUS_COLORS,
  TICKET_STATUSES,
} from './ticket-status';

describe('ticket status and priority', () => {
  it('lists the spec values', () => {
    expect(TICKET_STATUSES).toStrictEqual(['open', 'in_progress', 'closed', 'archived']);
    expect(TICKET_PRIORITIES).toStrictEqual(['low', 'medium', 'high']);
    expect(DEFAULT_TICKET_PRIORITY).toBe('low');
  });

  it('colours every value', () => {
    expect(TICKET_STATUS_COLORS).toStrictEqual({
      open: 'info',
      in_progress: 'warning',
      closed: 'success',
      archived: 'default',
    });
    expect(TICKET_PRIORITY_COLORS).toStrictEqual({ low: 'default', medium: 'warning', high: 'error' });
  });

  it('guards values', () => {
    expect(isTicketStatus('in_progress')).toBe(true);
    expect(isTicketStatus('in progress')).toBe(false);
    expect(isTicketPriority('high')).toBe(true);
    expect(isTicketPriority('urgent')).toBe(false);
  });

  it('defaults unknown priorities to low', () => {
    expect(normaliseTicketPriority('High ')).toBe('high');
    expect(normaliseTicketPriority('medium')).toBe('medium');
    expect(normaliseTicketPriority('urgent')).toBe('low');
    expect(normaliseTicketPriority(undefined)).toBe('low');
  });
});
