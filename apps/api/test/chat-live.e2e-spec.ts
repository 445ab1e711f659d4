import type { ChatMessageResponse } from '@soundpost/contracts';
import { DataSource } from 'typeorm';
import { ChatStream, messageIds, openChatStream } from './support/chat-stream';
import { approvedArtist, caller, newStaff, type TestArtist } from './support/releases-fixtures';
import { createTestApp, TestApp } from './test-app';

/**
 * Two API instances over one database, as production runs several: a message written through one
 * reaches the streams of the other (Postgres LISTEN/NOTIFY), a reconnect resumes exactly, and a
 * shutdown ends its streams instead of waiting for them.
 */
describe('Live chat across two API instances (real HTTP, one database)', () => {
  let a: TestApp;
  let b: TestApp;
  let callA: ReturnType<typeof caller>;
  let callB: ReturnType<typeof caller>;
  let staff: { id: string; token: string };
  const streams: ChatStream[] = [];

  const open = async (t: TestApp, path: string, token: string, headers: Record<string, string> = {}) => {
    const stream = await openChatStream(t.url, `/api${path}`, token, headers);
    streams.push(stream);
    expect(stream.status).toBe(200);
    // The stream is registered (and its presence written) once its first presence event is out.
    await stream.waitFor((e) => e.event === 'presence');
    return stream;
  };
  const isMessage = (id: string) => (e: { data: { type: string; message?: ChatMessageResponse } }) => e.data.type === 'message' && e.data.message?.id === id;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({}, [], { sharedDatabase: a.db });
    callA = caller(a);
    callB = caller(b);
    staff = await newStaff(a);
  });
  afterEach(() => {
    for (const s of streams.splice(0)) s.close();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const startChat = async (artist: TestArtist, body = 'Hello from the artist'): Promise<ChatMessageResponse> => {
    const res = await callA('POST', '/artist/chat/messages', artist.token, { body });
    expect(res.status).toBe(201);
    return res.body;
  };

  it('a message sent through instance A reaches a stream on instance B within a second, both ways', async () => {
    const artist = await approvedArtist(a);
    const first = await startChat(artist);
    const artistOnB = await open(b, '/artist/chat/events', artist.token);
    const staffOnB = await open(b, '/admin/chats/events', staff.token);
    // A stream on the instance that writes gets the message without reading it back: the same event.
    const artistOnA = await open(a, '/artist/chat/events', artist.token);

    let sentAt = Date.now();
    const answer = await callA('POST', `/admin/chats/${first.chat_id}/messages`, staff.token, { body: 'Staff here' });
    expect(answer.status).toBe(201);
    const received = await artistOnB.waitFor(isMessage(answer.body.id), 1000);
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(received.id).toBe(answer.body.id);
    expect(received.data).toEqual({ type: 'message', message: answer.body });
    expect((await artistOnA.waitFor(isMessage(answer.body.id), 1000)).data).toEqual(received.data);
    // The answer is the stored message as every later read shows it.
    const stored = await callA('GET', `/admin/chats/${first.chat_id}`, staff.token);
    expect(stored.body.messages.find((m: ChatMessageResponse) => m.id === answer.body.id)).toEqual(answer.body);

    sentAt = Date.now();
    const reply = await callA('POST', '/artist/chat/messages', artist.token, { body: 'Thanks!' });
    await staffOnB.waitFor(isMessage(reply.body.id), 1000);
    expect(Date.now() - sentAt).toBeLessThan(1000);
    // Staff see the chat turn active and the artist online.
    await staffOnB.waitFor((e) => e.data.type === 'chat' && 'artist_online' in e.data.chat && e.data.chat.chat_id === first.chat_id && e.data.chat.status === 'active');
  });

  it('a reconnect with Last-Event-ID (or ?after=) gets exactly the messages it missed, then live ones, none twice', async () => {
    const artist = await approvedArtist(a);
    const first = await startChat(artist, 'Before the drop');
    // A second tab on A keeps the artist connected while the first one is away.
    await open(a, '/artist/chat/events', artist.token);
    const tab = await open(b, '/artist/chat/events', artist.token);
    const seen = await callA('POST', `/admin/chats/${first.chat_id}/messages`, staff.token, { body: 'Seen before the drop' });
    await tab.waitFor(isMessage(seen.body.id));
    tab.close();

    const missed: string[] = [];
    for (const body of ['Missed one', 'Missed two']) missed.push((await callA('POST', `/admin/chats/${first.chat_id}/messages`, staff.token, { body })).body.id);
    missed.push((await callA('POST', '/artist/chat/messages', artist.token, { body: 'Missed three (mine, from the other tab)' })).body.id);

    const back = await open(b, '/artist/chat/events', artist.token, { 'Last-Event-ID': seen.body.id });
    for (const id of missed) await back.waitFor(isMessage(id));
    const live = (await callA('POST', `/admin/chats/${first.chat_id}/messages`, staff.token, { body: 'Live again' })).body.id;
    await back.waitFor(isMessage(live));
    await sleep(300);
    expect(messageIds(back)).toEqual([...missed, live]);

    // The same with ?after= on the staff stream, which carries every chat.
    const staffBack = await open(b, `/admin/chats/events?after=${seen.body.id}`, staff.token);
    await staffBack.waitFor(isMessage(live));
    expect(messageIds(staffBack).filter((id) => [...missed, live].includes(id))).toEqual([...missed, live]);
  });

  it('many messages written at once through both instances reach a staff stream on each instance each once, in id order', async () => {
    const artists = await Promise.all(Array.from({ length: 4 }, () => approvedArtist(a)));
    const staffOnB = await open(b, '/admin/chats/events', staff.token);
    const staffOnA = await open(a, '/admin/chats/events', staff.token);
    const sends = artists.flatMap((artist, i) =>
      Array.from({ length: 10 }, (_, n) => (n % 2 ? callA : callB)('POST', '/artist/chat/messages', artist.token, { body: `artist ${i} line ${n}` })),
    );
    const ids = (await Promise.all(sends)).map((r) => {
      expect(r.status).toBe(201);
      return (r.body as ChatMessageResponse).id;
    });
    const newest = ids.reduce((max, id) => (BigInt(id) > BigInt(max) ? id : max));
    // Each instance hands its own messages to its streams at once and reads the other's back.
    for (const stream of [staffOnB, staffOnA]) {
      await stream.waitFor(isMessage(newest), 3000);
      await sleep(300);
      const got = messageIds(stream);
      for (const id of ids) expect(got.filter((x) => x === id)).toHaveLength(1);
      expect([...got].sort((x, y) => (BigInt(x) < BigInt(y) ? -1 : 1))).toEqual(got);
    }
  });

  it('typing reaches the other side across instances', async () => {
    const artist = await approvedArtist(a);
    const first = await startChat(artist);
    const artistOnA = await open(a, '/artist/chat/events', artist.token);
    const staffOnB = await open(b, '/admin/chats/events', staff.token);
    expect((await callA('POST', '/artist/chat/typing', artist.token)).status).toBe(204);
    await staffOnB.waitFor((e) => e.data.type === 'typing' && e.data.chat_id === first.chat_id && e.data.from === 'artist', 1000);
    expect((await callB('POST', `/admin/chats/${first.chat_id}/typing`, staff.token)).status).toBe(204);
    const typing = await artistOnA.waitFor((e) => e.data.type === 'typing' && e.data.from === 'staff', 1000);
    expect(typing.data).toEqual({ type: 'typing', chat_id: first.chat_id, from: 'staff', name: 'The' });
    // Nobody's own typing is echoed to them.
    expect(artistOnA.events.some((e) => e.data.type === 'typing' && e.data.from === 'artist')).toBe(false);
    expect(staffOnB.events.some((e) => e.data.type === 'typing' && e.data.from === 'staff')).toBe(false);
  });

  it('presence: staff on the desk count across instances; a shutdown ends its streams at once and forgets their presence', async () => {
    const c = await createTestApp({}, [], { sharedDatabase: a.db });
    try {
      const artist = await approvedArtist(a);
      await startChat(artist);
      const artistOnA = await open(a, '/artist/chat/events', artist.token);
      const staffOnC = await open(c, '/admin/chats/events', staff.token);
      await artistOnA.waitFor((e) => e.data.type === 'presence' && e.data.staff_online >= 1);
      const desk = await callA('GET', '/admin/chats/desk', staff.token);
      expect(desk.body.staff).toEqual(expect.arrayContaining([expect.objectContaining({ id: staff.id, name: 'The admin' })]));
      expect((await callA('GET', '/artist/chat', artist.token)).body.office.staff_online).toBeGreaterThanOrEqual(1);

      // What the graceful drain does first: close the HTTP server. Its streams end at once instead of holding it.
      const started = Date.now();
      const closing = c.app.getHttpAdapter().close() as Promise<void>;
      await staffOnC.ended;
      await closing;
      expect(Date.now() - started).toBeLessThan(1500);
      const rows = await a.app.get(DataSource).query(`SELECT count(*)::int AS n FROM chat_presence WHERE user_id = $1`, [staff.id]);
      expect(rows).toEqual([{ n: 0 }]);
      await artistOnA.waitFor((e) => e.data.type === 'presence' && e.data.staff_online === 0);
    } finally {
      await c.close().catch(() => undefined);
    }
  });
});
