import type { ChatEvent } from '@soundpost/contracts';

/** One fake text/event-stream answer the test writes to, closes (a drop) or that ends when its request is aborted. */
export interface FakeStream {
  readonly response: Response;
  readonly headers: Record<string, string>;
  emit(event: ChatEvent, id?: string): void;
  raw(text: string): void;
  drop(): void;
}

export function fakeStream(init: RequestInit | undefined): FakeStream {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let done = false;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  init?.signal?.addEventListener('abort', () => {
    if (done) return;
    done = true;
    controller.error(new DOMException('The operation was aborted.', 'AbortError'));
  });
  const raw = (text: string) => {
    if (!done) controller.enqueue(encoder.encode(text));
  };
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    headers: { ...((init?.headers as Record<string, string> | undefined) ?? {}) },
    raw,
    emit(event, id) {
      const { type, ...data } = event;
      raw(`${id ? `id: ${id}\n` : ''}event: ${type}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    drop() {
      if (done) return;
      done = true;
      controller.close();
    },
  };
}

/**
 * Wraps the mocked fetch: calls to the chat's event stream get a fake stream (kept in `streams`, newest last),
 * the others go to the mock.
 */
export function withEventStreams(path = '/api/artist/chat/events'): FakeStream[] {
  const streams: FakeStream[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url, 'http://localhost').pathname === path) {
      const stream = fakeStream(init);
      streams.push(stream);
      return Promise.resolve(stream.response);
    }
    return inner(input, init);
  }) as typeof fetch;
  return streams;
}
