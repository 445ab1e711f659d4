import {
  CHAT_LIMITS,
  CHAT_MESSAGES,
  type ArtistChatResponse,
  type ChatEvent,
  type ChatMessageResponse,
  type ChatOfficeResponse,
  type ChatResponse,
} from '@soundpost/contracts';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { bearerToken, isApiRequestError } from '../api/client';
import { attachmentsError } from '../pages/support/attachment-rules';
import { CHAT_EVENTS_PATH, compareIds, endChat, fetchChat, markChatRead, maxId, newClientId, sendChatMessage, sendTyping } from './chat-api';
import { openChatStream, type ChatStream, type StreamState } from './chat-stream';

/** At most one typing signal per this many ms while the artist types. */
export const TYPING_THROTTLE_MS = 3_000;
/** A typing indicator with no news for this long goes away. */
export const TYPING_SHOWN_MS = 5_000;

export interface PendingMessage {
  readonly client_id: string;
  readonly body: string;
  readonly files: readonly File[];
  readonly state: 'sending' | 'failed';
}

export interface ChatState {
  readonly load: 'loading' | 'loaded' | 'error';
  readonly chat: ChatResponse | null;
  readonly office: ChatOfficeResponse | null;
  /** Oldest first, one per id. */
  readonly messages: readonly ChatMessageResponse[];
  readonly pending: readonly PendingMessage[];
  /** The staff member typing now (their name, or '' when unnamed), or null. */
  readonly typing: string | null;
  readonly stream: StreamState;
  /** Everything up to this id is read. */
  readonly readId: string | null;
}

type Action =
  | { type: 'loaded'; answer: ArtistChatResponse }
  | { type: 'failed' }
  | { type: 'event'; event: ChatEvent }
  | { type: 'sent'; message: ChatMessageResponse; clientId: string }
  | { type: 'pending'; pending: PendingMessage }
  | { type: 'pendingFailed'; clientId: string }
  | { type: 'pendingDropped'; clientId: string }
  | { type: 'typingOver' }
  | { type: 'stream'; state: StreamState }
  | { type: 'read'; id: string };

export const INITIAL_CHAT_STATE: ChatState = {
  load: 'loading',
  chat: null,
  office: null,
  messages: [],
  pending: [],
  typing: null,
  stream: 'connecting',
  readId: null,
};

/** Adds messages by id: a message seen twice (a resend, the stream after the POST answer) is shown once. */
export function mergeMessages(list: readonly ChatMessageResponse[], incoming: readonly ChatMessageResponse[]): ChatMessageResponse[] {
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => compareIds(a.id, b.id));
}

/** Where reading stopped, from the server's count of unread messages among the others' ones. */
function readIdFrom(chat: ChatResponse | null): string | null {
  if (!chat) return null;
  const theirs = chat.messages.filter((m) => m.from !== 'artist');
  if (chat.unread <= 0) return maxId(chat.messages);
  return theirs[theirs.length - chat.unread - 1]?.id ?? '0';
}

function withMessage(state: ChatState, message: ChatMessageResponse): ChatState {
  const messages = mergeMessages(state.messages, [message]);
  const pending = message.client_id ? state.pending.filter((p) => p.client_id !== message.client_id) : state.pending;
  const typing = message.from === 'staff' ? null : state.typing;
  return { ...state, messages, pending, typing };
}

