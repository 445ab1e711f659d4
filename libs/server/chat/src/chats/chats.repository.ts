import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { lockOne } from '@soundpost/server-core/locks';
import { applyListQuery, ListQuery, ListSpec } from '@soundpost/server-core/lists';
import { EntityManager, In, MoreThan, Not, Repository } from 'typeorm';
import { ChatAttachment } from './chat-attachment.entity';
import { Chat } from './chat.entity';
import { ChatMessage } from './chat-message.entity';

export type NewChatMessage = Pick<ChatMessage, 'chatId' | 'from' | 'authorId' | 'body' | 'notice' | 'params' | 'clientId'>;
export type NewChatAttachment = Pick<ChatAttachment, 'chatId' | 'messageId' | 'storageKey' | 'originalName' | 'contentType' | 'sizeBytes' | 'createdAt'>;

/**
 * Every message insert takes this transaction-level advisory lock first and keeps it to the commit:
 * message ids then commit in id order across all chats, so "every message after id N" never skips
 * one that commits late (the live stream's resume and each instance's fan-out rely on it).
 */
const MESSAGE_ORDER_LOCK = 0x63686174; // "chat"

@Injectable()
export class ChatsRepository {
  constructor(
    @InjectRepository(Chat) private readonly chats: Repository<Chat>,
    @InjectRepository(ChatMessage) private readonly messages: Repository<ChatMessage>,
    @InjectRepository(ChatAttachment) private readonly attachments: Repository<ChatAttachment>,
  ) {}

  private chatRepo(manager?: EntityManager): Repository<Chat> {
    return manager ? manager.getRepository(Chat) : this.chats;
  }

  private messageRepo(manager?: EntityManager): Repository<ChatMessage> {
    return manager ? manager.getRepository(ChatMessage) : this.messages;
  }

  findById(id: string, manager?: EntityManager): Promise<Chat | null> {
    return this.chatRepo(manager).findOneBy({ id });
  }

  findOwned(id: string, userId: string): Promise<Chat | null> {
    return this.chats.findOneBy({ id, userId });
  }

  findByIds(ids: string[]): Promise<Chat[]> {
    return ids.length ? this.chats.findBy({ id: In(ids) }) : Promise.resolve([]);
  }

  /** The account's chat not ended, if any (at most one: a partial unique index). */
  openOf(userId: string, manager?: EntityManager): Promise<Chat | null> {
    return this.chatRepo(manager).findOneBy({ userId, status: Not('ended') });
  }

  /** The account's newest chat that ended after `since`. */
  endedSince(userId: string, since: Date): Promise<Chat | null> {
    return this.chats.findOne({ where: { userId, status: 'ended', endedAt: MoreThan(since) }, order: { endedAt: 'DESC' } });
  }

  lockById(manager: EntityManager, id: string): Promise<Chat | null> {
    return lockOne(manager, Chat, { id });
  }

  lockOpenOf(manager: EntityManager, userId: string): Promise<Chat | null> {
    return lockOne(manager, Chat, { userId, status: Not('ended') });
  }

  /** A new waiting chat; a concurrent start loses on chats_one_open_per_user. */
  insertChat(manager: EntityManager, userId: string, now: Date): Promise<Chat> {
    const repo = this.chatRepo(manager);
    return repo.save(repo.create({ userId, status: 'waiting', waitingSince: now, lastMessageAt: now, createdAt: now }));
  }

  saveChat(manager: EntityManager, chat: Chat): Promise<Chat> {
    return this.chatRepo(manager).save(chat);
  }

  /** Raises the read mark to `lastId` (never lowers it, never past the chat's newest message). */
  async markRead(manager: EntityManager, chatId: string, by: 'artist' | 'staff', lastId: string): Promise<string> {
    const column = by === 'artist' ? 'artist_read_id' : 'staff_read_id';
    // TypeORM answers an UPDATE … RETURNING as [rows, affected count].
    const [rows]: [Array<{ read: string }>, number] = await manager.query(
      `UPDATE chats SET ${column} = GREATEST(${column}, LEAST($2::bigint, (SELECT COALESCE(max(id), 0) FROM chat_messages WHERE chat_id = $1)))
       WHERE id = $1 RETURNING ${column}::text AS read`,
      [chatId, lastId],
    );
    return rows[0]?.read ?? '0';
  }

  /** Waiting chats no staff member answered since before `before`, oldest first. */
  async waitingSince(before: Date, limit: number): Promise<string[]> {
    const due = await this.chats
      .createQueryBuilder('c')
      .select('c.id', 'id')
      .where(`c.status = 'waiting' AND c.waiting_since < :before`, { before })
      .orderBy('c.waiting_since', 'ASC')
      .limit(limit)
      .getRawMany<{ id: string }>();
    return due.map((r) => r.id);
  }

  async deskCounts(): Promise<{ waiting: number; active: number }> {
    const row = await this.chats
      .createQueryBuilder('c')
      .select(`(count(*) FILTER (WHERE c.status = 'waiting'))::int`, 'waiting')
      .addSelect(`(count(*) FILTER (WHERE c.status = 'active'))::int`, 'active')
      .where(`c.status <> 'ended'`)
      .getRawOne<{ waiting: number; active: number }>();
    return { waiting: row?.waiting ?? 0, active: row?.active ?? 0 };
  }

