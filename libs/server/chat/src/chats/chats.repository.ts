import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { poolQuery } from '@soundpost/server-core/database';
import { LocalGate, lockOne } from '@soundpost/server-core/locks';
import { applyListQuery, ListQuery, ListSpec } from '@soundpost/server-core/lists';
import { EntityManager, In, MoreThan, Not, Repository } from 'typeorm';
import { CHAT_CHANNEL } from '../live/chat-listener.repository';
import { ChatAttachment } from './chat-attachment.entity';
import { Chat } from './chat.entity';
import { ChatMessage } from './chat-message.entity';

export type NewChatMessage = Pick<ChatMessage, 'chatId' | 'from' | 'authorId' | 'body' | 'notice' | 'params' | 'clientId'>;
export type NewChatAttachment = Pick<ChatAttachment, 'chatId' | 'messageId' | 'storageKey' | 'originalName' | 'contentType' | 'sizeBytes' | 'createdAt'>;

/**
 * Every message insert takes its id by updating the one row of chat_message_head, and so holds that
 * row's lock to the commit: message ids commit in id order across all chats, so "every message after
 * id N" never skips one that commits late (the live stream's resume and each instance's fan-out rely
 * on it). The update also answers the id before it, committed: see insertMessage.
 */
const takeMessageId = (where = '') => `UPDATE chat_message_head SET prev_id = last_id, last_id = nextval('chat_messages_id_seq') ${where} RETURNING prev_id, last_id`;

/** The commit-time signal of a message: its id, and the instance that will hand it to its own streams (or null). */
const MESSAGE_SIGNAL = (id: string, origin: string) => `pg_notify('${CHAT_CHANNEL}', json_build_object('t', 'message', 'id', ${id}::text, 'o', ${origin}::text)::text)`;

/** A message as the one-statement staff answer writes it. */
export interface QuickAnswer {
  chatId: string;
  staffId: string;
  body: string;
  clientId: string | null;
  /** The artist counts as present with a connection seen after this. */
  onlineSince: Date;
  at: Date;
  origin: string;
}

/** A message as the one-statement artist line writes it (to the account's open chat). */
export interface QuickLine {
  accountId: string;
  personId: string;
  body: string;
  clientId: string | null;
  at: Date;
  origin: string;
}

export interface WrittenAtOnce {
  message: ChatMessage;
  prevId: string;
  userId: string;
}

@Injectable()
export class ChatsRepository {
  /**
   * One-statement writes in flight to the order row from this process. Postgres takes them one at a
   * time anyway; two keep the next one ready behind the commit (docs/benchmarks.md, Live chat).
   */
  private readonly orderRowWriters = new LocalGate(2);

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

  /**
   * Writes the chat's changeable columns in one UPDATE (save() would read the row again first). Not
   * the read marks: markRead moves those on its own.
   */
  async saveChat(manager: EntityManager, chat: Chat): Promise<void> {
    const { status, endReason, staffId, waitingSince, lastMessageAt, ticketId, ticketNumber, endedAt } = chat;
    await this.chatRepo(manager).update({ id: chat.id }, { status, endReason, staffId, waitingSince, lastMessageAt, ticketId, ticketNumber, endedAt });
  }

