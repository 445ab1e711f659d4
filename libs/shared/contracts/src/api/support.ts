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