export function chatReducer(state: ChatState, action: Action): ChatState {
  switch (action.type) {
    case 'loaded': {
      const chat = action.answer.chat;
      // Messages that came live while the answer was on its way are kept (same chat only: a new chat starts clean).
      const live = chat ? state.messages.filter((m) => m.chat_id === chat.chat_id) : [];
      return { ...state, load: 'loaded', chat, office: action.answer.office, messages: mergeMessages(chat?.messages ?? [], live), readId: readIdFrom(chat) };
    }
    case 'failed':
      return state.load === 'loaded' ? state : { ...state, load: 'error' };
    case 'sent':
      return { ...withMessage(state, action.message), pending: state.pending.filter((p) => p.client_id !== action.clientId) };
    case 'pending':
      return { ...state, pending: [...state.pending.filter((p) => p.client_id !== action.pending.client_id), action.pending] };
    case 'pendingFailed':
      return { ...state, pending: state.pending.map((p) => (p.client_id === action.clientId ? { ...p, state: 'failed' } : p)) };
    case 'pendingDropped':
      return { ...state, pending: state.pending.filter((p) => p.client_id !== action.clientId) };
    case 'typingOver':
      return { ...state, typing: null };
    case 'stream':
      return { ...state, stream: action.state };
    case 'read':
      return state.readId !== null && compareIds(state.readId, action.id) >= 0 ? state : { ...state, readId: action.id };
    case 'event': {
      const event = action.event;
      switch (event.type) {
        case 'message':
          return withMessage(state, event.message);
        case 'typing':
          return event.from === 'staff' ? { ...state, typing: event.name ?? '' } : state;
        case 'presence':
          return state.office ? { ...state, office: { ...state.office, staff_online: event.staff_online } } : state;
        case 'chat': {
          const incoming = event.chat as Partial<ChatResponse>;
          if (typeof incoming.chat_id !== 'string') return state;
          const same = state.chat?.chat_id === incoming.chat_id;
          const base = same && state.chat ? state.chat : ({ messages: [], unread: 0 } as unknown as ChatResponse);
          const chat = { ...base, ...incoming, messages: base.messages } as ChatResponse;
          const messages = Array.isArray(incoming.messages) ? mergeMessages(state.messages, incoming.messages) : state.messages;
          return { ...state, chat, messages, typing: chat.status === 'ended' ? null : state.typing };
        }
        default:
          return state;
      }
    }
  }
}

/** Messages from support and notices after the read point. */
export function unreadCount(state: ChatState): number {
  return state.messages.filter((m) => m.from !== 'artist' && (state.readId === null || compareIds(m.id, state.readId) > 0)).length;
}

export type SendRefusal = { readonly text: string; readonly body: string; readonly files: readonly File[] };

/** The artist-side problem with a message before it goes, or null. */
export function messageProblem(body: string, files: readonly File[]): string | null {
  if (body.trim() === '') return CHAT_MESSAGES.bodyRequired;
  if (body.length > CHAT_LIMITS.bodyMax) return CHAT_MESSAGES.bodyTooLong;
  return attachmentsError(files);
}

function isChatMessage(value: unknown): value is ChatMessageResponse {
  return typeof value === 'object' && value !== null && 'id' in value && 'chat_id' in value && 'from' in value;
}

export interface UseChatOptions {
  /** The launcher's answer, when it has one: the panel does not ask again. */
  readonly initial?: ArtistChatResponse | null;
  /** The panel is open and the page visible: what arrives is read. */
  readonly reading: boolean;
}

