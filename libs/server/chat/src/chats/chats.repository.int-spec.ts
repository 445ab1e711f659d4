import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createServicesTestContext, ServicesTestContext } from '@soundpost/server-core/testing';
import { EntityManager } from 'typeorm';
import { chatSchema } from '../schema';
import { Chat } from './chat.entity';
import { ChatMessage } from './chat-message.entity';
import { ChatAttachment } from './chat-attachment.entity';
import { ChatPresence } from './chat-presence.entity';
import { ChatPresenceRepository, PRESENCE_FRESH_MS } from './chat-presence.repository';
import { ChatsRepository, NewChatMessage, QuickAnswer, QuickLine } from './chats.repository';

@Module({ imports: [TypeOrmModule.forFeature([Chat, ChatMessage, ChatAttachment, ChatPresence])], providers: [ChatsRepository, ChatPresenceRepository] })
class ChatRowsTestModule {}

describe('ChatsRepository and ChatPresenceRepository (real Postgres)', () => {
  let ctx: ServicesTestContext;
  let rows: ChatsRepository;
  let presence: ChatPresenceRepository;

  beforeAll(async () => {
    ctx = await createServicesTestContext({ entities: chatSchema.entities, imports: [ChatRowsTestModule], label: 'chat' });
    rows = ctx.app.get(ChatsRepository);
    presence = ctx.app.get(ChatPresenceRepository);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const tx = <T>(work: (m: EntityManager) => Promise<T>) => ctx.dataSource.transaction(work);
  const line = (chatId: string, from: NewChatMessage['from'], body: string): NewChatMessage => ({
    chatId,
    from,
    authorId: from === 'system' ? null : randomUUID(),
    body,
    notice: from === 'system' ? 'staff_joined' : null,
    params: {},
    clientId: null,
  });
  const newChat = (userId = randomUUID()) => tx((m) => rows.insertChat(m, userId, new Date()));
  const say = (chatId: string, from: NewChatMessage['from'], body: string) => tx(async (m) => (await rows.insertMessage(m, line(chatId, from, body), new Date())).message);

  it('keeps at most one chat not ended per account', async () => {
    const user = randomUUID();
    const first = await newChat(user);
    await expect(newChat(user)).rejects.toThrow(/chats_one_open_per_user/);
    await expect(tx((m) => rows.lockOpenOf(m, user))).resolves.toMatchObject({ id: first.id });
    await tx(async (m) => rows.saveChat(m, Object.assign(first, { status: 'ended', endedAt: new Date(), endReason: 'artist' })));
    await expect(newChat(user)).resolves.toMatchObject({ status: 'waiting' });
    await expect(rows.endedSince(user, new Date(Date.now() - 60_000))).resolves.toMatchObject({ id: first.id });
  });

  it('reads the messages after an id in id order, of one account or of all, with their account', async () => {
    const mine = await newChat();
    const theirs = await newChat();
    const mark = await rows.maxMessageId();
    const a = await say(mine.id, 'artist', 'one');
    const b = await say(theirs.id, 'artist', 'two');
    const c = await say(mine.id, 'staff', 'three');
    const everyone = (await rows.after(mark, null, 100)).map((x) => [x.message.body, x.userId]);
    expect(everyone).toEqual([
      ['one', mine.userId],
      ['two', theirs.userId],
      ['three', mine.userId],
    ]);
    expect((await rows.after(a.id, mine.userId, 100)).map((x) => x.message.id)).toEqual([c.id]);
    expect((await rows.after(mark, null, 2)).map((x) => x.message.id)).toEqual([a.id, b.id]);
    await expect(rows.maxMessageId()).resolves.toBe(String(c.id));
  });

  it('lets message ids commit only in order: a second insert waits for the first transaction to end', async () => {
    const chat = await newChat();
    const order: string[] = [];
    let releaseFirst: () => void = () => undefined;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstInserted: () => void = () => undefined;
    const inserted = new Promise<void>((resolve) => (firstInserted = resolve));
    const first = tx(async (m) => {
      const { message: msg } = await rows.insertMessage(m, line(chat.id, 'artist', 'first'), new Date());
      firstInserted();
      await firstHolds;
      order.push('first commits');
      return msg;
    });
    await inserted;
    const second = tx(async (m) => {
      const { message: msg, prevId } = await rows.insertMessage(m, line(chat.id, 'artist', 'second'), new Date());
      order.push('second inserted');
      return { ...msg, prevId };
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual([]);
    releaseFirst();
    const [one, two] = await Promise.all([first, second]);
    expect(order).toEqual(['first commits', 'second inserted']);
    expect(BigInt(two.id)).toBeGreaterThan(BigInt(one.id));
    // The second saw the first committed: the newest id before it is the first's.
    expect(two.prevId).toBe(String(one.id));
  });

  it('writes a message with its notification in one statement, and says which id came before it', async () => {
    const chat = await newChat();
    const before = await rows.maxMessageId();
    const listener = ctx.dataSource.createQueryRunner();
    const heard: string[] = [];
    const raw = (await listener.connect()) as { on: (event: string, fn: (n: { channel: string; payload?: string }) => void) => void };
    raw.on('notification', (n) => n.channel === 'chat_events' && heard.push(n.payload ?? ''));
    await listener.query('LISTEN chat_events');
    try {
      const [first, second] = await tx(async (m) => [await rows.insertMessage(m, line(chat.id, 'system', ''), new Date()), await rows.insertMessage(m, line(chat.id, 'staff', 'hi'), new Date(), 'instance-1')]);
      expect(first.prevId).toBe(before);
      expect(second.prevId).toBe(String(first.message.id));
      expect(second.message).toMatchObject({ chatId: chat.id, from: 'staff', body: 'hi', params: {} });
      await expect(rows.findMessage(ctx.dataSource.manager, second.message.id)).resolves.toMatchObject({ id: String(second.message.id), body: 'hi', from: 'staff' });
      for (let i = 0; i < 50 && heard.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(heard.map((p) => JSON.parse(p))).toEqual([
        { t: 'message', id: String(first.message.id), o: null },
        { t: 'message', id: String(second.message.id), o: 'instance-1' },
      ]);
    } finally {
      await listener.release();
    }
  });

  it("locks a chat for a staff answer with its resend's twin and the artist's presence, and saves it without touching the read marks", async () => {
    const chat = await newChat();
    const clientId = randomUUID();
    const sent = await tx(async (m) => (await rows.insertMessage(m, { ...line(chat.id, 'staff', 'hello'), clientId }, new Date())).message);
    const since = new Date(Date.now() - PRESENCE_FRESH_MS);
    await expect(tx((m) => rows.lockForAnswer(m, randomUUID(), null, since))).resolves.toBeNull();
    await expect(tx((m) => rows.lockForAnswer(m, chat.id, clientId, since))).resolves.toMatchObject({ chat: { id: chat.id }, duplicateId: String(sent.id), artistOnline: false });
    await presence.insert(randomUUID(), chat.userId, 'artist', new Date());
    await expect(tx((m) => rows.lockForAnswer(m, chat.id, randomUUID(), since))).resolves.toMatchObject({ duplicateId: null, artistOnline: true });
    await expect(tx((m) => rows.lockForAnswer(m, chat.id, null, since))).resolves.toMatchObject({ duplicateId: null, artistOnline: true });
    // The lock holds: a second answer waits for the first transaction.
    let releaseFirst: () => void = () => undefined;
    const holds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let locked: () => void = () => undefined;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const first = tx(async (m) => {
      const found = await rows.lockForAnswer(m, chat.id, null, since);
      locked();
      await holds;
      await rows.saveChat(m, Object.assign(found!.chat, { status: 'active', staffId: randomUUID(), waitingSince: null }));
    });
    await isLocked;
    let secondDone = false;
    const second = tx((m) => rows.lockForAnswer(m, chat.id, null, since)).then((found) => ((secondDone = true), found));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(secondDone).toBe(false);
    // Meanwhile the artist reads: the mark they set stays (saveChat leaves the read marks alone).
    const reading = tx((m) => rows.markRead(m, chat.id, 'artist', String(sent.id)));
    releaseFirst();
    await first;
    await expect(reading).resolves.toBe(String(sent.id));
    await expect(second).resolves.toMatchObject({ chat: { status: 'active', waitingSince: null } });
    await expect(rows.findById(chat.id)).resolves.toMatchObject({ status: 'active', artistReadId: String(sent.id) });
  });

  it('writes the usual staff answer in one statement, only to an active chat with its artist here and not as a resend', async () => {
    const chat = await newChat();
    const staffId = randomUUID();
    const answer = (over: Partial<QuickAnswer> = {}): QuickAnswer => ({ chatId: chat.id, staffId, body: 'At once', clientId: null, onlineSince: new Date(Date.now() - PRESENCE_FRESH_MS), at: new Date(), origin: 'here', ...over });
    const count = async () => Number((await ctx.dataSource.query('SELECT count(*) AS n FROM chat_messages WHERE chat_id = $1', [chat.id]))[0].n);
    // Waiting (no staff answer yet), then without the artist: not here.
    await presence.insert(randomUUID(), chat.userId, 'artist', new Date());
    await expect(rows.answerAtOnce(answer())).resolves.toBeNull();
    await ctx.dataSource.query(`UPDATE chats SET status = 'active' WHERE id = $1`, [chat.id]);
    await expect(rows.answerAtOnce(answer({ onlineSince: new Date(Date.now() + 1000) }))).resolves.toBeNull();
    await expect(rows.answerAtOnce(answer({ chatId: randomUUID() }))).resolves.toBeNull();
    expect(await count()).toBe(0);

    const before = await rows.maxMessageId();
    const clientId = randomUUID();
    const done = await rows.answerAtOnce(answer({ clientId }));
    expect(done).toMatchObject({ prevId: before, userId: chat.userId, message: { chatId: chat.id, from: 'staff', authorId: staffId, body: 'At once', clientId } });
    await expect(rows.findMessage(ctx.dataSource.manager, done!.message.id)).resolves.toMatchObject({ body: 'At once', clientId, from: 'staff' });
    await expect(rows.findById(chat.id)).resolves.toMatchObject({ staffId, waitingSince: null, status: 'active' });
    // The resend is not written twice.
    await expect(rows.answerAtOnce(answer({ clientId }))).resolves.toBeNull();
    expect(await count()).toBe(1);

    // It takes its id in order: behind a transaction that holds the order row, and after it.
    let release: () => void = () => undefined;
    const holds = new Promise<void>((resolve) => (release = resolve));
    let took: (id: string) => void = () => undefined;
    const taken = new Promise<string>((resolve) => (took = resolve));
    const open = tx(async (m) => {
      took((await rows.insertMessage(m, line(chat.id, 'artist', 'held'), new Date())).message.id);
      await holds;
    });
    const heldId = await taken;
    let quickDone = false;
    const quick = rows.answerAtOnce(answer({ body: 'Behind' })).then((r) => ((quickDone = true), r));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(quickDone).toBe(false);
    release();
    await open;
    const behind = await quick;
    expect(behind?.prevId).toBe(heldId);
    expect(BigInt(behind!.message.id)).toBeGreaterThan(BigInt(heldId));
  });

  it("writes the usual artist line in one statement, only to the account's open chat and not as a resend", async () => {
    const account = randomUUID();
    const person = randomUUID();
    const line = (over: Partial<QuickLine> = {}): QuickLine => ({ accountId: account, personId: person, body: 'Me again', clientId: null, at: new Date(), origin: 'here', ...over });
    // No chat yet: the first line starts one the long way.
    await expect(rows.sayAtOnce(line())).resolves.toBeNull();
    const chat = await newChat(account);
    await ctx.dataSource.query(`UPDATE chats SET waiting_since = NULL, status = 'active' WHERE id = $1`, [chat.id]);
    const clientId = randomUUID();
    const at = new Date();
    const before = await rows.maxMessageId();
    const done = await rows.sayAtOnce(line({ clientId, at }));
    expect(done).toMatchObject({ prevId: before, userId: account, message: { chatId: chat.id, from: 'artist', authorId: person, body: 'Me again', clientId } });
    // The artist waits for an answer again, since this line.
    expect((await rows.findById(chat.id))?.waitingSince?.getTime()).toBe(at.getTime());
    await expect(rows.sayAtOnce(line({ clientId }))).resolves.toBeNull();
    await tx(async (m) => rows.saveChat(m, Object.assign((await rows.findById(chat.id))!, { status: 'ended', endedAt: new Date(), endReason: 'artist' })));
    await expect(rows.sayAtOnce(line())).resolves.toBeNull();
    expect(Number((await ctx.dataSource.query('SELECT count(*) AS n FROM chat_messages WHERE chat_id = $1', [chat.id]))[0].n)).toBe(1);
  });

  it('gives every message, however written and however many at once, the id before it as its previous one', async () => {
    const chats = await Promise.all([newChat(), newChat(), newChat()]);
    for (const c of chats) {
      await ctx.dataSource.query(`UPDATE chats SET status = 'active' WHERE id = $1`, [c.id]);
      await presence.insert(randomUUID(), c.userId, 'artist', new Date());
    }
    const since = new Date(Date.now() - PRESENCE_FRESH_MS);
    const writes = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0
        ? rows.answerAtOnce({ chatId: chats[i % 3].id, staffId: randomUUID(), body: `quick ${i}`, clientId: null, onlineSince: since, at: new Date(), origin: 'x' })
        : i % 3 === 1
          ? rows.sayAtOnce({ accountId: chats[i % 3].userId, personId: randomUUID(), body: `said ${i}`, clientId: null, at: new Date(), origin: 'x' })
          : tx((m) => rows.insertMessage(m, line(chats[i % 3].id, 'artist', `long ${i}`), new Date())),
    );
    const done = (await Promise.all(writes)).map((w) => ({ id: BigInt(w!.message.id), prev: BigInt(w!.prevId) }));
    done.sort((x, y) => (x.id < y.id ? -1 : 1));
    for (let i = 1; i < done.length; i++) expect(done[i].prev).toBe(done[i - 1].id);
  });

  it('raises a read mark up to the newest message, never lowers it; counts unread per side and the last line without notices', async () => {
    const chat = await newChat();
    const a1 = await say(chat.id, 'artist', 'hello');
    await say(chat.id, 'system', '');
    const s1 = await say(chat.id, 'staff', 'hi');
    const a2 = await say(chat.id, 'artist', 'thanks');
    await expect(rows.unread([chat.id], 'staff')).resolves.toEqual(new Map([[chat.id, 2]]));
    await expect(rows.unread([chat.id], 'artist')).resolves.toEqual(new Map([[chat.id, 2]]));
    await expect(tx((m) => rows.markRead(m, chat.id, 'staff', a1.id))).resolves.toBe(String(a1.id));
    await expect(rows.unread([chat.id], 'staff')).resolves.toEqual(new Map([[chat.id, 1]]));
    await expect(tx((m) => rows.markRead(m, chat.id, 'staff', '1'))).resolves.toBe(String(a1.id));
    await expect(tx((m) => rows.markRead(m, chat.id, 'artist', '999999999999'))).resolves.toBe(String(a2.id));
    await expect(rows.unread([chat.id], 'artist')).resolves.toEqual(new Map());
    await expect(rows.lastLines([chat.id])).resolves.toEqual(new Map([[chat.id, 'thanks']]));
    expect(BigInt(s1.id)).toBeLessThan(BigInt(a2.id));
  });

  it('finds the waiting chats unanswered since before a time, oldest first', async () => {
    const old = await newChat();
    const older = await newChat();
    const young = await newChat();
    const active = await newChat();
    await ctx.dataSource.query(`UPDATE chats SET waiting_since = now() - interval '10 minutes' WHERE id = $1`, [old.id]);
    await ctx.dataSource.query(`UPDATE chats SET waiting_since = now() - interval '20 minutes' WHERE id = $1`, [older.id]);
    await ctx.dataSource.query(`UPDATE chats SET waiting_since = now() - interval '20 minutes', status = 'active' WHERE id = $1`, [active.id]);
    const due = await rows.waitingSince(new Date(Date.now() - 5 * 60_000), 100);
    expect(due.filter((id) => [old.id, older.id, young.id, active.id].includes(id))).toEqual([older.id, old.id]);
  });

  it('counts a connection online while its heartbeat is fresh, staff once each, and forgets an instance', async () => {
    const instance = randomUUID();
    const artist = randomUUID();
    const staffer = randomUUID();
    const now = new Date();
    await presence.insert(instance, artist, 'artist', now);
    await presence.insert(instance, staffer, 'staff', now);
    await presence.insert(randomUUID(), staffer, 'staff', new Date(now.getTime() + 1000));
    await expect(presence.artistsOnline([artist, randomUUID()], now)).resolves.toEqual(new Set([artist]));
    expect((await presence.staffOnline(now)).filter((s) => s.userId === staffer)).toEqual([{ userId: staffer, since: now }]);
    const later = new Date(now.getTime() + PRESENCE_FRESH_MS + 1000);
    await expect(presence.artistsOnline([artist], later)).resolves.toEqual(new Set());
    await presence.heartbeat(instance, later);
    await expect(presence.artistsOnline([artist], later)).resolves.toEqual(new Set([artist]));
    await presence.removeInstance(instance);
    await expect(presence.artistsOnline([artist], later)).resolves.toEqual(new Set());
  });
});