  /**
   * A staff answer's chat under its row lock, with in the same round trip the message already sent
   * with `clientId` (a resend) and whether the artist has a live connection (fresh since `onlineSince`).
   */
  async lockForAnswer(manager: EntityManager, id: string, clientId: string | null, onlineSince: Date): Promise<{ chat: Chat; duplicateId: string | null; artistOnline: boolean } | null> {
    if (!manager.queryRunner?.isTransactionActive) throw new Error('lockForAnswer needs the EntityManager of an open transaction');
    const { entities, raw } = await this.chatRepo(manager)
      .createQueryBuilder('c')
      .addSelect(clientId ? '(SELECT m.id::text FROM chat_messages m WHERE m.chat_id = c.id AND m.client_id = :clientId)' : 'NULL::text', 'duplicate_id')
      .addSelect(`EXISTS (SELECT 1 FROM chat_presence p WHERE p.kind = 'artist' AND p.user_id = c.user_id AND p.seen_at > :onlineSince)`, 'artist_online')
      .where('c.id = :id', { id, clientId, onlineSince })
      .setLock('pessimistic_write')
      .getRawAndEntities<{ duplicate_id: string | null; artist_online: boolean }>();
    if (!entities.length) return null;
    return { chat: entities[0], duplicateId: raw[0].duplicate_id, artistOnline: raw[0].artist_online };
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

  /**
   * Inserts a message in id order (takeMessageId) and signals it on commit, in one statement: the
   * order row stays locked to the commit, so every round trip under it counts. Also returns the id
   * before it, committed: an instance that has fanned out exactly that far can send this one to its
   * streams without reading it back. `origin`: the instance that will do so (ChatLocalDeliveries).
   */
  async insertMessage(manager: EntityManager, fields: NewChatMessage, createdAt: Date, origin: string | null = null): Promise<{ message: ChatMessage; prevId: string }> {
    const rows: Array<{ id: string; prev_id: string }> = await manager.query(
      `WITH head AS (${takeMessageId()}),
            ins AS (INSERT INTO chat_messages (id, chat_id, "from", author_id, body, notice, params, client_id, created_at)
                    SELECT head.last_id, $1, $2, $3, $4, $5, $6::jsonb, $7, $8 FROM head RETURNING id)
       SELECT ins.id::text AS id, head.prev_id::text AS prev_id, ${MESSAGE_SIGNAL('ins.id', '$9')}
         FROM ins, head`,
      [fields.chatId, fields.from, fields.authorId, fields.body, fields.notice, JSON.stringify(fields.params ?? {}), fields.clientId, createdAt, origin],
    );
    const message = this.messageRepo(manager).create({ ...fields, id: rows[0].id, createdAt });
    return { message, prevId: rows[0].prev_id };
  }

  /**
   * The usual staff answer in one statement, its own transaction: to an active chat whose artist is
   * connected, not a resend. It touches the chat, takes the next id (the chat's row lock first, then
   * the order row's, as every other writer) and inserts and signals the message. Null when the chat is
   * not in that state: the caller takes the long way, which says why. A resend that commits meanwhile
   * fails on chat_messages_client_uq, also for the long way.
   */
  answerAtOnce(answer: QuickAnswer): Promise<WrittenAtOnce | null> {
    return this.writeAtOnce(
      `UPDATE chats c SET staff_id = COALESCE(c.staff_id, $2), waiting_since = NULL, last_message_at = $5
        WHERE c.id = $1 AND c.status = 'active'
          AND EXISTS (SELECT 1 FROM chat_presence p WHERE p.kind = 'artist' AND p.user_id = c.user_id AND p.seen_at > $7)`,
      'staff',
      [answer.chatId, answer.staffId, answer.body, answer.clientId, answer.at, answer.origin, answer.onlineSince],
    );
  }

  /**
   * The usual artist line in one statement, as answerAtOnce: to the account's open chat (waiting or
   * active), not a resend. Null without an open chat (the first line starts one: the long way).
   */
  sayAtOnce(line: QuickLine): Promise<WrittenAtOnce | null> {
    return this.writeAtOnce(
      `UPDATE chats c SET waiting_since = COALESCE(c.waiting_since, $5), last_message_at = $5
        WHERE c.user_id = $1 AND c.status <> 'ended'`,
      'artist',
      [line.accountId, line.personId, line.body, line.clientId, line.at, line.origin],
    );
  }

  /**
   * One statement, its own transaction: `touchChat` (an UPDATE of chats aliased c, $1-$5 as below) under
   * the chat's row lock, skipping a resend ($4); then the next id (the order row's lock after the
   * chat's, as every writer takes them), the insert and its signal. $2 author, $3 body, $4 client id,
   * $5 time, $6 origin.
   */
  private async writeAtOnce(touchChat: string, from: 'staff' | 'artist', params: unknown[]): Promise<WrittenAtOnce | null> {
    // Straight on the pool: the most frequent chat write, and a query runner per statement is what
    // its young-generation collections had to copy (docs/benchmarks.md, Live chat).
    const rows = await this.orderRowWriters.run(() =>
      poolQuery<{ id: string; prev_id: string; chat_id: string; user_id: string }>(
        this.messages.manager.connection,
        `WITH chat AS (
                ${touchChat}
                  AND ($4::uuid IS NULL OR NOT EXISTS (SELECT 1 FROM chat_messages m WHERE m.chat_id = c.id AND m.client_id = $4::uuid))
                RETURNING c.id, c.user_id),
              head AS (${takeMessageId('WHERE EXISTS (SELECT 1 FROM chat)')}),
              ins AS (INSERT INTO chat_messages (id, chat_id, "from", author_id, body, notice, params, client_id, created_at)
                      SELECT head.last_id, chat.id, '${from}', $2, $3, NULL, '{}'::jsonb, $4::uuid, $5 FROM head, chat RETURNING id)
         SELECT ins.id::text AS id, head.prev_id::text AS prev_id, chat.id AS chat_id, chat.user_id, ${MESSAGE_SIGNAL('ins.id', '$6')}
           FROM ins, head, chat`,
        params,
      ),
    );
    if (!rows.length) return null;
    const [row] = rows;
    const [, authorId, body, clientId, createdAt] = params as [string, string, string, string | null, Date];
    const message = this.messages.create({ id: row.id, chatId: row.chat_id, from, authorId, body, notice: null, params: {}, clientId, createdAt });
    return { message, prevId: row.prev_id, userId: row.user_id };
  }

  findMessage(manager: EntityManager, id: string): Promise<ChatMessage | null> {
    return this.messageRepo(manager).findOneBy({ id });
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
