import { Inject, Injectable } from '@nestjs/common';
import {
  CHAT_LIMITS,
  type AdminChatDetail,
  type AdminChatSummary,
  type ArtistChatResponse,
  type ChatDeskResponse,
  type ChatEndReason,
  type ChatMessageRequest,
  type ChatMessageResponse,
  type ChatNotice,
  type ChatOfficeResponse,
  type ChatResponse,
} from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { isUniqueViolation } from '@soundpost/server-core/database';
import { isUuid } from '@soundpost/server-core/ids';
import { ListQuery, Page, toPage } from '@soundpost/server-core/lists';
import { StorageService } from '@soundpost/server-core/storage';
import { ChatTranscriptsService, ReceivedAttachment, TICKET_ATTACHMENT_URL_TTL_SECONDS, TicketFormReader, TicketsService } from '@soundpost/server-support';
import { DataSource, EntityManager } from 'typeorm';
import { ChatErrors } from '../chat.errors';
import { ChatSettings } from '../chat.settings';
import { ChatListenerRepository } from '../live/chat-listener.repository';
import { ChatLocalDeliveries } from '../live/chat-local-deliveries';
import { officeState, OfficeSpan, parseOfficeHours } from '../office/office-hours';
import { ChatAttachment } from './chat-attachment.entity';
import { Chat } from './chat.entity';
import { firstName, NameOf, toAdminChatSummary, toChatMessage, toChatResponse } from './chat.mapper';
import { ChatMessage } from './chat-message.entity';
import { ChatPresenceRepository, PRESENCE_FRESH_MS } from './chat-presence.repository';
import { adminChatsListSpec, adminChatsSearch } from './chats.list';
import { ChatsRepository, WrittenAtOnce } from './chats.repository';

/** Who acts: an artist (the account, and the person in it) or a staff member. */
export type ChatActor = { kind: 'artist'; accountId: string; personId: string; name: string } | { kind: 'staff'; userId: string; name: string };

/** An ended chat stays the artist's "current" one for a day, so they read how it ended. */
const ENDED_SHOWN_MS = 24 * 3600_000;
/** Chats the no-answer job ends per run (the next run takes the rest). */
const NO_ANSWER_BATCH = 100;

/** A message written in this transaction, with what its streams need once it commits. */
interface Written {
  message: ChatMessage;
  files: ChatAttachment[];
  prevId: string;
  userId: string;
}

const NOTICE_OF: Record<ChatEndReason, ChatNotice> = { artist: 'ended', staff: 'ended', no_answer: 'no_answer', office_closed: 'office_closed', artist_left: 'became_ticket' };

@Injectable()
export class ChatsService {
  private readonly spans: OfficeSpan[];
  private readonly hoursText: string;

  constructor(
    private readonly dataSource: DataSource,
    private readonly rows: ChatsRepository,
    private readonly presence: ChatPresenceRepository,
    private readonly signals: ChatListenerRepository,
    private readonly deliveries: ChatLocalDeliveries,
    private readonly users: UserSummariesService,
    private readonly transcripts: ChatTranscriptsService,
    private readonly tickets: TicketsService,
    private readonly forms: TicketFormReader,
    private readonly storage: StorageService,
    private readonly settings: ChatSettings,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.hoursText = settings.officeHours(config.isProduction);
    this.spans = parseOfficeHours(this.hoursText);
  }

  async office(now = new Date()): Promise<ChatOfficeResponse> {
    const state = officeState(this.spans, this.settings.CHAT_TIMEZONE, now);
    const staff = await this.presence.staffOnline(now);
    return {
      open: state.open,
      staff_online: staff.length,
      opens_at: state.opensAt?.toISOString() ?? null,
      hours: this.hoursText ? `${this.hoursText} ${this.settings.CHAT_TIMEZONE}` : null,
      no_answer_minutes: this.settings.CHAT_NO_ANSWER_MINUTES,
    };
  }

