import { SUPPORT_MESSAGES, TICKET_LIMITS } from '@soundpost/contracts';

/** Tickets a person may open per hour, on the site and by e-mail alike (one bucket, keyed by the person). */
export const TICKET_CREATE_RATE_LIMIT = { bucket: 'ticket-create', points: TICKET_LIMITS.perHour, duration: 3600, key: 'actor', message: SUPPORT_MESSAGES.rateLimited } as const;
