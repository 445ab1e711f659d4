import type { ChatEvent } from '@soundpost/contracts';

/** One Server-Sent Event as received. */
export interface ReceivedEvent {
  id: string | null;
  event: string;
  data: ChatEvent;
}

/**
 * A live chat stream read the way the web app reads it: fetch with the bearer token and
 * Accept: text/event-stream, the body parsed into events as they come.
 */
export interface ChatStream {
  status: number;
  events: ReceivedEvent[];
  /** Resolves with the first event (already received or to come) that `match` accepts. */
  waitFor(match: (e: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openChatStream(baseUrl: string, path: string, token: string, headers: Record<string, string> = {}): Promise<ChatStream> {
  const abort = new AbortController();
  const res = await fetch(baseUrl + path, { headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}`, ...headers }, signal: abort.signal });
  const events: ReceivedEvent[] = [];
  const waiters = new Set<{ match: (e: ReceivedEvent) => boolean; resolve: (e: ReceivedEvent) => void }>();
  let endedResolve: () => void = () => undefined;
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));
  if (res.status === 200 && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            let id: string | null = null;
            let event = 'message';
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith('id: ')) id = line.slice(4);
              else if (line.startsWith('event: ')) event = line.slice(7);
              else if (line.startsWith('data: ')) data.push(line.slice(6));
            }
            if (!data.length) continue; // retry: and ping comments
            const received = { id, event, data: JSON.parse(data.join('\n')) as ChatEvent };
            events.push(received);
            for (const w of [...waiters]) {
              if (w.match(received)) {
                waiters.delete(w);
                w.resolve(received);
              }
            }
          }
        }
      } catch {
        // aborted by close()
      }
      endedResolve();
    })();
  } else {
    await res.text().catch(() => '');
    endedResolve();
  }
  return {
    status: res.status,
    events,
    ended,
    close: () => abort.abort(),
    waitFor: (match, timeoutMs = 3000) => {
      const found = events.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          resolve: (e: ReceivedEvent) => {
            clearTimeout(timer);
            resolve(e);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events.map((e) => e.data))}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
  };
}

/** The message events of a stream, as their ids. */
export const messageIds = (stream: ChatStream): string[] => stream.events.filter((e) => e.event === 'message').map((e) => e.id ?? '');