  adminPage(list: ListQuery, spec: ListSpec<Chat>): Promise<[Chat[], number]> {
    const qb = applyListQuery(this.chats.createQueryBuilder('c'), list, spec);
    // Chats with no wait (answered, ended) sort after the waiting ones, whichever the direction.
    if (list.sortField === 'waiting_since') qb.orderBy('c.waiting_since', list.sortDir, 'NULLS LAST').addOrderBy('c.id', list.sortDir);
    return qb.getManyAndCount();
  }

  /** Per chat: messages the other side has not read (artist lines for staff; staff lines and notices for the artist). */
  async unread(chatIds: string[], reader: 'artist' | 'staff'): Promise<Map<string, number>> {
    if (!chatIds.length) return new Map();
    const condition = reader === 'staff' ? `m."from" = 'artist' AND m.id > c.staff_read_id` : `m."from" <> 'artist' AND m.id > c.artist_read_id`;
    const rows = await this.messages
      .createQueryBuilder('m')
      .innerJoin(Chat, 'c', 'c.id = m.chat_id')
      .select('m.chat_id', 'chat_id')
      .addSelect('count(*)::int', 'n')
      .where('m.chat_id IN (:...chatIds)', { chatIds })
      .andWhere(condition)
      .groupBy('m.chat_id')
      .getRawMany<{ chat_id: string; n: number }>();
    return new Map(rows.map((r) => [r.chat_id, r.n]));
  }

  /** Per chat: the newest text line (not a notice). */
  async lastLines(chatIds: string[]): Promise<Map<string, string>> {
    if (!chatIds.length) return new Map();
    const rows = await this.messages
      .createQueryBuilder('m')
      .distinctOn(['m.chat_id'])
      .select('m.chat_id', 'chat_id')
      .addSelect('m.body', 'body')
      .where('m.chat_id IN (:...chatIds)', { chatIds })
      .andWhere(`m."from" <> 'system'`)
      .orderBy('m.chat_id')
      .addOrderBy('m.id', 'DESC')
      .getRawMany<{ chat_id: string; body: string }>();
    return new Map(rows.map((r) => [r.chat_id, r.body]));
  }

  /** Takes the message-order lock (see MESSAGE_ORDER_LOCK) until the transaction ends. */
  async lockMessageOrder(manager: EntityManager): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1::bigint)', [MESSAGE_ORDER_LOCK]);
  }

  async insertMessage(manager: EntityManager, fields: NewChatMessage, createdAt: Date): Promise<ChatMessage> {
    await this.lockMessageOrder(manager);
    const repo = this.messageRepo(manager);
    return repo.save(repo.create({ ...fields, createdAt }));
  }

  findByClientId(manager: EntityManager, chatId: string, clientId: string): Promise<ChatMessage | null> {
    return this.messageRepo(manager).findOneBy({ chatId, clientId });
  }

  /** The newest `limit` messages of a chat, oldest first. */
  async newestOf(chatId: string, limit: number): Promise<ChatMessage[]> {
    const rows = await this.messages.find({ where: { chatId }, order: { id: 'DESC' }, take: limit });
    return rows.reverse();
  }

  /** Every message of a chat, oldest first (the transcript). */
  allOf(manager: EntityManager, chatId: string): Promise<ChatMessage[]> {
    return this.messageRepo(manager).find({ where: { chatId }, order: { id: 'ASC' } });
  }

  /**
   * Messages with an id above `afterId`, in id order, up to `limit`: of the chats of `userId`, or of
   * every chat when null. With their chat's account, to route them.
   */
  async after(afterId: string, userId: string | null, limit: number): Promise<Array<{ message: ChatMessage; userId: string }>> {
    const qb = this.messages
      .createQueryBuilder('m')
      .innerJoin(Chat, 'c', 'c.id = m.chat_id')
      .addSelect('c.user_id', 'chat_user_id')
      .where('m.id > :afterId', { afterId })
      .orderBy('m.id', 'ASC')
      .limit(limit);
    if (userId) qb.andWhere('c.user_id = :userId', { userId });
    const { entities, raw } = await qb.getRawAndEntities<{ m_id: string; chat_user_id: string }>();
    const owners = new Map(raw.map((r) => [String(r.m_id), r.chat_user_id]));
    return entities.map((message) => ({ message, userId: owners.get(String(message.id)) ?? '' }));
  }

  async maxMessageId(): Promise<string> {
    const row = await this.messages.createQueryBuilder('m').select('COALESCE(max(m.id), 0)::text', 'id').getRawOne<{ id: string }>();
    return row?.id ?? '0';
  }

  attachmentsOf(messageIds: string[], manager?: EntityManager): Promise<ChatAttachment[]> {
    if (!messageIds.length) return Promise.resolve([]);
    const repo = manager ? manager.getRepository(ChatAttachment) : this.attachments;
    return repo.find({ where: { messageId: In(messageIds) }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  insertAttachments(manager: EntityManager, rows: NewChatAttachment[]): Promise<ChatAttachment[]> {
    if (!rows.length) return Promise.resolve([]);
    const repo = manager.getRepository(ChatAttachment);
    return repo.save(rows.map((row) => repo.create(row)));
  }
}
