import type { ChatEvent } from '@soundpost/contracts';
import { createParser } from 'eventsource-parser';
import { useEffect, useRef } from 'react';
import { ADMIN_API_URL } from '../providers/data-provider';
import { getAdminToken } from '../providers/token-storage';

/** 1 s, 2 s, 4 s … up to 30 s between reconnections, each with up to 30 % jitter. */
export const reconnectDelay = (attempt: number, random: () => number = Math.random): number =>
  Math.round(Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt)) * (1 + 0.3 * random()));

export type StreamState = 'connecting' | 'open' | 'retrying' | 'stopped';

/** Answers after which retrying cannot help (the session ended, a staff role is gone). */
const FINAL_STATUSES = new Set([401, 403, 404]);

export const CHAT_EVENTS_URL = `${ADMIN_API_URL}/chats/events`;

export interface StaffStreamOptions {
  readonly onEvent: (event: ChatEvent) => void;
  readonly onState?: (state: StreamState) => void;
  /** The newest message id shown: a reconnection resumes after it (Last-Event-ID). */
  readonly lastId?: () => string | null;
}

/**
 * The desk's live stream of every chat, over fetch streaming (EventSource cannot send the bearer token):
 * Server-Sent Events parsed by eventsource-parser, reconnected with backoff, resumed after the last message id seen.
 */
export function openStaffStream({ onEvent, onState, lastId }: StaffStreamOptions): () => void {
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let closed = false;
  let seen: string | null = null;

  const retryLater = () => {
    if (closed) return;
    onState?.('retrying');
    timer = setTimeout(() => void connect(), reconnectDelay(attempt++));
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const current = new AbortController();
    controller = current;
    onState?.('connecting');
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    const token = getAdminToken();
    if (token) headers['Authorization'] = `Bearer ${token}`;
    const resume = lastId?.() ?? seen;
    if (resume) headers['Last-Event-ID'] = resume;
    let res: Response;
    try {
      res = await fetch(CHAT_EVENTS_URL, { headers, signal: current.signal, cache: 'no-store' });
    } catch {
      if (!current.signal.aborted) retryLater();
      return;
    }
    if (current.signal.aborted) return;
    if (!res.ok || !res.body) {
      if (FINAL_STATUSES.has(res.status)) onState?.('stopped');
      else retryLater();
      return;
    }
    attempt = 0;
    onState?.('open');
    const parser = createParser({
      onEvent: (message) => {
        if (message.id) seen = message.id;
        try {
          const data = JSON.parse(message.data) as Record<string, unknown>;
          const type = message.event ?? data['type'];
          if (typeof type === 'string') onEvent({ ...data, type } as ChatEvent);
        } catch {
          // Not JSON: nothing the desk can show.
        }
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
      // Dropped: retried below.
    }
    if (!current.signal.aborted) retryLater();
  }

  void connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    controller?.abort();
  };
}

/** Opens the stream while the component is mounted; the latest callbacks are used without reconnecting. */
export function useStaffStream(onEvent: (event: ChatEvent) => void, onState?: (state: StreamState) => void, lastId?: () => string | null): void {
  const latest = useRef({ onEvent, onState, lastId });
  latest.current = { onEvent, onState, lastId };
  useEffect(
    () =>
      openStaffStream({
        onEvent: (event) => latest.current.onEvent(event),
        onState: (state) => latest.current.onState?.(state),
        lastId: () => latest.current.lastId?.() ?? null,
      }),
    [],
  );
}
