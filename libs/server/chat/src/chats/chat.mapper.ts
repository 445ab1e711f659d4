import type { AdminChatSummary, ChatMessageResponse, ChatResponse, TicketAttachmentResponse, TicketUserResponse } from '@soundpost/contracts';
import { ChatAttachment } from './chat-attachment.entity';
import { Chat } from './chat.entity';
import { ChatMessage } from './chat-message.entity';

export type SignFile = (key: string, name: string | null) => string;

/** What a thread shows of a person: the staff member's first name, the artist's name. */
export type NameOf = (authorId: string | null, from: ChatMessage['from']) => string | null;

const iso = (d: Date | null): string | null => (d ? new Date(d).toISOString() : null);

export const firstName = (name: string | null | undefined): string | null => (name ? (name.trim().split(/\s+/)[0] ?? null) : null);

export function toChatAttachment(a: ChatAttachment, sign: SignFile): TicketAttachmentResponse {
  return { id: a.id, name: a.originalName ?? 'attachment', content_type: a.contentType, size: a.sizeBytes, url: sign(a.storageKey, a.originalName) };
}

export function toChatMessage(m: ChatMessage, attachments: ChatAttachment[], nameOf: NameOf, sign: SignFile): ChatMessageResponse {
  return {
    id: String(m.id),
    chat_id: m.chatId,
    from: m.from,
    author_name: m.from === 'system' ? null : nameOf(m.authorId, m.from),
    body: m.body,
    notice: m.notice,
    params: m.params ?? {},
    client_id: m.clientId,
    attachments: attachments.filter((a) => String(a.messageId) === String(m.id)).map((a) => toChatAttachment(a, sign)),
    created_at: new Date(m.createdAt).toISOString(),
  };
}

export function toChatResponse(chat: Chat, staffName: string | null, unread: number, messages: ChatMessageResponse[]): ChatResponse {
  return {
    chat_id: chat.id,
    status: chat.status,
    end_reason: chat.endReason,
    ticket_id: chat.ticketId,
    ticket_number: chat.ticketNumber,
    staff_name: staffName,
    unread,
    created_at: new Date(chat.createdAt).toISOString(),
    ended_at: iso(chat.endedAt),
    messages,
  };
}

export interface SummaryParts {
  user: TicketUserResponse | null;
  staff: TicketUserResponse | null;
  lastLine: string | null;
  unread: number;
  artistOnline: boolean;
}

export function toAdminChatSummary(chat: Chat, parts: SummaryParts): AdminChatSummary {
  return {
    id: chat.id,
    chat_id: chat.id,
    status: chat.status,
    end_reason: chat.endReason,
    user_id: chat.userId,
    user: parts.user,
    staff: parts.staff,
    waiting_since: iso(chat.waitingSince),
    last_message: parts.lastLine,
    last_message_at: iso(chat.lastMessageAt),
    unread: parts.unread,
    artist_online: parts.artistOnline,
    ticket_id: chat.ticketId,
    ticket_number: chat.ticketNumber,
    created_at: new Date(chat.createdAt).toISOString(),
    ended_at: iso(chat.endedAt),
  };
}
