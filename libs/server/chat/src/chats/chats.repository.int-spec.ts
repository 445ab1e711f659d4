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
import { ChatsRepository, NewChatMessage } from './chats.repository';

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
  const say = (chatId: string, from: NewChatMessage['from'], body: string) => tx((m) => rows.insertMessage(m, line(chatId, from, body), new Date()));

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
      const msg = await rows.insertMessage(m, line(chat.id, 'artist', 'first'), new Date());
      firstInserted();
      await firstHolds;
      order.push('first commits');
      return msg;
    });
    await inserted;
    const second = tx(async (m) => {
      const msg = await rows.insertMessage(m, line(chat.id, 'artist', 'second'), new Date());
      order.push('second inserted');
      return msg;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(order).toEqual([]);
    releaseFirst();
    const [one, two] = await Promise.all([first, second]);
    expect(order).toEqual(['first commits', 'second inserted']);
    expect(BigInt(two.id)).toBeGreaterThan(BigInt(one.id));
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
