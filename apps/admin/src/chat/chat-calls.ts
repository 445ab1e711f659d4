import { CHAT_ATTACHMENT_FIELD, type AdminChatDetail, type ChatDeskResponse, type ChatMessageResponse, type ChatReadRequest } from '@soundpost/contracts';
import { ADMIN_API_URL, createHttpClient } from '../providers/data-provider';

const http = createHttpClient();
const chatUrl = (id: string, action: string) => `${ADMIN_API_URL}/chats/${encodeURIComponent(id)}/${action}`;

/** The chat desk's calls beside react-admin's list and one. */
export const chatCalls = {
  desk: async () => (await http(`${ADMIN_API_URL}/chats/desk`)).json as ChatDeskResponse,
  send: async (id: string, body: string, clientId: string, files: readonly File[]) => {
    let payload: string | FormData = JSON.stringify({ body, client_id: clientId });
    if (files.length > 0) {
      const form = new FormData();
      form.append('body', body);
      form.append('client_id', clientId);
      for (const file of files) form.append(CHAT_ATTACHMENT_FIELD, file, file.name);
      payload = form;
    }
    return (await http(chatUrl(id, 'messages'), { method: 'POST', body: payload })).json as ChatMessageResponse;
  },
  typing: async (id: string) => {
    await http(chatUrl(id, 'typing'), { method: 'POST' });
  },
  read: async (id: string, lastId: string) => {
    await http(chatUrl(id, 'read'), { method: 'POST', body: JSON.stringify({ last_id: lastId } satisfies ChatReadRequest) });
  },
  end: async (id: string) => (await http(chatUrl(id, 'end'), { method: 'POST' })).json as AdminChatDetail,
};

/** Message ids are whole numbers as strings: "10" comes after "9". */
export const compareIds = (a: string, b: string): number => (a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0);

export const newClientId = (): string => {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  c.getRandomValues(b);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

/** The tickets list searched for the ticket's number (the server matches `#12` or `12` exactly). */
export const ticketListPath = (ticketNumber: number | null): string =>
  `/tickets?filter=${encodeURIComponent(JSON.stringify({ q: String(ticketNumber ?? '') }))}`;
