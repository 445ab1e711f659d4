// Requests and answers of support tickets (the artist's /artist/tickets and the staff's /admin/tickets).

import type { PageMeta } from '../http/pagination';
import type { TicketPriority, TicketStatus } from '../status/ticket-status';

/** A file on a ticket's first message or a reply: a signed, expiring link for the owner and staff only. */
export interface TicketAttachmentResponse {
  id: string;
  name: string;
  content_type: string;
  size: number;
  url: string;
}

/** One message of the thread after the first one; `is_admin` marks staff ("Support"). */
export interface TicketReplyResponse {
  reply_id: string;
  user_id: string | null;
  message: string;
  created_at: string;
  is_admin: boolean;
  attachments: TicketAttachmentResponse[];
}

/** A ticket as its artist reads it (GET /artist/tickets), replies oldest first. */
export interface TicketResponse {
  ticket_id: string;
  /** The number staff and artists quote ("ticket #17"). */
  number: number;
  user_id: string;
  subject: string;
  message: string;
  priority: TicketPriority;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
  attachments: TicketAttachmentResponse[];
  replies: TicketReplyResponse[];
}

/** GET /artist/tickets: newest first, under `tickets`. */
export interface TicketListResponse {
  tickets: TicketResponse[];
}

/** POST /artist/tickets (JSON, or multipart with up to 3 `attachments`). */
export interface CreateTicketRequest {
  subject: string;
  message: string;
  priority?: TicketPriority;
}

/** POST /artist/tickets/{id}/reply and /admin/tickets/{id}/reply (JSON, or multipart with `attachments`). */
export interface TicketReplyRequest {
  message: string;
}

/** The artist or staff member a ticket or reply is from, as staff see it. */
export interface TicketUserResponse {
  id: string;
  name: string;
  email: string;
}

export interface AdminTicketReplyResponse extends TicketReplyResponse {
  user: TicketUserResponse | null;
}

/** A row of GET /admin/tickets. */
export interface AdminTicketSummary {
  id: string;
  ticket_id: string;
  number: number;
  subject: string;
  message: string;
  status: TicketStatus;
  priority: TicketPriority;
  created_at: string;
  updated_at: string;
  user_id: string;
  user: TicketUserResponse | null;
  replies_count: number;
  /** Since when the ticket waits for a staff answer (its oldest unanswered artist message); null when it does not. */
  waiting_since: string | null;
  /** Whole seconds waited so far (0 when not waiting). */
  waiting_seconds: number;
  /** Waiting for more than one business day (weekends do not count). */
  overdue: boolean;
}

/** GET /admin/tickets/{id}: the ticket with its thread, oldest first. */
export interface AdminTicketDetail extends AdminTicketSummary {
  attachments: TicketAttachmentResponse[];
  replies: AdminTicketReplyResponse[];
}

/** GET /admin/tickets: `data` plus the spec's paging fields at the top and in `meta`. */
export interface AdminTicketPage {
  data: AdminTicketSummary[];
  meta: PageMeta;
  current_page: number;
  last_page: number;
  total: number;
  per_page: number;
}

/** PATCH /admin/tickets/{id}: status or priority (or both). */
export interface AdminTicketUpdateRequest {
  status?: TicketStatus;
  priority?: TicketPriority;
}

// Inbound e-mail: POST /support/inbound-email, the raw MIME message a mail provider forwards.

/**
 * What became of an inbound message: a reply added to its ticket, a ticket opened, the polite
 * automatic answer sent to an unknown sender, nothing (an automatic message, or one already
 * answered recently), or a Message-ID already received (providers retry).
 */
export const INBOUND_EMAIL_OUTCOMES = ['replied', 'ticket_opened', 'auto_answered', 'ignored', 'duplicate'] as const;
export type InboundEmailOutcome = (typeof INBOUND_EMAIL_OUTCOMES)[number];

/** An attachment of the message that was not kept (the ticket attachment rules), and why. */
export interface InboundDroppedAttachment {
  name: string;
  reason: 'type' | 'size' | 'count';
}

/** 202 from POST /support/inbound-email; refused messages answer 422 with an `inbound_*` code. */
export interface InboundEmailResponse {
  outcome: InboundEmailOutcome;
  /** The ticket the message went to (replied, ticket_opened, or the original's for a duplicate). */
  ticket_number?: number;
  dropped_attachments?: InboundDroppedAttachment[];
}

/** The answers' messages, by error code (for the provider's logs; no person reads them in the app). */
export const INBOUND_EMAIL_MESSAGES = {
  inbound_unauthorized: 'The inbound e-mail secret is missing or wrong.',
  inbound_message_too_large: 'The message is larger than the inbound e-mail limit.',
  inbound_unreadable: 'The body is not a MIME message with a sender.',
  inbound_token_forged: 'The reply address is not one we signed.',
  inbound_token_expired: 'The reply address has expired.',
  inbound_ticket_not_found: 'The ticket of this reply address no longer exists.',
  inbound_ticket_archived: 'The ticket is archived and takes no more replies.',
  inbound_sender_refused: 'The sender may not write on this ticket.',
  inbound_sender_unverified: 'The sender failed DMARC.',
  inbound_artist_not_approved: 'The artist account is not approved yet.',
  inbound_empty_message: 'The message has no text of its own (only quoted history) and no attachment.',
  inbound_not_addressed: 'The message is addressed neither to a reply address nor to the support address.',
  inbound_too_many_tickets: 'The sender has opened as many tickets this hour as the site allows.',
} as const;
export type InboundEmailRefusal = keyof typeof INBOUND_EMAIL_MESSAGES;
