import { CHAT_MESSAGES, type AdminChatDetail, type AdminChatSummary, type ChatDeskResponse, type ChatEvent, type ChatMessageResponse } from '@soundpost/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createDataProvider } from '../providers/data-provider';
import { jsonResponse, type FetchMock } from '../test/fetch-mock';
import { renderAdminAt } from '../test/render-admin';
import { noticeText } from './chat-notice';
import { CHAT_TEXTS, textsFor } from './chat-texts';

const summary = (over: Partial<AdminChatSummary> = {}): AdminChatSummary => ({
  id: 'c1',
  chat_id: 'c1',
  status: 'waiting',
  end_reason: null,
  user_id: 'u1',
  user: { id: 'u1', name: 'Nina Simone', email: 'nina@example.com' },
  staff: null,
  waiting_since: '2026-11-29T10:00:00.000Z',
  last_message: 'Where is my release?',
  last_message_at: '2026-11-29T10:00:00.000Z',
  unread: 2,
  artist_online: true,
  ticket_id: null,
  ticket_number: null,
  created_at: '2026-11-29T10:00:00.000Z',
  ended_at: null,
  ...over,
});

const msg = (id: string, over: Partial<ChatMessageResponse> = {}): ChatMessageResponse => ({
  id,
  chat_id: 'c1',
  from: 'artist',
  author_name: 'Nina',
  body: `message ${id}`,
  notice: null,
  params: {},
  client_id: null,
  attachments: [],
  created_at: '2026-11-29T10:00:00.000Z',
  ...over,
});

const detail = (over: Partial<AdminChatDetail> = {}): AdminChatDetail => ({
  ...summary(),
  messages: [msg('1', { body: 'Line one\n<b>not bold</b>' }), msg('2', { from: 'system', author_name: null, body: '', notice: 'staff_joined', params: { name: 'Ana' } })],
  ...over,
});

const desk = (over: Partial<ChatDeskResponse> = {}): ChatDeskResponse => ({
  staff: [{ id: 's1', name: 'Ana Admin', since: '2026-11-29T09:00:00.000Z' }],
  office: { open: true, staff_online: 1, opens_at: null, hours: 'Mon-Fri 09:00-18:00', no_answer_minutes: 5 },
  waiting: 1,
  active: 0,
  ...over,
});

const page = (data: unknown[]) => ({ data, meta: { current_page: 1, per_page: 20, total: data.length, last_page: 1 } });

