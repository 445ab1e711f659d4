import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { TicketStatus } from '@soundpost/contracts';
import { lockOne } from '@soundpost/server-core/locks';
import { applyListQuery, ListQuery, ListSpec } from '@soundpost/server-core/lists';
import { EntityManager, In, Repository } from 'typeorm';
import { SupportTicket } from './support-ticket.entity';
import { TicketAttachment } from './ticket-attachment.entity';
import { TicketReply } from './ticket-reply.entity';
import { orderWaitingLast } from './tickets.list';

export interface TicketCounts {
  total: number;
  open: number;
}

export type NewAttachment = Pick<TicketAttachment, 'ticketId' | 'replyId' | 'storageKey' | 'originalName' | 'contentType' | 'sizeBytes' | 'createdAt'>;

@Injectable()
export class TicketsRepository {
  constructor(
    @InjectRepository(SupportTicket) private readonly tickets: Repository<SupportTicket>,
    @InjectRepository(TicketReply) private readonly replies: Repository<TicketReply>,
    @InjectRepository(TicketAttachment) private readonly attachments: Repository<TicketAttachment>,
  ) {}

  private ticketRepo(manager?: EntityManager): Repository<SupportTicket> {
    return manager ? manager.getRepository(SupportTicket) : this.tickets;
  }

  private replyRepo(manager?: EntityManager): Repository<TicketReply> {
    return manager ? manager.getRepository(TicketReply) : this.replies;
  }

  private attachmentRepo(manager?: EntityManager): Repository<TicketAttachment> {
    return manager ? manager.getRepository(TicketAttachment) : this.attachments;
  }

  listOfUser(userId: string): Promise<SupportTicket[]> {
    return this.tickets.find({ where: { userId }, order: { createdAt: 'DESC', number: 'DESC' } });
  }

  findById(id: string): Promise<SupportTicket | null> {
    return this.tickets.findOneBy({ id });
  }

  findOwned(id: string, userId: string): Promise<SupportTicket | null> {
    return this.tickets.findOneBy({ id, userId });
  }

  lockTicket(manager: EntityManager, id: string, userId?: string): Promise<SupportTicket | null> {
    return lockOne(manager, SupportTicket, userId ? { id, userId } : { id });
  }

  insertTicket(fields: Partial<SupportTicket>, manager: EntityManager): Promise<SupportTicket> {
    const repo = this.ticketRepo(manager);
    return repo.save(repo.create(fields));
  }

  /** Through save(), so the audit log records the change. */
  saveTicket(ticket: SupportTicket, manager: EntityManager): Promise<SupportTicket> {
    return this.ticketRepo(manager).save(ticket);
  }

  insertReply(fields: Pick<TicketReply, 'ticketId' | 'userId' | 'message' | 'isAdmin'>, manager: EntityManager): Promise<TicketReply> {
    const repo = this.replyRepo(manager);
    return repo.save(repo.create(fields));
  }

  insertAttachments(rows: NewAttachment[], manager: EntityManager): Promise<TicketAttachment[]> {
    const repo = this.attachmentRepo(manager);
    return repo.save(rows.map((row) => repo.create(row)));
  }

  async removeWithThread(ticket: SupportTicket, manager: EntityManager): Promise<string[]> {
    const files = await this.attachmentRepo(manager).find({ where: { ticketId: ticket.id } });
    await this.attachmentRepo(manager).remove(files);
    const replies = await this.replyRepo(manager).find({ where: { ticketId: ticket.id } });
    await this.replyRepo(manager).remove(replies);
    await this.ticketRepo(manager).remove(ticket);
    return files.map((f) => f.storageKey);
  }

  async threadsOf(ids: string[]): Promise<{ replies: TicketReply[]; attachments: TicketAttachment[] }> {
    const [replies, attachments] = await Promise.all([
      this.replies.find({ where: { ticketId: In(ids) }, order: { createdAt: 'ASC', id: 'ASC' } }),
      this.attachments.find({ where: { ticketId: In(ids) }, order: { createdAt: 'ASC', id: 'ASC' } }),
    ]);
    return { replies, attachments };
  }

  async replyCounts(ids: string[]): Promise<Map<string, number>> {
    const rows: Array<{ ticket_id: string; n: number }> = await this.replies
      .createQueryBuilder('r')
      .select('r.ticket_id', 'ticket_id')
      .addSelect('count(*)::int', 'n')
      .where('r.ticket_id IN (:...ids)', { ids })
      .groupBy('r.ticket_id')
      .getRawMany();
    return new Map(rows.map((r) => [r.ticket_id, r.n]));
  }

  async adminPage(list: ListQuery, spec: ListSpec<SupportTicket>): Promise<[SupportTicket[], number]> {
    const qb = applyListQuery(this.tickets.createQueryBuilder('t'), list, spec);
    if (list.sortField === 'waiting_since') orderWaitingLast(qb, list.sortDir);
    return qb.getManyAndCount();
  }

  async countsFor(userId: string, openStatuses: readonly TicketStatus[]): Promise<TicketCounts> {
    const row = await this.tickets
      .createQueryBuilder('t')
      .select('count(*)::int', 'total')
      .addSelect('(count(*) FILTER (WHERE t.status IN (:...open)))::int', 'open')
      .where('t.user_id = :userId', { userId })
      .setParameter('open', openStatuses)
      .getRawOne<TicketCounts>();
    return { total: row?.total ?? 0, open: row?.open ?? 0 };
  }
}
