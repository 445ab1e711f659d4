import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CHAT_MESSAGES, type ArtistChatResponse, type ChatMessageResponse, type ChatOfficeResponse, type ChatResponse } from '@soundpost/contracts';
import { resetAccounts } from '../session/accounts';
import { mockApi, requestsTo, type MockHandler } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { withEventStreams } from './testing/fake-sse';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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

const chat = (over: Partial<ChatResponse> = {}): ChatResponse => ({
  chat_id: 'c1',
  status: 'active',
  end_reason: null,
  ticket_id: null,
  ticket_number: null,
  staff_name: 'Alex',
  unread: 0,
  created_at: '2026-11-29T10:00:00.000Z',
  ended_at: null,
  messages: [],
  ...over,
});

const office: ChatOfficeResponse = { open: true, staff_online: 2, opens_at: null, hours: null, no_answer_minutes: 5 };
const answer = (c: ChatResponse | null, o = office): ArtistChatResponse => ({ chat: c, office: o });

function setup(routes: Record<string, MockHandler | readonly MockHandler[]>) {
  const fetchMock = mockApi({
    me: { name: 'Nina', document_status: 'approved' },
    routes: { 'POST /artist/chat/read': { status: 204 }, 'POST /artist/chat/typing': { status: 204 }, ...routes },
  });
  const streams = withEventStreams();
  return { fetchMock, streams };
}

async function openPanel(): Promise<HTMLElement> {
  fireEvent.click(await screen.findByTestId('chat-launcher'));
  return screen.findByTestId('chat-panel');
}

const texts = () => screen.queryAllByTestId('chat-message').map((li) => within(li).getByTestId('chat-message-text').textContent);

