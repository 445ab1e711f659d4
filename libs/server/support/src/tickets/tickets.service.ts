import { Inject, Injectable } from '@nestjs/common';
import type {
  AdminTicketDetail,
  AdminTicketSummary,
  AdminTicketUpdateRequest,
  CreateTicketRequest,
  TicketReplyRequest,
  TicketReplyResponse,
  TicketResponse,
  TicketStatus,
  TicketUserResponse,
} from '@soundpost/contracts';
import { DEFAULT_TICKET_PRIORITY } from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { NoticesService } from '@soundpost/server-notifications';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { isUuid } from '@soundpost/server-core/ids';
import { ListQuery, Page, toPage } from '@soundpost/server-core/lists';
import { MailService } from '@soundpost/server-core/mail';
import { StorageService } from '@soundpost/server-core/storage';
import { DataSource, EntityManager } from 'typeorm';
import { ReplyAddresses } from '../inbound/reply-addresses';
import { TICKET_ANSWERED_MAIL, TICKET_ARTIST_REPLY_MAIL, TICKET_OPENED_MAIL } from '../mail/support-mail-templates';
import { TICKET_ANSWERED_NOTIFICATION, ticketUrl } from '../notifications/support-notification-templates';
import { SupportErrors } from '../support.errors';
import { SupportTicket } from './support-ticket.entity';
import { TicketAttachment } from './ticket-attachment.entity';
import { ReceivedAttachment, TicketFormReader } from './ticket-form.reader';
import { toAdminTicketDetail, toAdminTicketSummary, toTicketReply, toTicketResponse } from './ticket.mapper';
import { adminTicketsListSpec, adminTicketsSearch } from './tickets.list';
import { TicketReply } from './ticket-reply.entity';
import { TicketsRepository } from './tickets.repository';

export const TICKET_ATTACHMENT_URL_TTL_SECONDS = 60 * 60;

export type TicketAuthor = { kind: 'artist'; userId: string; language: string | null } | { kind: 'staff'; userId: string };

@Injectable()
export class TicketsService {
  // Answering any ticket mail threads into the ticket (POST /api/support/inbound-email).
  private replyAddresses?: ReplyAddresses;

  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: TicketsRepository,
    private readonly users: UserSummariesService,
    private readonly mail: MailService,
    private readonly storage: StorageService,
    private readonly forms: TicketFormReader,
    private readonly notices: NoticesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async listForArtist(userId: string): Promise<TicketResponse[]> {
    const tickets = await this.rows.listOfUser(userId);
    const { replies, attachments } = await this.threads(tickets.map((t) => t.id));
    return tickets.map((t) => toTicketResponse(t, replies.get(t.id) ?? [], attachments.get(t.id) ?? [], this.sign));
  }

  async getForArtist(userId: string, id: string): Promise<TicketResponse> {
    const ticket = await this.owned(userId, id);
    const { replies, attachments } = await this.threads([ticket.id]);
    return toTicketResponse(ticket, replies.get(ticket.id) ?? [], attachments.get(ticket.id) ?? [], this.sign);
  }

  async create(userId: string, input: CreateTicketRequest, files: ReceivedAttachment[], language: string | null): Promise<TicketResponse> {
    return this.withFiles(files, async () => {
      const saved = await this.dataSource.transaction(async (m) => {
        const stored = await this.rows.insertTicket(
          { userId, subject: input.subject, message: input.message, priority: input.priority ?? DEFAULT_TICKET_PRIORITY, status: 'open', awaitingStaffSince: new Date(), language },
          m,
        );
        await this.saveAttachments(m, stored.id, null, files);
        const artist = await this.users.contact(userId);
        await this.mail.queue(
          {
            to: this.config.mail.supportAddress,
            template: TICKET_OPENED_MAIL,
            language: null,
            params: { number: String(stored.number), subject: stored.subject, name: artist?.name ?? '', email: artist?.email ?? '', priority: stored.priority, message: stored.message },
            replyTo: this.replyTo(stored.number),
          },
          m,
        );
        return stored;
      });
      return this.getForArtist(userId, saved.id);
    });
  }