/** A fake text/event-stream answer (jsdom has no streams): the test pushes events into it. */
function sse() {
  const chunks: string[] = [];
  let wake: (() => void) | null = null;
  let closed = false;
  const encoder = new TextEncoder();
  const push = (text: string) => {
    chunks.push(text);
    wake?.();
  };
  const response = {
    ok: true,
    status: 200,
    body: {
      getReader: () => ({
        read: async (): Promise<{ done: boolean; value?: Uint8Array }> => {
          while (chunks.length === 0 && !closed) await new Promise<void>((resolve) => (wake = resolve));
          if (chunks.length === 0) return { done: true };
          return { done: false, value: encoder.encode(chunks.shift()) };
        },
      }),
    },
  } as unknown as Response;
  return {
    response,
    emit: (event: ChatEvent, id?: string) => push(`${id ? `id: ${id}\n` : ''}event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
    close: () => {
      closed = true;
      wake?.();
    },
  };
}

type Handler = (url: URL, init: RequestInit) => Response;

function serve(routes: Record<string, Handler>) {
  const streams: ReturnType<typeof sse>[] = [];
  const mock: FetchMock = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://x');
    if (url.pathname === '/api/admin/chats/events') {
      const stream = sse();
      streams.push(stream);
      init.signal?.addEventListener('abort', () => stream.close());
      return stream.response;
    }
    const handler = routes[`${init.method ?? 'GET'} ${url.pathname}`];
    if (!handler) throw new Error(`unexpected fetch ${init.method ?? 'GET'} ${input}`);
    return handler(url, init);
  });
  global.fetch = mock as unknown as typeof fetch;
  return { mock, streams };
}

const calls = (mock: FetchMock, key: string) =>
  mock.mock.calls.filter(([input, init]) => `${init?.method ?? 'GET'} ${new URL(input, 'http://x').pathname}` === key);

describe('chat desk texts', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    typeof value === 'object' && value !== null ? Object.entries(value).flatMap(([k, v]) => keys(v, `${prefix}${k}.`)) : [prefix];

  it('has every English text in French and Spanish, with the same placeholders', () => {
    const flat = (texts: object) => Object.fromEntries(keys(texts).map((k) => [k, k.split('.').filter(Boolean).reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts)]));
    const en = flat(CHAT_TEXTS.en);
    for (const lng of ['fr', 'es'] as const) {
      const other = flat(CHAT_TEXTS[lng]);
      expect(Object.keys(other).sort()).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(other)) {
        expect(typeof text === 'string' && text.trim() !== '').toBe(true);
        expect({ key, placeholders: String(text).match(/\{\w+\}/g) ?? [] }).toEqual({ key, placeholders: String(en[key]).match(/\{\w+\}/g) ?? [] });
      }
    }
    expect(textsFor('fr-FR')).toBe(CHAT_TEXTS.fr);
    expect(textsFor('de')).toBe(CHAT_TEXTS.en);
    expect(textsFor(undefined)).toBe(CHAT_TEXTS.en);
  });

  it('words notices from their code and params', () => {
    expect(noticeText(CHAT_TEXTS.en, { notice: 'became_ticket', params: { ticket_number: '12' } })).toBe('The chat became ticket #12.');
    expect(noticeText(CHAT_TEXTS.en, { notice: 'staff_joined', params: { name: 'Ana' } })).toBe('Ana joined the chat.');
    expect(noticeText(CHAT_TEXTS.es, { notice: 'no_answer', params: { ticket_number: '3' } })).toBe('Nadie respondió a tiempo: el chat se convirtió en el ticket n.º 3.');
  });
});

describe('chats (back office)', () => {
  it('lists chats waiting first with artist, status, wait, last message, unread, presence and ticket; shows the desk', async () => {
    const { mock } = serve({
      'GET /api/admin/chats': () => jsonResponse(200, page([summary(), summary({ id: 'c2', chat_id: 'c2', status: 'ended', unread: 0, artist_online: false, waiting_since: null, ticket_id: 't9', ticket_number: 9 })])),
      'GET /api/admin/chats/desk': () => jsonResponse(200, desk()),
    });
    renderAdminAt('/admin/chats', { dataProvider: createDataProvider() });
    const row = await screen.findByTestId('chat-row-c1');
    expect(within(row).getByTestId('person-cell').textContent).toBe('Nina Simonenina@example.com');
    expect(within(row).getByTestId('chat-status').textContent).toBe('Waiting');
    expect(within(row).getByTestId('chat-last-message').textContent).toBe('Where is my release?');
    expect(within(row).getByTestId('chat-row-unread').textContent).toBe('2');
    expect(within(row).getByTestId('chat-artist-online').textContent).toBe('Online');
    expect(within(row).getByTestId('chat-waiting-since').textContent).not.toBe('—');
    const ended = screen.getByTestId('chat-row-c2');
    expect(within(ended).getByTestId('chat-status').textContent).toBe('Ended');
    expect(within(ended).getByTestId('chat-artist-online').textContent).toBe('Offline');
    expect(within(ended).getByTestId('chat-ticket-link').getAttribute('href')).toBe(`/admin/tickets?filter=${encodeURIComponent('{"q":"9"}')}`);

    const first = new URL(calls(mock, 'GET /api/admin/chats')[0][0], 'http://x');
    expect([first.searchParams.get('sort'), first.searchParams.get('dir')]).toEqual(['waiting', 'asc']);

    const deskCard = await screen.findByTestId('chat-desk');
    expect(within(deskCard).getAllByTestId('chat-desk-person').map((c) => c.textContent)).toEqual(['Ana Admin']);
    expect(within(deskCard).getByTestId('chat-desk-waiting').textContent).toBe('Waiting: 1');
    expect(within(deskCard).getByTestId('chat-desk-active').textContent).toBe('Active: 0');
    expect(within(deskCard).getByTestId('chat-desk-office').textContent).toBe('Office open · Hours: Mon-Fri 09:00-18:00');
  });

  it('filters by status and refreshes the list and the desk when the live stream tells of a change', async () => {
    const { mock, streams } = serve({
      'GET /api/admin/chats': () => jsonResponse(200, page([summary()])),
      'GET /api/admin/chats/desk': () => jsonResponse(200, desk()),
    });
    renderAdminAt('/admin/chats', { dataProvider: createDataProvider() });
    await screen.findByTestId('chat-row-c1');
    await waitFor(() => expect(streams).toHaveLength(1));
    const listCalls = calls(mock, 'GET /api/admin/chats').length;
    const deskCalls = calls(mock, 'GET /api/admin/chats/desk').length;
    act(() => streams[0].emit({ type: 'chat', chat: summary({ id: 'c3', chat_id: 'c3' }) }));
    await waitFor(() => expect(calls(mock, 'GET /api/admin/chats').length).toBeGreaterThan(listCalls), { timeout: 3000 });
    await waitFor(() => expect(calls(mock, 'GET /api/admin/chats/desk').length).toBeGreaterThan(deskCalls));
    const headers = (mock.mock.calls.find(([u]) => u.includes('/chats/events'))?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers['Accept']).toBe('text/event-stream');
  });

  it('opens a chat: the transcript as text with notices worded, the artist typing, a reply on Enter shown once, End chat and its ticket', async () => {
    localStorage.setItem('admin_token', 'staff-token');
    const sent: { body: string; client_id: string }[] = [];
    const { mock, streams } = serve({
      'GET /api/admin/chats': () => jsonResponse(200, page([summary()])),
      'GET /api/admin/chats/desk': () => jsonResponse(200, desk()),
      'GET /api/admin/chats/c1': () => jsonResponse(200, detail()),
      'POST /api/admin/chats/c1/read': () => jsonResponse(204),
      'POST /api/admin/chats/c1/typing': () => jsonResponse(204),
      'POST /api/admin/chats/c1/messages': (_u, init) => {
        const body = JSON.parse(String(init.body)) as { body: string; client_id: string };
        sent.push(body);
        return jsonResponse(201, msg('3', { from: 'staff', author_name: 'Ana', body: body.body, client_id: body.client_id }));
      },
      'POST /api/admin/chats/c1/end': () =>
        jsonResponse(200, detail({ status: 'ended', ticket_id: 't7', ticket_number: 7, messages: [msg('4', { from: 'system', author_name: null, body: '', notice: 'ended', params: { ticket_number: '7' } })] })),
    });
    renderAdminAt('/admin/chats', { dataProvider: createDataProvider() });
    fireEvent.click(within(await screen.findByTestId('chat-row-c1')).getByTestId('chat-last-message'));

    expect((await screen.findByTestId('admin-chat-title')).textContent).toBe('Chat with Nina Simone');
    const messages = () => screen.getAllByTestId('admin-chat-message');
    expect(within(messages()[0]).getByTestId('admin-chat-text').textContent).toBe('Line one\n<b>not bold</b>');
    expect(messages()[0].querySelector('b')).toBeNull();
    expect(messages()[1].textContent).toBe('Ana joined the chat.');
    await waitFor(() => expect(calls(mock, 'POST /api/admin/chats/c1/read').map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ last_id: '2' }]));

    await waitFor(() => expect(streams.length).toBeGreaterThan(0));
    const stream = streams.at(-1)!;
    act(() => stream.emit({ type: 'typing', chat_id: 'c1', from: 'artist', name: 'Nina' }));
    expect((await screen.findByTestId('admin-chat-typing')).textContent).toBe('Nina Simone is typing…');
    act(() => stream.emit({ type: 'typing', chat_id: 'other', from: 'artist', name: 'Someone' }));

    const input = screen.getByTestId('admin-chat-input');
    fireEvent.change(input, { target: { value: 'On it' } });
    fireEvent.change(input, { target: { value: 'On it,' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(sent).toHaveLength(0);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toBe('On it,');
    expect(sent[0].client_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(calls(mock, 'POST /api/admin/chats/c1/typing')).toHaveLength(1);
    // The stream repeats the message: shown once.
    act(() => stream.emit({ type: 'message', message: msg('3', { from: 'staff', author_name: 'Ana', body: 'On it,', client_id: sent[0].client_id }) }, '3'));
    await waitFor(() => expect(messages().map((m) => m.dataset['from'])).toEqual(['artist', 'system', 'staff']));
    expect(within(messages()[2]).getByTestId('admin-chat-author').textContent).toBe('Ana');

    fireEvent.click(screen.getByTestId('admin-chat-end'));
    expect((await screen.findByTestId('admin-chat-ticket')).textContent).toBe('Ticket #7');
    expect(screen.getByTestId('admin-chat-ended')).toBeTruthy();
    expect(messages().at(-1)?.textContent).toBe('The chat ended; its transcript is ticket #7.');
    expect(screen.queryByTestId('admin-chat-end')).toBeNull();
    const auth = new Headers(calls(mock, 'POST /api/admin/chats/c1/end')[0][1]?.headers).get('Authorization');
    expect(auth).toBe('Bearer staff-token');
  });

  it("shows the server's refusal of a reply and gives the text back", async () => {
    serve({
      'GET /api/admin/chats/c1': () => jsonResponse(200, detail()),
      'POST /api/admin/chats/c1/read': () => jsonResponse(204),
      'POST /api/admin/chats/c1/messages': () => jsonResponse(422, { message: 'The given data was invalid.', errors: { body: [CHAT_MESSAGES.bodyTooLong] } }),
    });
    renderAdminAt('/admin/chats/c1/show', { dataProvider: createDataProvider() });
    const input = await screen.findByTestId('admin-chat-input');
    fireEvent.change(input, { target: { value: 'Too long for the server' } });
    fireEvent.click(screen.getByTestId('admin-chat-send'));
    expect((await screen.findByTestId('admin-chat-error')).textContent).toBe(CHAT_MESSAGES.bodyTooLong);
    expect((input as HTMLTextAreaElement).value).toBe('Too long for the server');
  });
});