/** The chat's state, its live stream (open while the panel is mounted) and its actions. */
export function useChat({ initial, reading }: UseChatOptions) {
  const [state, dispatch] = useReducer(chatReducer, INITIAL_CHAT_STATE, (s) => (initial ? chatReducer(s, { type: 'loaded', answer: initial }) : s));
  const stateRef = useRef(state);
  stateRef.current = state;
  const stream = useRef<ChatStream | null>(null);
  const lastTyping = useRef(0);
  const mounted = useRef(true);

  const refresh = useCallback(async () => {
    try {
      const answer = await fetchChat();
      if (mounted.current) dispatch({ type: 'loaded', answer });
    } catch {
      if (mounted.current) dispatch({ type: 'failed' });
    }
  }, []);

  // First load, then the stream resuming after the newest message the answer held.
  useEffect(() => {
    mounted.current = true;
    let cancelled = false;
    const start = async () => {
      if (!initial) await refresh();
      if (cancelled) return;
      stream.current = openChatStream({
        path: CHAT_EVENTS_PATH,
        token: () => bearerToken('artist'),
        lastId: () => maxId(stateRef.current.messages),
        onEvent: (event) => dispatch({ type: 'event', event }),
        onState: (s) => dispatch({ type: 'stream', state: s }),
      });
    };
    void start();
    const online = () => stream.current?.reconnect();
    window.addEventListener('online', online);
    return () => {
      cancelled = true;
      mounted.current = false;
      window.removeEventListener('online', online);
      stream.current?.close();
      stream.current = null;
    };
    // The first answer is read once; later ones come through refresh().
  }, [refresh]);

  // A message of another chat (a new one started): the chat is read again.
  const chatId = state.chat?.chat_id ?? null;
  const otherChat = state.messages.some((m) => m.chat_id !== chatId);
  useEffect(() => {
    if (otherChat) void refresh();
  }, [otherChat, refresh]);

  // Staff typing fades when no news follows.
  useEffect(() => {
    if (state.typing === null) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'typingOver' }), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [state.typing]);

  // Read while the panel is open and the page visible.
  const newest = maxId(state.messages);
  const unread = unreadCount(state);
  useEffect(() => {
    if (!reading || newest === null || unread === 0) return;
    dispatch({ type: 'read', id: newest });
    markChatRead(newest).catch(() => undefined);
  }, [reading, newest, unread]);

  const deliver = useCallback(
    async (pending: PendingMessage): Promise<SendRefusal | null> => {
      dispatch({ type: 'pending', pending: { ...pending, state: 'sending' } });
      const hadOpenChat = stateRef.current.chat !== null && stateRef.current.chat.status !== 'ended';
      try {
        const answer = await sendChatMessage(pending.body, pending.client_id, pending.files);
        if (isChatMessage(answer)) dispatch({ type: 'sent', message: answer, clientId: pending.client_id });
        else if (answer && typeof answer === 'object' && 'messages' in answer) {
          dispatch({ type: 'event', event: { type: 'chat', chat: answer } });
          dispatch({ type: 'pendingDropped', clientId: pending.client_id });
        } else dispatch({ type: 'pendingDropped', clientId: pending.client_id });
        if (!hadOpenChat) {
          // A new chat: its status and office answer, and a stream that follows it.
          await refresh();
          stream.current?.reconnect();
        }
        return null;
      } catch (error) {
        // Refused (422, 429, 403 …): not sent, and resending as is would not help; the text goes back to the composer.
        if (isApiRequestError(error) && error.status >= 400 && error.status < 500) {
          dispatch({ type: 'pendingDropped', clientId: pending.client_id });
          const text = error.fieldError('body') ?? (error.message || CHAT_MESSAGES.bodyRequired);
          return { text, body: pending.body, files: pending.files };
        }
        // Network or server trouble: kept with its client_id, so a retry is stored once.
        dispatch({ type: 'pendingFailed', clientId: pending.client_id });
        return null;
      }
    },
    [refresh],
  );

  const send = useCallback(
    (body: string, files: readonly File[]) => deliver({ client_id: newClientId(), body, files, state: 'sending' }),
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const pending = stateRef.current.pending.find((p) => p.client_id === clientId);
      return pending ? deliver(pending) : Promise.resolve(null);
    },
    [deliver],
  );

  const typing = useCallback(() => {
    const chat = stateRef.current.chat;
    if (!chat || chat.status === 'ended') return;
    const now = Date.now();
    if (now - lastTyping.current < TYPING_THROTTLE_MS) return;
    lastTyping.current = now;
    sendTyping().catch(() => undefined);
  }, []);

  const end = useCallback(async () => {
    await endChat();
    await refresh();
  }, [refresh]);

  return { state, unread, send, retry, typing, end, refresh };
}
