import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_TICKET_PRIORITY } from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { MailService } from '@soundpost/server-core/mail';
import { EntityManager } from 'typeorm';
import { TICKET_OPENED_MAIL } from '../mail/support-mail-templates';
import { TicketReply } from './ticket-reply.entity';
import { NewAttachment, TicketsRepository } from './tickets.repository';

/** One line of a live chat, as the ticket thread keeps it. */
export interface TranscriptLine {
  kind: 'artist' | 'staff';
  /** The person who wrote it. */
  authorId: string | null;
  body: string;
  createdAt: Date;
  files: Array<{ key: string; name: string | null; contentType: string; size: number }>;
}

export interface TranscriptTicket {
  id: string;
  number: number;
  /** Whether the ticket waits for a staff answer (the artist had the last word). */
  awaitingStaff: boolean;
}

/** Subject of a chat's ticket: "Live chat" and the start of its first message. */
export const CHAT_TICKET_SUBJECT = 'Live chat';
const SUBJECT_EXCERPT = 60;

export function chatTicketSubject(firstMessage: string): string {
  const line = firstMessage.replace(/\s+/g, ' ').trim();
  const excerpt = line.length > SUBJECT_EXCERPT ? `${line.slice(0, SUBJECT_EXCERPT - 1).trimEnd()}…` : line;
  return excerpt ? `${CHAT_TICKET_SUBJECT}: ${excerpt}` : CHAT_TICKET_SUBJECT;
}

/**
 * Keeps an ended live chat as a ticket thread, so staff search one place: the first artist line is
 * the ticket's message, the rest its replies with their original times, their files linked.
 */
@Injectable()
export class ChatTranscriptsService {
  constructor(
    private readonly rows: TicketsRepository,
    private readonly users: UserSummariesService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Writes the ticket in the caller's transaction. Open and waiting when the artist had the last
   * word (support gets the one "ticket opened" e-mail), closed otherwise; staff get no mail per line.
   */
  async createFromChat(manager: EntityManager, userId: string, lines: TranscriptLine[], language: string | null = null): Promise<TranscriptTicket> {
    const firstIndex = lines.findIndex((l) => l.kind === 'artist');
    if (firstIndex < 0) throw new Error('A chat transcript starts with an artist message');
    const first = lines[firstIndex];
    const rest = lines.filter((_, i) => i !== firstIndex);
    const last = lines[lines.length - 1];
    const awaitingStaff = last.kind === 'artist';
    // The wait runs from the oldest artist line after the last staff one.
    const lastStaff = lines.map((l) => l.kind).lastIndexOf('staff');
    const waitingSince = awaitingStaff ? lines[lastStaff + 1].createdAt : null;
    const ticket = await this.rows.insertTicket(
      {
        userId,
        subject: chatTicketSubject(first.body),
        message: first.body,
        priority: DEFAULT_TICKET_PRIORITY,
        status: awaitingStaff ? 'open' : 'closed',
        awaitingStaffSince: waitingSince,
        language,
        createdAt: first.createdAt,
      },
      manager,
    );
    const attachments: NewAttachment[] = this.files(ticket.id, null, first);
    for (const line of rest) {
      // Built apart from the call: the repository's insert type leaves the time out, a transcript keeps it.
      const fields: Pick<TicketReply, 'ticketId' | 'userId' | 'message' | 'isAdmin' | 'createdAt'> = {
        ticketId: ticket.id,
        userId: line.authorId,
        message: line.body,
        isAdmin: line.kind === 'staff',
        createdAt: line.createdAt,
      };
      const reply = await this.rows.insertReply(fields, manager);
      attachments.push(...this.files(ticket.id, reply.id, line));
    }
    if (attachments.length) await this.rows.insertAttachments(attachments, manager);
    if (awaitingStaff) {
      const artist = await this.users.contact(userId);
      await this.mail.queue(
        {
          to: this.config.mail.supportAddress,
          template: TICKET_OPENED_MAIL,
          language: null,
          params: { number: String(ticket.number), subject: ticket.subject, name: artist?.name ?? '', email: artist?.email ?? '', priority: ticket.priority, message: lines.filter((l) => l.kind === 'artist').map((l) => l.body).join('\n\n') },
        },
        manager,
      );
    }
    return { id: ticket.id, number: ticket.number, awaitingStaff };
  }

  private files(ticketId: string, replyId: string | null, line: TranscriptLine): NewAttachment[] {
    return line.files.map((f, i) => ({
      ticketId,
      replyId,
      storageKey: f.key,
      originalName: f.name,
      contentType: f.contentType,
      sizeBytes: f.size,
      // One millisecond apart, so the thread lists them in the order they were sent.
      createdAt: new Date(line.createdAt.getTime() + i),
    }));
  }
}