  /** Checks the ticket is the caller's before its body is read (404 first). */
  async assertOwned(userId: string, id: string): Promise<void> {
    await this.owned(userId, id);
  }

  async assertExists(id: string): Promise<void> {
    await this.require(id);
  }

  async reply(author: TicketAuthor, id: string, input: TicketReplyRequest, files: ReceivedAttachment[]): Promise<TicketReplyResponse> {
    return this.withFiles(files, async () => {
      const { reply, stored } = await this.dataSource.transaction(async (m) => {
        const ticket = await this.lock(m, id, author.kind === 'artist' ? author.userId : undefined);
        if (ticket.status === 'archived') throw SupportErrors.archived();
        const now = new Date();
        if (author.kind === 'artist') {
          if (ticket.status === 'closed') ticket.status = 'open';
          // The wait runs from the oldest unanswered artist message.
          ticket.awaitingStaffSince ??= now;
          if (author.language) ticket.language = author.language;
        } else {
          if (ticket.status === 'open') ticket.status = 'in_progress';
          ticket.awaitingStaffSince = null;
        }
        await this.rows.saveTicket(ticket, m);
        const saved = await this.rows.insertReply({ ticketId: ticket.id, userId: author.userId, message: input.message, isAdmin: author.kind === 'staff' }, m);
        const attachments = await this.saveAttachments(m, ticket.id, saved.id, files);
        await this.announceReply(m, ticket, author, input.message);
        return { reply: saved, stored: attachments };
      });
      return toTicketReply(reply, stored, this.sign);
    });
  }

  async adminList(list: ListQuery, now = new Date()): Promise<Page<AdminTicketSummary>> {
    const spec = list.q ? { ...adminTicketsListSpec, search: adminTicketsSearch(await this.users.idsMatching(list.q)) } : adminTicketsListSpec;
    const [rows, total] = await this.rows.adminPage(list, spec);
    const [contacts, counts] = await Promise.all([this.users.contacts(rows.map((t) => t.userId)), this.replyCounts(rows.map((t) => t.id))]);
    return toPage(
      rows.map((t) => toAdminTicketSummary(t, contacts.get(t.userId) ?? null, counts.get(t.id) ?? 0, now)),
      total,
      list,
      spec.resource,
    );
  }

  async adminGet(id: string, now = new Date()): Promise<AdminTicketDetail> {
    const ticket = await this.require(id);
    const { replies, attachments } = await this.threads([ticket.id]);
    const thread = replies.get(ticket.id) ?? [];
    const ids = [ticket.userId, ...thread.flatMap((r) => (r.userId ? [r.userId] : []))];
    const users: Map<string, TicketUserResponse> = await this.users.contacts(ids);
    return toAdminTicketDetail(ticket, thread, attachments.get(ticket.id) ?? [], users, this.sign, now);
  }

  async update(id: string, input: AdminTicketUpdateRequest): Promise<AdminTicketDetail> {
    await this.dataSource.transaction(async (m) => {
      const ticket = await this.lock(m, id);
      if (input.priority) ticket.priority = input.priority;
      if (input.status) this.setStatus(ticket, input.status);
      await this.rows.saveTicket(ticket, m);
    });
    return this.adminGet(id);
  }

  async closeOrReopen(id: string, action: 'close' | 'reopen'): Promise<AdminTicketDetail> {
    await this.dataSource.transaction(async (m) => {
      const ticket = await this.lock(m, id);
      if (ticket.status === 'archived') throw SupportErrors.archived();
      this.setStatus(ticket, action === 'close' ? 'closed' : 'open');
      await this.rows.saveTicket(ticket, m);
    });
    return this.adminGet(id);
  }

  async delete(id: string): Promise<void> {
    const keys = await this.dataSource.transaction(async (m) => this.rows.removeWithThread(await this.lock(m, id), m));
    await Promise.all(keys.map((key) => this.forms.deleteKey(key)));
  }

