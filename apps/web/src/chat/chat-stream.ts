import type { ChatEvent } from '@soundpost/contracts';
import { createParser } from 'eventsource-parser';
import { API_BASE } from '../constants';
import { languageHeader } from '../api/client';

/** Waits before reconnecting after a drop: 1 s, 2 s, 4 s … up to 30 s, each with up to 30 % jitter. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + 0.3 * random()));
}

export type StreamState = 'connecting' | 'open' | 'retrying' | 'stopped';

export interface ChatStreamOptions {
  /** Path under the API base, e.g. /artist/chat/events. */
  readonly path: string;
  readonly token: () => string | null;
  /** The last message id already shown: sent as Last-Event-ID so the server resumes right after it. */
  readonly lastId: () => string | null;
  readonly onEvent: (event: ChatEvent) => void;
  readonly onState?: (state: StreamState) => void;
  /** Tests pass a fake timer. */
  readonly schedule?: (run: () => void, ms: number) => unknown;
  readonly random?: () => number;
}

export interface ChatStream {
  close(): void;
  /** Reconnect at once (back online, or a new chat started). */
  reconnect(): void;
}

/** Answers after which retrying cannot help: the session ended, the role or account may not chat. */
const FINAL_STATUSES = new Set([401, 403, 404]);

function toEvent(type: string | undefined, data: string): ChatEvent | null {
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof payload !== 'object' || payload === null) return null;
  const record = payload as Record<string, unknown>;
  // The `event` field names the type; a payload that carries its own `type` is read as is.
  const kind = type ?? (typeof record['type'] === 'string' ? record['type'] : undefined);
  if (!kind) return null;
  return { ...record, type: kind } as ChatEvent;
}

/**
 * The live chat over fetch streaming (EventSource cannot send the bearer token): parses Server-Sent Events,
 * reconnects with backoff after a drop, and resumes from the last message id it was given.
 */
export function openChatStream(options: ChatStreamOptions): ChatStream {
  const schedule = options.schedule ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  let controller: AbortController | null = null;
  let attempt = 0;
  let closed = false;
  let pending: { cancelled: boolean } | null = null;

  const setState = (state: StreamState) => options.onState?.(state);

  const retryLater = () => {
    if (closed) return;
    setState('retrying');
    const ticket = { cancelled: false };
    pending = ticket;
    schedule(() => {
      if (!ticket.cancelled && !closed) void connect();
    }, reconnectDelay(attempt++, options.random));
  };

  async function connect(): Promise<void> {
    if (closed) return;
    controller?.abort();
    const current = new AbortController();
    controller = current;
    setState('connecting');
    const headers: Record<string, string> = { Accept: 'text/event-stream', ...languageHeader() };
    const token = options.token();
    if (token) headers['Authorization'] = `Bearer ${token}`;
    const lastId = options.lastId();
    if (lastId) headers['Last-Event-ID'] = lastId;
    let res: Response;
    try {
      res = await fetch(`${API_BASE}${options.path}`, { headers, signal: current.signal, cache: 'no-store' });
    } catch {
      if (!current.signal.aborted) retryLater();
      return;
    }
    if (current.signal.aborted) return;
    if (!res.ok || !res.body) {
      if (FINAL_STATUSES.has(res.status)) {
        setState('stopped');
        return;
      }
      retryLater();
      return;
    }
    attempt = 0;
    setState('open');
    const parser = createParser({
      onEvent: (message) => {
        const event = toEvent(message.event, message.data);
        if (event) options.onEvent(event);
      },
    });
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // A dropped connection: retried below.
    }
    if (!current.signal.aborted) retryLater();
  }

  void connect();

  return {
    close() {
      closed = true;
      if (pending) pending.cancelled = true;
      controller?.abort();
      setState('stopped');
    },
    reconnect() {
      if (closed) return;
      if (pending) pending.cancelled = true;
      attempt = 0;
      void connect();
    },
  };
}
