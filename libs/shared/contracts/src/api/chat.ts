// Requests, answers and live events of the live chat: the artist's /artist/chat and the staff's
// /admin/chats. A chat becomes a support ticket when it ends (its transcript is the ticket's thread).

import type { PageMeta } from '../http/pagination';
import type { TicketAttachmentResponse, TicketUserResponse } from './support';

export const CHAT_LIMITS = {
  /** Characters of one message. */
  bodyMax: 2000,
  /** Messages an artist may send per minute. */
  perMinute: 20,
  /** Files on one message (the ticket attachment rules apply to each). */
  maxFiles: 3,
  /** Messages a chat shows at once (GET answers the newest this many, oldest first). */
  historyMax: 200,
} as const;

/** The multipart field a message's files come in (as on tickets). */
export const CHAT_ATTACHMENT_FIELD = 'attachments';

/** What users read, word for word; the web app and the back office translate them. */
export const CHAT_MESSAGES = {
  bodyRequired: 'Write a message.',
  bodyTooLong: 'A message may not be longer than 2000 characters.',
  rateLimited: 'You are sending messages too quickly. Wait a minute and try again.',
  chatNotFound: 'Chat not found.',
  chatEnded: 'This chat has ended. Start a new one or answer the ticket it became.',
  lastIdInvalid: 'The last message id must be a whole number.',
  clientIdInvalid: 'The client id must be a UUID.',
  streamOnly: 'This address sends a live event stream: ask for it with Accept: text/event-stream.',
} as const;

/**
 * waiting: the artist wrote and no staff member has answered yet; active: a staff member answered;
 * ended: closed, its transcript kept as ticket `ticket_number`.
 */
export const CHAT_STATUSES = ['waiting', 'active', 'ended'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

/** Why a chat ended (and became a ticket). */
export const CHAT_END_REASONS = ['artist', 'staff', 'no_answer', 'office_closed', 'artist_left'] as const;
export type ChatEndReason = (typeof CHAT_END_REASONS)[number];

/**
 * What a notice message in the thread says (the app words it from the code and `params`):
 * staff_joined {name}; office_closed {ticket_number, opens_at}; no_answer {ticket_number};
 * became_ticket {ticket_number}; ended {ticket_number}.
 */
export const CHAT_NOTICES = ['staff_joined', 'office_closed', 'no_answer', 'became_ticket', 'ended'] as const;
export type ChatNotice = (typeof CHAT_NOTICES)[number];

/** One message. `id` is a whole number as a string, increasing within a chat: the resume point. */
export interface ChatMessageResponse {
  id: string;
  chat_id: string;
  /** artist, staff, or system (a notice, with `notice` and `params` instead of text). */
  from: 'artist' | 'staff' | 'system';
  /** The author's display name (a staff member's first name for artists); null for notices. */
  author_name: string | null;
  /** Plain text, shown as text, never as HTML; empty for notices. */
  body: string;
  notice: ChatNotice | null;
  params: Record<string, string>;
  /** The id the sender chose for this message (a resend with the same id is not a second message). */
  client_id: string | null;
  attachments: TicketAttachmentResponse[];
  created_at: string;
}

/** Whether anyone is there to answer now. */
export interface ChatOfficeResponse {
  /** Within office hours. */
  open: boolean;
  /** Staff members connected to the chat desk now. */
  staff_online: number;
  /** When the office next opens (ISO time), null while open or when there are no hours. */
  opens_at: string | null;
  /** The office hours as configured ("Mon-Fri 09:00-18:00 Europe/Paris"), null when always open. */
  hours: string | null;
  /** Minutes without a staff answer after which the chat becomes a ticket. */
  no_answer_minutes: number;
}

/** A chat as its artist sees it. */
export interface ChatResponse {
  chat_id: string;
  status: ChatStatus;
  end_reason: ChatEndReason | null;
  ticket_id: string | null;
  ticket_number: number | null;
  /** The staff member who answered (first name), null while waiting. */
  staff_name: string | null;
  /** Messages the artist has not read yet. */
  unread: number;
  created_at: string;
  ended_at: string | null;
  /** The newest CHAT_LIMITS.historyMax messages, oldest first. */
  messages: ChatMessageResponse[];
}

/** GET /artist/chat: the artist's open chat (or the last one, if it ended within the day), and the office. */
export interface ArtistChatResponse {
  chat: ChatResponse | null;
  office: ChatOfficeResponse;
}

/**
 * POST /artist/chat/messages (starts a chat when none is open) and POST /admin/chats/{id}/messages:
 * JSON, or multipart with up to CHAT_LIMITS.maxFiles `attachments`.
 */
export interface ChatMessageRequest {
  body: string;
  /** A uuid the client picks, so a message resent after a dropped connection is stored once. */
  client_id?: string;
}

/** POST /artist/chat/read and POST /admin/chats/{id}/read: everything up to this message id is read. */
export interface ChatReadRequest {
  last_id: string;
}

/**
 * The live stream (GET /artist/chat/events, GET /admin/chats/events): Server-Sent Events. Each event's
 * `event` is the type below and its `data` the JSON payload; message events carry the message id as
 * the SSE `id`, and a client reconnecting with `Last-Event-ID` (or `?after=`) gets exactly the
 * messages after it. A `ping` comment every 20 seconds keeps proxies from closing the connection.
 */
export type ChatEvent =
  | { type: 'message'; message: ChatMessageResponse }
  | { type: 'typing'; chat_id: string; from: 'artist' | 'staff'; name: string | null }
  | { type: 'read'; chat_id: string; by: 'artist' | 'staff'; last_id: string }
  /** A chat's status changed (staff streams get the AdminChatSummary, the artist's the ChatResponse with `messages` empty: they come as message events). */
  | { type: 'chat'; chat: AdminChatSummary | ChatResponse }
  | { type: 'presence'; staff_online: number };

/** A row of GET /admin/chats (the shared list shell; filter `status`, search `q` by artist). */
export interface AdminChatSummary {
  id: string;
  chat_id: string;
  status: ChatStatus;
  end_reason: ChatEndReason | null;
  user_id: string;
  user: TicketUserResponse | null;
  /** The staff member answering, null while waiting. */
  staff: TicketUserResponse | null;
  /** Since when the artist waits for an answer (oldest unanswered message), null when not waiting. */
  waiting_since: string | null;
  last_message: string | null;
  last_message_at: string | null;
  /** Artist messages staff have not read yet. */
  unread: number;
  /** Whether the artist is connected now. */
  artist_online: boolean;
  ticket_id: string | null;
  ticket_number: number | null;
  created_at: string;
  ended_at: string | null;
}

/** GET /admin/chats/{id}: the chat with its messages, oldest first. */
export interface AdminChatDetail extends AdminChatSummary {
  messages: ChatMessageResponse[];
}

export interface AdminChatPage {
  data: AdminChatSummary[];
  meta: PageMeta;
}

/** GET /admin/chats/desk: who is at the chat desk now, and the office. */
export interface ChatDeskResponse {
  staff: { id: string; name: string; since: string }[];
  office: ChatOfficeResponse;
  waiting: number;
  active: number;
}