  async artistChat(accountId: string, now = new Date()): Promise<ArtistChatResponse> {
    const chat = await this.currentOf(accountId, now);
    return { chat: chat ? await this.artistView(chat) : null, office: await this.office(now) };
  }

  /** An artist's message; the first one starts a chat (which ends at once as a ticket outside office hours). */
  async sendAsArtist(actor: Extract<ChatActor, { kind: 'artist' }>, input: ChatMessageRequest, files: ReceivedAttachment[], now = new Date()): Promise<ChatMessageResponse> {
    return this.withFiles(files, async () => {
      // Most lines (text, to the open chat) are one statement; the first one starts the chat the long way.
      const quick = files.length ? null : await this.atOnce(() => this.rows.sayAtOnce({ accountId: actor.accountId, personId: actor.personId, body: input.body, clientId: input.client_id ?? null, at: now, origin: this.deliveries.origin }));
      if (quick) return this.committed([quick], actor.name, true);
      const run = () =>
        this.expecting(async (expected) => this.dataSource.transaction(async (m): Promise<{ duplicate: ChatMessage } | { written: Written; more: boolean }> => {
          let chat = await this.rows.lockOpenOf(m, actor.accountId);
          const started = !chat;
          chat ??= await this.rows.insertChat(m, actor.accountId, now);
          const duplicate = input.client_id ? await this.rows.findByClientId(m, chat.id, input.client_id) : null;
          if (duplicate) return { duplicate };
          chat.waitingSince ??= now;
          chat.lastMessageAt = now;
          await this.rows.saveChat(m, chat);
          const written = await this.insert(m, chat, { from: 'artist', authorId: actor.personId, body: input.body, clientId: input.client_id ?? null }, files, now, expected);
          if (started) {
            const office = officeState(this.spans, this.settings.CHAT_TIMEZONE, now);
            if (!office.open) await this.endAsTicket(m, chat, 'office_closed', now, { opens_at: office.opensAt?.toISOString() ?? '' });
            else await this.signals.notify(m, { t: 'chat', chat_id: chat.id });
          }
          // A chat that ended as a ticket at once has notices after the message: the signal brings them all.
          return { written, more: started && chat.status === 'ended' };
        }));
      // Two first messages at once: one starts the chat, the other finds it (or its twin by client id) on a second try.
      const result = await run().catch((error: unknown) => (isUniqueViolation(error) ? run() : Promise.reject(error)));
      if ('duplicate' in result) {
        await this.forms.discard(files);
        return this.messageView(result.duplicate);
      }
      return this.committed([result.written], actor.name, !result.more);
    });
  }

