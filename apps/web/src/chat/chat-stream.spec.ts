import type { ChatEvent } from '@soundpost/contracts';
import { openChatStream, reconnectDelay, RECONNECT_MAX_MS, type StreamState } from './chat-stream';
import { withEventStreams } from './testing/fake-sse';

const message = (id: string) => ({
  id,
  chat_id: 'c1',
  from: 'staff' as const,
  author_name: 'Alex',
  body: `message ${id}`,
  notice: null,
  params: {},
  client_id: null,
  attachments: [],
  created_at: '2026-11-29T10:00:00.000Z',
});

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s, with up to 30 % jitter', () => {
    expect(reconnectDelay(0, () => 0)).toBe(1_000);
    expect(reconnectDelay(1, () => 0)).toBe(2_000);
    expect(reconnectDelay(3, () => 0)).toBe(8_000);
    expect(reconnectDelay(20, () => 0)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(0, () => 1)).toBe(1_300);
  });
});

describe('openChatStream', () => {
  beforeEach(() => {
    globalThis.fetch = jest.fn(async () => new Response(JSON.stringify({ message: 'Not found' }), { status: 404 }));
  });

  it('reads typed events, resumes after a drop with Last-Event-ID = the last id seen, and backs off', async () => {
    const streams = withEventStreams();
    const events: ChatEvent[] = [];
    const states: StreamState[] = [];
    const waits: number[] = [];
    const timers: (() => void)[] = [];
    let lastId: string | null = '4';
    const stream = openChatStream({
      path: '/artist/chat/events',
      token: () => 'tok',
      lastId: () => lastId,
      onEvent: (event) => {
        events.push(event);
        if (event.type === 'message') lastId = event.message.id;
      },
      onState: (s) => states.push(s),
      schedule: (run, ms) => {
        waits.push(ms);
        timers.push(run);
      },
      random: () => 0,
    });
    await waitFor(() => streams.length === 1 && states.includes('open'));
    expect(streams[0].headers['Authorization']).toBe('Bearer tok');
    expect(streams[0].headers['Last-Event-ID']).toBe('4');
    expect(streams[0].headers['Accept']).toBe('text/event-stream');

    streams[0].emit({ type: 'message', message: message('5') }, '5');
    // A message split across chunks, and a ping comment, are read as the SSE format says.
    streams[0].raw(': ping\n\nid: 6\nevent: message\ndata: {"message":');
    streams[0].raw(`${JSON.stringify(message('6'))}}\n\n`);
    streams[0].emit({ type: 'typing', chat_id: 'c1', from: 'staff', name: 'Alex' });
    await waitFor(() => events.length === 3);
    expect(events.map((e) => e.type)).toEqual(['message', 'message', 'typing']);
    expect(events[1]).toEqual({ type: 'message', message: message('6') });

    streams[0].drop();
    await waitFor(() => states.at(-1) === 'retrying');
    expect(waits).toEqual([1_000]);
    timers.shift()?.();
    await waitFor(() => streams.length === 2 && states.at(-1) === 'open');
    expect(streams[1].headers['Last-Event-ID']).toBe('6');
    stream.close();
    expect(states.at(-1)).toBe('stopped');
  });

  it('retries a failed connection with growing waits, and stops for good on 401', async () => {
    const answers = [new TypeError('Failed to fetch'), new Response('{}', { status: 503 }), new Response('{}', { status: 401 })];
    const fetchMock = jest.fn(async () => {
      const next = answers.shift();
      if (next instanceof Error) throw next;
      return next as Response;
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const waits: number[] = [];
    const states: StreamState[] = [];
    openChatStream({
      path: '/artist/chat/events',
      token: () => 'tok',
      lastId: () => null,
      onEvent: () => undefined,
      onState: (s) => states.push(s),
      schedule: (run, ms) => {
        waits.push(ms);
        run();
      },
      random: () => 0,
    });
    await waitFor(() => states.at(-1) === 'stopped');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([1_000, 2_000]);
    // No Last-Event-ID before any message was seen.
    const firstHeaders = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;
    expect(firstHeaders['Last-Event-ID']).toBeUndefined();
  });
});

async function waitFor(check: () => boolean, timeout = 3_000): Promise<void> {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > timeout) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
