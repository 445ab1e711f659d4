import type {
  AdminTicketDetail,
  AdminTicketReplyResponse,
  AdminTicketSummary,
  TicketAttachmentResponse,
  TicketReplyResponse,
  TicketResponse,
  TicketUserResponse,
} from '@soundpost/contracts';
import { isOverdue } from './business-time';
import { SupportTicket } from './support-ticket.entity';
import { TicketAttachment } from './ticket-attachment.entity';
import { TicketReply } from './ticket-reply.entity';

export type SignFile = (key: string, name: string | null) => string;

export function toTicketAttachment(a: TicketAttachment, sign: SignFile): TicketAttachmentResponse {
  return { id: a.id, name: a.originalName ?? 'attachment', content_type: a.contentType, size: a.sizeBytes, url: sign(a.storageKey, a.originalName) };
}

function filesOf(attachments: TicketAttachment[], replyId: string | null, sign: SignFile): TicketAttachmentResponse[] {
  return attachments.filter((a) => a.replyId === replyId).map((a) => toTicketAttachment(a, sign));
}

export function toTicketReply(r: TicketReply, attachments: TicketAttachment[], sign: SignFile): TicketReplyResponse {
  return { reply_id: r.id, user_id: r.userId, message: r.message, created_at: r.createdAt.toISOString(), is_admin: r.isAdmin, attachments: filesOf(attachments, r.id, sign) };
}

export function toTicketResponse(t: SupportTicket, replies: TicketReply[], attachments: TicketAttachment[], sign: SignFile): TicketResponse {
  return {
    ticket_id: t.id,
    number: t.number,
    user_id: t.userId,
    subject: t.subject,
    message: t.message,
    priority: t.priority,
    status: t.status,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
    attachments: filesOf(attachments, null, sign),
    replies: replies.map((r) => toTicketReply(r, attachments, sign)),
  };
}

export function toAdminTicketSummary(t: SupportTicket, user: TicketUserResponse | null, repliesCount: number, now: Date): AdminTicketSummary {
  const since = t.awaitingStaffSince;
  return {
    id: t.id,
    ticket_id: t.id,
    number: t.number,
    subject: t.subject,
    message: t.message,
    status: t.status,
    priority: t.priority,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
    user_id: t.userId,
    user,
    replies_count: repliesCount,
    waiting_since: since ? since.toISOString() : null,
    waiting_seconds: since ? Math.max(0, Math.floor((now.getTime() - since.getTime()) / 1000)) : 0,
    overdue: isOverdue(since, now),
  };
}

export function toAdminTicketDetail(
  t: SupportTicket,
  replies: TicketReply[],
  attachments: TicketAttachment[],
  users: Map<string, TicketUserResponse>,
  sign: SignFile,
  now: Date,
): AdminTicketDetail {
  const thread: AdminTicketReplyResponse[] = replies.map((r) => ({ ...toTicketReply(r, attachments, sign), user: r.userId ? (users.get(r.userId) ?? null) : null }));
  return { ...toAdminTicketSummary(t, users.get(t.userId) ?? null, replies.length, now), attachments: filesOf(attachments, null, sign), replies: thread };
}