  /**
   * A staff answer. The first one makes a waiting chat active (a staff_joined notice). With the
   * artist gone (no live connection) the chat becomes a ticket and the answer its staff reply, which
   * e-mails the artist; an answer to a chat that is a ticket already goes to the ticket the same way.
   */
  async sendAsStaff(actor: Extract<ChatActor, { kind: 'staff' }>, chatId: string, input: ChatMessageRequest, files: ReceivedAttachment[], now = new Date()): Promise<ChatMessageResponse> {
    return this.withFiles(files, async () => {
      const staffLine = { from: 'staff' as const, authorId: actor.userId, body: input.body, clientId: input.client_id ?? null };
      // Most answers (text, to an active chat with its artist here) are one statement; the rest take the long way.
      const answer = { chatId, staffId: actor.userId, body: input.body, clientId: input.client_id ?? null, onlineSince: new Date(now.getTime() - PRESENCE_FRESH_MS), at: now, origin: this.deliveries.origin };
      const quick = files.length || !isUuid(chatId) ? null : await this.atOnce(() => this.rows.answerAtOnce(answer));
      if (quick) return this.committed([quick], actor.name, true);
      const outcome = await this.expecting((expected) => this.dataSource.transaction(async (m): Promise<{ duplicate: ChatMessage } | { written: Written[] } | { ticketId: string }> => {
        // One round trip for the lock, a resend's twin and the artist's presence.
        const found = isUuid(chatId) ? await this.rows.lockForAnswer(m, chatId, answer.clientId, answer.onlineSince) : null;
        if (!found) throw ChatErrors.chatNotFound();
        const { chat } = found;
        const duplicate = found.duplicateId ? await this.rows.findMessage(m, found.duplicateId) : null;
        if (duplicate) return { duplicate };
        if (chat.status === 'ended') {
          if (!chat.ticketId) throw ChatErrors.chatEnded();
          return { ticketId: chat.ticketId };
        }
        chat.staffId ??= actor.userId;
        if (!found.artistOnline) {
          const ticket = await this.endAsTicket(m, chat, 'artist_left', now);
          return { ticketId: ticket };
        }
        const written: Written[] = [];
        if (chat.status === 'waiting') {
          chat.status = 'active';
          written.push(await this.insert(m, chat, { from: 'system', authorId: null, body: '', notice: 'staff_joined', params: { name: firstName(actor.name) ?? '' } }, [], now, expected));
          await this.signals.notify(m, { t: 'chat', chat_id: chat.id });
        }
        chat.waitingSince = null;
        chat.lastMessageAt = now;
        await this.rows.saveChat(m, chat);
        written.push(await this.insert(m, chat, staffLine, files, now, expected));
        return { written };
      }));
      if ('duplicate' in outcome) return this.messageView(outcome.duplicate);
      if ('written' in outcome) return this.committed(outcome.written, actor.name, true);
      await this.tickets.reply({ kind: 'staff', userId: actor.userId }, outcome.ticketId, { message: input.body }, files);
      // The answer shows in the chat too, after the notice that it became a ticket.
      const written = await this.expecting((expected) =>
        this.dataSource.transaction(async (m) => {
          const chat = await this.lock(m, chatId);
          chat.lastMessageAt = now;
          await this.rows.saveChat(m, chat);
          return this.insert(m, chat, staffLine, files, now, expected);
        }),
      );
      return this.committed([written], actor.name, true);
    });
  }

  async typing(actor: ChatActor, chatId?: string): Promise<void> {
    const chat = actor.kind === 'artist' ? await this.rows.openOf(actor.accountId) : await this.require(chatId ?? '');
    if (!chat) throw ChatErrors.chatNotFound();
    if (chat.status === 'ended') return;
    const by = actor.kind === 'staff' ? actor.userId : actor.personId;
    await this.signals.notifyNow({ t: 'typing', chat_id: chat.id, user_id: chat.userId, from: actor.kind, name: actor.kind === 'staff' ? firstName(actor.name) : actor.name, by });
  }

  /** Everything up to `lastId` is read by this side. */
  async markRead(actor: ChatActor, lastId: string, chatId?: string, now = new Date()): Promise<void> {
    const found = actor.kind === 'artist' ? await this.currentOf(actor.accountId, now) : await this.require(chatId ?? '');
    if (!found) throw ChatErrors.chatNotFound();
    await this.dataSource.transaction(async (m) => {
      const by = actor.kind;
      const read = await this.rows.markRead(m, found.id, by, lastId);
      await this.signals.notify(m, { t: 'read', chat_id: found.id, user_id: found.userId, by, last_id: read });
    });
  }

  async endAsArtist(accountId: string, now = new Date()): Promise<ChatResponse> {
    const chatId = await this.dataSource.transaction(async (m) => {
      const chat = await this.rows.lockOpenOf(m, accountId);
      if (!chat) return null;
      await this.endAsTicket(m, chat, 'artist', now);
      return chat.id;
    });
    // Ending twice answers the chat as it ended.
    const chat = chatId ? await this.rows.findById(chatId) : await this.rows.endedSince(accountId, new Date(now.getTime() - ENDED_SHOWN_MS));
    if (!chat) throw ChatErrors.chatNotFound();
    return this.artistView(chat);
  }