  private readonly sign = (key: string, name: string | null): string => this.storage.signedUrl(key, TICKET_ATTACHMENT_URL_TTL_SECONDS, Date.now(), { name: name ?? undefined });

  private setStatus(ticket: SupportTicket, status: TicketStatus): void {
    ticket.status = status;
    if (status === 'closed' || status === 'archived') ticket.awaitingStaffSince = null;
  }

  private async withFiles<T>(files: ReceivedAttachment[], step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      await this.forms.discard(files);
      throw error;
    }
  }

  private async saveAttachments(m: EntityManager, ticketId: string, replyId: string | null, files: ReceivedAttachment[]): Promise<TicketAttachment[]> {
    if (!files.length) return [];
    // One millisecond apart, so the thread lists them in the order they were sent.
    const base = Date.now();
    return this.rows.insertAttachments(
      files.map(({ file, filename }, i) => ({ ticketId, replyId, storageKey: file.key, originalName: filename || null, contentType: file.contentType, sizeBytes: file.size, createdAt: new Date(base + i) })),
      m,
    );
  }

  private async announceReply(m: EntityManager, ticket: SupportTicket, author: TicketAuthor, message: string): Promise<void> {
    if (author.kind === 'artist') {
      const artist = await this.users.contact(ticket.userId);
      await this.mail.queue(
        {
          to: this.config.mail.supportAddress,
          template: TICKET_ARTIST_REPLY_MAIL,
          language: null,
          params: { number: String(ticket.number), subject: ticket.subject, name: artist?.name ?? '', email: artist?.email ?? '', message },
          replyTo: this.replyTo(ticket.number),
        },
        m,
      );
      return;
    }
    await this.notices.tell(m, ticket.userId, {
      concerns: 'support',
      notification: { template: TICKET_ANSWERED_NOTIFICATION, params: { number: String(ticket.number), subject: ticket.subject }, url: ticketUrl(ticket.id) },
      mail: {
        template: TICKET_ANSWERED_MAIL,
        language: ticket.language,
        params: (to) => ({ name: to.name, number: String(ticket.number), subject: ticket.subject, message }),
        replyTo: this.replyTo(ticket.number),
      },
    });
  }

  /** The ticket's signed reply address, for the Reply-To of every mail about it. */
  private replyTo(number: number): string {
    this.replyAddresses ??= new ReplyAddresses(this.config);
    return this.replyAddresses.forTicket(number);
  }

  private async owned(userId: string, id: string): Promise<SupportTicket> {
    const ticket = isUuid(id) ? await this.rows.findOwned(id, userId) : null;
    if (!ticket) throw SupportErrors.ticketNotFound();
    return ticket;
  }

  private async require(id: string): Promise<SupportTicket> {
    const ticket = isUuid(id) ? await this.rows.findById(id) : null;
    if (!ticket) throw SupportErrors.ticketNotFound();
    return ticket;
  }

  /** The ticket under a row lock, so a reply and a staff change cannot interleave; `userId` scopes it to its artist. */
  private async lock(m: EntityManager, id: string, userId?: string): Promise<SupportTicket> {
    const ticket = isUuid(id) ? await this.rows.lockTicket(m, id, userId) : null;
    if (!ticket) throw SupportErrors.ticketNotFound();
    return ticket;
  }

  private async threads(ids: string[]): Promise<{ replies: Map<string, TicketReply[]>; attachments: Map<string, TicketAttachment[]> }> {
    const replies = new Map<string, TicketReply[]>();
    const attachments = new Map<string, TicketAttachment[]>();
    if (!ids.length) return { replies, attachments };
    const rows = await this.rows.threadsOf(ids);
    for (const r of rows.replies) replies.set(r.ticketId, [...(replies.get(r.ticketId) ?? []), r]);
    for (const a of rows.attachments) attachments.set(a.ticketId, [...(attachments.get(a.ticketId) ?? []), a]);
    return { replies, attachments };
  }

  private replyCounts(ids: string[]): Promise<Map<string, number>> {
    return ids.length ? this.rows.replyCounts(ids) : Promise.resolve(new Map());
  }
}
