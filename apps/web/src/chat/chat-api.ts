import {
  CHAT_ATTACHMENT_FIELD,
  type ArtistChatResponse,
  type ChatMessageResponse,
  type ChatReadRequest,
  type ChatResponse,
} from '@soundpost/contracts';
import { apiRequest } from '../api/client';

// The artist's live chat (docs/chat.md): one open chat per account, its messages, and the live stream
// (chat-stream.ts, loaded with the panel).

export const CHAT_EVENTS_PATH = '/artist/chat/events';

export const fetchChat = (signal?: AbortSignal) => apiRequest<ArtistChatResponse>('/artist/chat', { auth: 'artist', signal });

/** JSON for text alone, multipart when files come along (as tickets). */
export function sendChatMessage(body: string, clientId: string, files: readonly File[]): Promise<ChatMessageResponse | ChatResponse> {
  let payload: unknown = { body, client_id: clientId };
  if (files.length > 0) {
    const form = new FormData();
    form.append('body', body);
    form.append('client_id', clientId);
    for (const file of files) form.append(CHAT_ATTACHMENT_FIELD, file);
    payload = form;
  }
  return apiRequest('/artist/chat/messages', { method: 'POST', auth: 'artist', body: payload });
}

export const sendTyping = () => apiRequest<void>('/artist/chat/typing', { method: 'POST', auth: 'artist' });

export const markChatRead = (lastId: string) =>
  apiRequest<void>('/artist/chat/read', { method: 'POST', auth: 'artist', body: { last_id: lastId } satisfies ChatReadRequest });

export const endChat = () => apiRequest<ChatResponse | ArtistChatResponse | undefined>('/artist/chat/end', { method: 'POST', auth: 'artist' });

/** A uuid for a message's client_id; randomUUID needs a secure context, getRandomValues does not. */
export function newClientId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Message ids are whole numbers as strings: compared as numbers ("10" comes after "9"). */
export function compareIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function maxId(messages: readonly { id: string }[]): string | null {
  return messages.reduce<string | null>((top, m) => (top === null || compareIds(m.id, top) > 0 ? m.id : top), null);
}