  async endAsStaff(chatId: string, now = new Date()): Promise<AdminChatDetail> {
    await this.dataSource.transaction(async (m) => {
      const chat = await this.lock(m, chatId);
      if (chat.status !== 'ended') await this.endAsTicket(m, chat, 'staff', now);
    });
    return this.adminGet(chatId, now);
  }

  /** The scheduled job: waiting chats no staff member answered within CHAT_NO_ANSWER_MINUTES become tickets. */
  async endUnanswered(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.settings.CHAT_NO_ANSWER_MINUTES * 60_000);
    let ended = 0;
    for (const id of await this.rows.waitingSince(cutoff, NO_ANSWER_BATCH)) {
      ended += await this.dataSource.transaction(async (m) => {
        const chat = await this.rows.lockById(m, id);
        // Answered or ended meanwhile: left as it is.
        if (!chat || chat.status !== 'waiting' || !chat.waitingSince || chat.waitingSince >= cutoff) return 0;
        await this.endAsTicket(m, chat, 'no_answer', now);
        return 1;
      });
    }
    return ended;
  }

  async adminList(list: ListQuery, now = new Date()): Promise<Page<AdminChatSummary>> {
    const spec = list.q ? { ...adminChatsListSpec, search: adminChatsSearch(await this.users.idsMatching(list.q)) } : adminChatsListSpec;
    const [chats, total] = await this.rows.adminPage(list, spec);
    return toPage(await this.summaries(chats, now), total, list, spec.resource);
  }

  async adminGet(id: string, now = new Date()): Promise<AdminChatDetail> {
    const chat = await this.require(id);
    const [summary] = await this.summaries([chat], now);
    return { ...summary, messages: await this.messagesOf(chat.id) };
  }

  async assertExists(id: string): Promise<void> {
    await this.require(id);
  }

  async desk(now = new Date()): Promise<ChatDeskResponse> {
    const [online, office, counts] = await Promise.all([this.presence.staffOnline(now), this.office(now), this.rows.deskCounts()]);
    const contacts = await this.users.contacts(online.map((s) => s.userId));
    return {
      staff: online.map((s) => ({ id: s.userId, name: contacts.get(s.userId)?.name ?? '', since: s.since.toISOString() })),
      office: { ...office, staff_online: online.length },
      ...counts,
    };
  }

  // The live stream's reads (ChatLiveService).

  /** Messages after `afterId` (of `userId`'s chats, or every chat), as the stream sends them. */
  async messagesAfter(afterId: string, userId: string | null, limit: number): Promise<Array<{ message: ChatMessageResponse; userId: string }>> {
    const found = await this.rows.after(afterId, userId, limit);
    const views = await this.views(found.map((f) => f.message));
    return found.map((f, i) => ({ message: views[i], userId: f.userId }));
  }

  latestMessageId(): Promise<string> {
    return this.rows.maxMessageId();
  }

  /** A chat as each side's stream shows it after a change. */
  async chatChange(chatId: string, now = new Date()): Promise<{ userId: string; artist: ChatResponse; staff: AdminChatSummary } | null> {
    const chat = await this.rows.findById(chatId);
    if (!chat) return null;
    const [summary] = await this.summaries([chat], now);
    return { userId: chat.userId, artist: await this.artistView(chat, false), staff: summary };
  }

  /** The account's chat not ended, for the staff streams when the artist comes or goes. */
  openChatOf(userId: string): Promise<Chat | null> {
    return this.rows.openOf(userId);
  }

  /** Whether the account has a chat not ended (closing the account waits for it to end). */
  async hasOpenChat(accountId: string, manager?: EntityManager): Promise<boolean> {
    return (await this.rows.openOf(accountId, manager)) !== null;
  }

  async staffOnlineCount(now = new Date()): Promise<number> {
    return (await this.presence.staffOnline(now)).length;
  }

  // Inside.

  private async currentOf(accountId: string, now: Date): Promise<Chat | null> {
    return (await this.rows.openOf(accountId)) ?? (await this.rows.endedSince(accountId, new Date(now.getTime() - ENDED_SHOWN_MS)));
  }

  private async require(id: string): Promise<Chat> {
    const chat = isUuid(id) ? await this.rows.findById(id) : null;
    if (!chat) throw ChatErrors.chatNotFound();
    return chat;
  }

  private async lock(m: EntityManager, id: string): Promise<Chat> {
    const chat = isUuid(id) ? await this.rows.lockById(m, id) : null;
    if (!chat) throw ChatErrors.chatNotFound();
    return chat;
  }

  /** A one-statement write (answerAtOnce, sayAtOnce): null when it wrote nothing and the long way must go. */
  private async atOnce(write: () => Promise<WrittenAtOnce | null>): Promise<Written | null> {
    try {
      const done = await write();
      return done && { message: done.message, files: [], prevId: done.prevId, userId: done.userId };
    } catch (error) {
      // Lost after its commit perhaps (its signal skipped here): read. A resend met meanwhile: the long way finds it.
      this.deliveries.forget();
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  /** A message and its files, under the chat's row lock, with the commit-time signal (insertMessage sends it). */
  private async insert(
    m: EntityManager,
    chat: Chat,
    line: { from: ChatMessage['from']; authorId: string | null; body: string; clientId?: string | null; notice?: ChatNotice; params?: Record<string, string> },
    files: ReceivedAttachment[],
    now: Date,
    expected?: string[],
  ): Promise<Written> {
    const fields = { chatId: chat.id, from: line.from, authorId: line.authorId, body: line.body, notice: line.notice ?? null, params: line.params ?? {}, clientId: line.clientId ?? null };
    const { message, prevId } = await this.rows.insertMessage(m, fields, now, expected ? this.deliveries.origin : null);
    expected?.push(message.id);
    const saved = await this.rows.insertAttachments(
      m,
      files.map(({ file, filename }, i) => ({ chatId: chat.id, messageId: message.id, storageKey: file.key, originalName: filename || null, contentType: file.contentType, sizeBytes: file.size, createdAt: new Date(now.getTime() + i) })),
    );
    return { message, files: saved, prevId, userId: chat.userId };
  }

  /**
   * The views of messages just committed, written by `authorName` (or notices): built from what was
   * written, with no read back. With `deliver`, this instance's streams get them at once.
   */
  private committed(written: Written[], authorName: string, deliver: boolean): ChatMessageResponse {
    const nameOf: NameOf = (_id, from) => (from === 'staff' ? firstName(authorName) : authorName);
    let views: ChatMessageResponse[];
    try {
      views = written.map((w) => toChatMessage(w.message, w.files, nameOf, this.sign));
    } catch (error) {
      this.deliveries.forget();
      throw error;
    }
    if (deliver) this.deliveries.publish(written.map((w, i) => ({ message: views[i], userId: w.userId, prevId: w.prevId })));
    else this.deliveries.forget();
    return views[views.length - 1];
  }

  /**
   * Runs a transaction whose messages (`insert` with `expected`) this instance will hand to its own
   * streams after the commit (committed()). If it fails after writing one, forget(): a commit whose
   * answer was lost has signalled, and the signal was skipped here.
   */
  private async expecting<T>(work: (expected: string[]) => Promise<T>): Promise<T> {
    const expected: string[] = [];
    try {
      return await work(expected);
    } catch (error) {
      if (expected.length) this.deliveries.forget();
      throw error;
    }
  }

  /** Ends the chat and keeps it as a ticket (its transcript), with the notice that says so. Returns the ticket id. */
  private async endAsTicket(m: EntityManager, chat: Chat, reason: ChatEndReason, now: Date, params: Record<string, string> = {}): Promise<string> {
    const lines = (await this.rows.allOf(m, chat.id)).filter((x) => x.from !== 'system');
    const files = await this.rows.attachmentsOf(lines.map((l) => l.id), m);
    const ticket = await this.transcripts.createFromChat(
      m,
      chat.userId,
      lines.map((l) => ({
        kind: l.from === 'staff' ? 'staff' : 'artist',
        authorId: l.authorId,
        body: l.body,
        createdAt: l.createdAt,
        files: files.filter((f) => String(f.messageId) === String(l.id)).map((f) => ({ key: f.storageKey, name: f.originalName, contentType: f.contentType, size: f.sizeBytes })),
      })),
    );
    Object.assign(chat, { status: 'ended', endReason: reason, endedAt: now, ticketId: ticket.id, ticketNumber: ticket.number, waitingSince: null });
    await this.rows.saveChat(m, chat);
    await this.insert(m, chat, { from: 'system', authorId: null, body: '', notice: NOTICE_OF[reason], params: { ticket_number: String(ticket.number), ...params } }, [], now);
    await this.signals.notify(m, { t: 'chat', chat_id: chat.id });
    return ticket.id;
  }

  private async artistView(chat: Chat, withMessages = true): Promise<ChatResponse> {
    const [messages, unread, staff] = await Promise.all([
      withMessages ? this.messagesOf(chat.id) : Promise.resolve([]),
      this.rows.unread([chat.id], 'artist'),
      chat.staffId ? this.users.contact(chat.staffId) : Promise.resolve(null),
    ]);
    return toChatResponse(chat, firstName(staff?.name), unread.get(chat.id) ?? 0, messages);
  }

  private async messagesOf(chatId: string): Promise<ChatMessageResponse[]> {
    return this.views(await this.rows.newestOf(chatId, CHAT_LIMITS.historyMax));
  }

  private async messageView(message: ChatMessage): Promise<ChatMessageResponse> {
    return (await this.views([message]))[0];
  }

  private async views(messages: ChatMessage[]): Promise<ChatMessageResponse[]> {
    if (!messages.length) return [];
    const [attachments, contacts] = await Promise.all([
      this.rows.attachmentsOf(messages.map((x) => x.id)),
      this.users.contacts(messages.flatMap((x) => (x.authorId ? [x.authorId] : []))),
    ]);
    const nameOf: NameOf = (id, from) => {
      const name = id ? (contacts.get(id)?.name ?? null) : null;
      return from === 'staff' ? firstName(name) : name;
    };
    return messages.map((x) => toChatMessage(x, attachments as ChatAttachment[], nameOf, this.sign));
  }

  private async summaries(chats: Chat[], now: Date): Promise<AdminChatSummary[]> {
    const ids = chats.map((c) => c.id);
    const userIds = chats.map((c) => c.userId);
    const [contacts, unread, lastLines, online] = await Promise.all([
      this.users.contacts([...userIds, ...chats.flatMap((c) => (c.staffId ? [c.staffId] : []))]),
      this.rows.unread(ids, 'staff'),
      this.rows.lastLines(ids),
      this.presence.artistsOnline(userIds, now),
    ]);
    return chats.map((c) =>
      toAdminChatSummary(c, {
        user: contacts.get(c.userId) ?? null,
        staff: c.staffId ? (contacts.get(c.staffId) ?? null) : null,
        lastLine: lastLines.get(c.id) ?? null,
        unread: unread.get(c.id) ?? 0,
        artistOnline: online.has(c.userId),
      }),
    );
  }

  private readonly sign = (key: string, name: string | null): string => this.storage.signedUrl(key, TICKET_ATTACHMENT_URL_TTL_SECONDS, Date.now(), { name: name ?? undefined });

  private async withFiles<T>(files: ReceivedAttachment[], step: () => Promise<T>): Promise<T> {
    try {
      return await step();
    } catch (error) {
      await this.forms.discard(files);
      throw error;
    }
  }
}