describe('chat launcher and panel', () => {
  beforeEach(() => {
    localStorage.setItem('artist_token', 'tok');
    resetAccounts();
  });

  it('shows the launcher with the unread badge from one GET, and loads the panel only when opened', async () => {
    const { fetchMock, streams } = setup({ 'GET /artist/chat': { body: answer(chat({ status: 'ended', unread: 2, messages: [msg('1', { from: 'staff' })] })) } });
    await renderApp('/artist/dashboard');
    expect((await screen.findByTestId('chat-unread')).textContent).toBe('2');
    expect(screen.getByTestId('chat-launcher').getAttribute('aria-label')).toBe('Chat with support (2 unread)');
    expect(screen.queryByTestId('chat-panel')).toBeNull();
    expect(streams).toHaveLength(0);
    expect(requestsTo(fetchMock, 'GET /artist/chat')).toHaveLength(1);

    await openPanel();
    await waitFor(() => expect(streams).toHaveLength(1));
    // Opened and visible: read up to the newest message, and the badge goes.
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /artist/chat/read').map((r) => r.body)).toEqual([{ last_id: '1' }]));
    await waitFor(() => expect(screen.queryByTestId('chat-unread')).toBeNull());
  });

  it('is not shown before staff approved the documents (its API would refuse)', async () => {
    mockApi({ me: { name: 'Nina', document_status: 'pending' } });
    await renderApp('/artist/support');
    await screen.findByTestId('artist-layout');
    expect(screen.queryByTestId('chat-launcher')).toBeNull();
  });

  it('shows the office, own messages right and staff left with their name, text as text, and notices worded with the ticket link', async () => {
    const thread = [
      msg('1', { body: 'Hello\n<b>not bold</b>' }),
      msg('2', { from: 'system', author_name: null, body: '', notice: 'staff_joined', params: { name: 'Alex' } }),
      msg('3', { from: 'staff', author_name: 'Alex', body: 'Hi Nina' }),
      msg('4', { from: 'system', author_name: null, body: '', notice: 'became_ticket', params: { ticket_number: '12' } }),
    ];
    setup({ 'GET /artist/chat': { body: answer(chat({ status: 'ended', ticket_id: 't-12', ticket_number: 12, messages: thread })) } });
    await renderApp('/artist/dashboard');
    const panel = await openPanel();
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(4));
    expect(panel.getAttribute('role')).toBe('dialog');
    expect(document.getElementById(panel.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('Live chat');
    expect(screen.getByTestId('chat-office').textContent).toBe('Support is online.');

    const [mine, joined, staff, notice] = screen.getAllByTestId('chat-message');
    expect(mine.className).toContain('chat-msg--mine');
    expect(within(mine).getByTestId('chat-message-author').textContent).toBe('You');
    // Never HTML: the tags are text, and the line break is kept.
    expect(within(mine).getByTestId('chat-message-text').textContent).toBe('Hello\n<b>not bold</b>');
    expect(mine.querySelector('b')).toBeNull();
    expect(within(joined).getByTestId('chat-message-text').textContent).toBe('Alex joined the chat.');
    expect(staff.className).toContain('chat-msg--staff');
    expect(within(staff).getByTestId('chat-message-author').textContent).toBe('Alex');
    expect(within(notice).getByTestId('chat-message-text').textContent).toBe("Your chat is now ticket #12; we'll answer by e-mail.");
    expect(within(notice).getByTestId('chat-notice-ticket').getAttribute('href')).toBe('/artist/support?ticket=t-12');
    expect(screen.getByTestId('chat-status').textContent).toContain('This chat has ended.');
    expect(screen.queryByTestId('chat-end')).toBeNull();
  });

  it('tells a closed office when it opens and that the answer comes by e-mail', async () => {
    setup({ 'GET /artist/chat': { body: answer(null, { ...office, open: false, staff_online: 0, opens_at: '2026-11-30T08:00:00.000Z', hours: 'Mon-Fri 09:00-18:00' }) } });
    await renderApp('/artist/dashboard');
    await openPanel();
    const status = await screen.findByTestId('chat-office');
    expect(status.textContent).toMatch(/^We are closed right now and open Monday, November 30.*Write to us and we'll answer by e-mail\.Opening hours: Mon-Fri 09:00-18:00$/);
    expect(screen.getByTestId('chat-empty')).toBeTruthy();
  });

  it('sends on Enter with a uuid client_id, keeps Shift+Enter for a new line, and shows a message once when the stream repeats it', async () => {
    const sent: unknown[] = [];
    const { fetchMock, streams } = setup({
      'GET /artist/chat': { body: answer(chat({ messages: [msg('1')] })) },
      'POST /artist/chat/messages': (request) => {
        sent.push(request.body);
        const body = request.body as { body: string; client_id: string };
        return { status: 201, body: msg('2', { body: body.body, client_id: body.client_id }) };
      },
    });
    await renderApp('/artist/dashboard');
    await openPanel();
    const input = await screen.findByTestId('chat-input');
    await waitFor(() => expect(document.activeElement).toBe(input));
    fireEvent.change(input, { target: { value: 'First line' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(requestsTo(fetchMock, 'POST /artist/chat/messages')).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'First line\nsecond line' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    await waitFor(() => expect(texts()).toEqual(['message 1', 'First line\nsecond line']));
    expect(sent).toHaveLength(1);
    const request = sent[0] as { body: string; client_id: string };
    expect(request.body).toBe('First line\nsecond line');
    expect(request.client_id).toMatch(UUID);
    expect((input as HTMLTextAreaElement).value).toBe('');

    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0].emit({ type: 'message', message: msg('2', { body: 'First line\nsecond line', client_id: request.client_id }) }, '2'));
    act(() => streams[0].emit({ type: 'message', message: msg('3', { from: 'staff', author_name: 'Alex', body: 'Got it' }) }, '3'));
    await waitFor(() => expect(texts()).toEqual(['message 1', 'First line\nsecond line', 'Got it']));
  });

  it('shows the contract text of a refusal (422, 429) in the reader language, and gives the text back to the composer', async () => {
    setup({
      'GET /artist/chat': { body: answer(chat()) },
      'POST /artist/chat/messages': { status: 429, body: { code: 'rate_limited', message: CHAT_MESSAGES.rateLimited } },
    });
    await renderApp('/artist/dashboard', { lng: 'fr' });
    await openPanel();
    const input = await screen.findByTestId('chat-input');
    fireEvent.change(input, { target: { value: 'Encore' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect((await screen.findByTestId('chat-error')).textContent).toBe('Vous envoyez des messages trop vite. Attendez une minute et réessayez.');
    expect((input as HTMLTextAreaElement).value).toBe('Encore');
    expect(screen.queryByTestId('chat-pending')).toBeNull();
  });

  it('checks the message before sending: empty, and the counter and refusal past 2000 characters', async () => {
    const { fetchMock } = setup({ 'GET /artist/chat': { body: answer(chat()) } });
    await renderApp('/artist/dashboard');
    await openPanel();
    const input = await screen.findByTestId('chat-input');
    fireEvent.click(screen.getByTestId('chat-send'));
    expect((await screen.findByTestId('chat-error')).textContent).toBe(CHAT_MESSAGES.bodyRequired);
    expect(screen.queryByTestId('chat-counter')).toBeNull();
    fireEvent.change(input, { target: { value: 'x'.repeat(1850) } });
    expect(screen.getByTestId('chat-counter').textContent).toBe('Characters left: 150');
    fireEvent.change(input, { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByTestId('chat-counter').textContent).toBe('Characters left: -1');
    fireEvent.click(screen.getByTestId('chat-send'));
    expect((await screen.findByTestId('chat-error')).textContent).toBe(CHAT_MESSAGES.bodyTooLong);
    expect(requestsTo(fetchMock, 'POST /artist/chat/messages')).toHaveLength(0);
  });

  it('keeps a message that failed on the network, and retries it with the same client_id', async () => {
    const { fetchMock } = setup({
      'GET /artist/chat': { body: answer(chat()) },
      'POST /artist/chat/messages': [
        'network-error',
        (request) => {
          const body = request.body as { body: string; client_id: string };
          return { status: 201, body: msg('9', { body: body.body, client_id: body.client_id }) };
        },
      ],
    });
    await renderApp('/artist/dashboard');
    await openPanel();
    const input = await screen.findByTestId('chat-input');
    fireEvent.change(input, { target: { value: 'Are you there?' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const pending = await screen.findByTestId('chat-pending');
    await waitFor(() => expect(pending.dataset.state).toBe('failed'));
    expect(pending.textContent).toContain('Not sent.');
    fireEvent.click(within(pending).getByTestId('chat-retry'));
    await waitFor(() => expect(texts()).toEqual(['Are you there?']));
    expect(screen.queryByTestId('chat-pending')).toBeNull();
    const tries = requestsTo(fetchMock, 'POST /artist/chat/messages').map((r) => r.body as { client_id: string });
    expect(tries).toHaveLength(2);
    expect(tries[0].client_id).toMatch(UUID);
    expect(tries[1].client_id).toBe(tries[0].client_id);
  });

  it("shows staff typing, and sends the artist's typing at most once per 3 seconds", async () => {
    const { fetchMock, streams } = setup({ 'GET /artist/chat': { body: answer(chat({ messages: [msg('1')] })) } });
    await renderApp('/artist/dashboard');
    await openPanel();
    await waitFor(() => expect(streams).toHaveLength(1));
    act(() => streams[0].emit({ type: 'typing', chat_id: 'c1', from: 'staff', name: 'Alex' }));
    expect((await screen.findByTestId('chat-typing')).textContent).toBe('Alex is typing…');
    act(() => streams[0].emit({ type: 'message', message: msg('2', { from: 'staff', author_name: 'Alex', body: 'Here' }) }, '2'));
    await waitFor(() => expect(screen.queryByTestId('chat-typing')).toBeNull());

    const input = screen.getByTestId('chat-input');
    for (const text of ['H', 'He', 'Hel', 'Hell', 'Hello']) fireEvent.change(input, { target: { value: text } });
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /artist/chat/typing')).toHaveLength(1));
  });

  it('reconnects after a drop with Last-Event-ID = the last message id, and shows the missed messages once', async () => {
    const { streams } = setup({ 'GET /artist/chat': { body: answer(chat({ messages: [msg('1'), msg('2', { from: 'staff', author_name: 'Alex' })] })) } });
    await renderApp('/artist/dashboard');
    // An open chat: the panel's stream is there before the panel is opened, so the artist counts as connected.
    await waitFor(() => expect(streams).toHaveLength(1));
    expect(streams[0].headers['Last-Event-ID']).toBe('2');
    expect(streams[0].headers['Authorization']).toBe('Bearer tok');
    await openPanel();
    act(() => streams[0].emit({ type: 'message', message: msg('3', { from: 'staff', author_name: 'Alex', body: 'Before the drop' }) }, '3'));
    await waitFor(() => expect(texts()).toHaveLength(3));

    act(() => streams[0].drop());
    expect(await screen.findByTestId('chat-reconnecting')).toBeTruthy();
    await waitFor(() => expect(streams).toHaveLength(2), { timeout: 4_000 });
    expect(streams[1].headers['Last-Event-ID']).toBe('3');
    // The server resumes after 3; a repeat of 3 is shown once all the same.
    act(() => streams[1].emit({ type: 'message', message: msg('3', { from: 'staff', author_name: 'Alex', body: 'Before the drop' }) }, '3'));
    act(() => streams[1].emit({ type: 'message', message: msg('4', { from: 'staff', author_name: 'Alex', body: 'Missed' }) }, '4'));
    await waitFor(() => expect(texts()).toEqual(['message 1', 'message 2', 'Before the drop', 'Missed']));
    expect(screen.queryByTestId('chat-reconnecting')).toBeNull();
  });

  it('closes on Escape and gives the focus back to the launcher', async () => {
    setup({ 'GET /artist/chat': { body: answer(chat()) } });
    await renderApp('/artist/dashboard');
    const panel = await openPanel();
    fireEvent.keyDown(await screen.findByTestId('chat-input'), { key: 'Escape' });
    await waitFor(() => expect(panel.hidden).toBe(true));
    expect(document.activeElement).toBe(screen.getByTestId('chat-launcher'));
    expect(screen.getByTestId('chat-launcher').getAttribute('aria-expanded')).toBe('false');
  });

  it('ends the chat from the panel', async () => {
    const { fetchMock } = setup({
      'GET /artist/chat': [{ body: answer(chat()) }, { body: answer(chat({ status: 'ended', ticket_id: 't-3', ticket_number: 3 })) }],
      'POST /artist/chat/end': { body: chat({ status: 'ended', ticket_id: 't-3', ticket_number: 3 }) },
    });
    await renderApp('/artist/dashboard');
    await openPanel();
    fireEvent.click(await screen.findByTestId('chat-end'));
    await waitFor(() => expect(screen.getByTestId('chat-ticket-link').getAttribute('href')).toBe('/artist/support?ticket=t-3'));
    expect(requestsTo(fetchMock, 'POST /artist/chat/end')).toHaveLength(1);
    expect(screen.queryByTestId('chat-end')).toBeNull();
  });
});
