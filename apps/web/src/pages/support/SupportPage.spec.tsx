import type { TicketResponse } from '@soundpost/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { attachmentsError } from './attachment-rules';

const TICKET: TicketResponse = {
  ticket_id: 't-2',
  number: 12,
  user_id: 'u1',
  subject: 'Artwork refused',
  message: 'Line one\n<b>not bold</b>',
  priority: 'medium',
  status: 'in_progress',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
  attachments: [{ id: 'a1', name: 'screen.png', content_type: 'image/png', size: 10, url: '/api/files/ticket-attachments/x.png?expires=1&signature=s' }],
  replies: [
    { reply_id: 'r1', user_id: 'staff-1', message: 'We are on it.', created_at: '2026-11-20T11:00:00.000Z', is_admin: true, attachments: [] },
    { reply_id: 'r2', user_id: 'u1', message: 'Thanks!', created_at: '2026-11-20T12:00:00.000Z', is_admin: false, attachments: [] },
  ],
};
const OLDER: TicketResponse = { ...TICKET, ticket_id: 't-1', number: 11, subject: 'Older one', status: 'archived', replies: [], attachments: [] };

async function openSupport(routes: MockApiOptions['routes'], path = '/artist/support') {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({ routes: { 'GET /me': { body: { name: 'Nina' } }, ...routes } });
  await renderApp(path);
  return fetchMock;
}

describe('/artist/support', () => {
  it('lists My Tickets as the server orders them (newest first) and shows a thread as text, Support on the right', async () => {
    await openSupport({ 'GET /artist/tickets': { body: { tickets: [TICKET, OLDER] } } });
    const items = await screen.findAllByTestId(/^ticket-t-/);
    expect(items.map((i) => within(i).getByTestId('ticket-subject').textContent)).toEqual(['Artwork refused', 'Older one']);
    expect(within(items[0]).getByTestId('ticket-status').textContent).toBe('In progress');
    fireEvent.click(within(items[0]).getByTestId('ticket-toggle'));
    const first = within(items[0]).getByTestId('thread-first');
    expect(within(first).getByTestId('message-text').textContent).toBe('Line one\n<b>not bold</b>');
    expect(first.querySelector('b')).toBeNull();
    expect(within(first).getByTestId('ticket-attachment').getAttribute('href')).toContain('/api/files/ticket-attachments/');
    const replies = within(items[0]).getAllByTestId('thread-reply');
    expect(replies.map((r) => within(r).getByTestId('message-author').textContent)).toEqual(['Support', 'You']);
    expect(replies[0].className).toContain('support-message--support');
    // An archived ticket offers no reply box.
    fireEvent.click(within(items[1]).getByTestId('ticket-toggle'));
    expect(within(items[1]).queryByTestId('reply-form')).toBeNull();
  });

  it('opens the conversation a notification leads to (?ticket=<id>)', async () => {
    await openSupport({ 'GET /artist/tickets': { body: { tickets: [TICKET, OLDER] } } }, '/artist/support?ticket=t-2');
    const item = await screen.findByTestId('ticket-t-2');
    expect(within(item).getByTestId('ticket-toggle').getAttribute('aria-expanded')).toBe('true');
    expect(within(item).getAllByTestId('thread-reply')).toHaveLength(2);
    expect(within(screen.getByTestId('ticket-t-1')).getByTestId('ticket-toggle').getAttribute('aria-expanded')).toBe('false');
  });

  it('shows the empty state and the load failure', async () => {
    await openSupport({ 'GET /artist/tickets': { body: { tickets: [] } } });
    expect((await screen.findByTestId('tickets-empty')).textContent).toBe('No tickets yet.');
  });

  it('falls back to the spec text when loading fails without a message', async () => {
    await openSupport({ 'GET /artist/tickets': { status: 500, body: {} } });
    expect((await screen.findByTestId('tickets-error')).textContent).toBe('Failed to load tickets.');
  });

  it('requires subject and message after trimming, then creates the ticket (priority low by default) and reloads', async () => {
    const fetchMock = await openSupport({
      'GET /artist/tickets': [{ body: { tickets: [] } }, { body: { tickets: [TICKET] } }],
      'POST /artist/tickets': { status: 201, body: TICKET },
    });
    await screen.findByTestId('tickets-empty');
    fireEvent.change(screen.getByTestId('ticket-subject-input'), { target: { value: '   ' } });
    fireEvent.change(screen.getByTestId('ticket-message-input'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByTestId('ticket-create'));
    expect(screen.getByTestId('ticket-form-error').textContent).toBe('Subject and message are required.');
    expect(requestsTo(fetchMock, 'POST /artist/tickets')).toHaveLength(0);

    fireEvent.change(screen.getByTestId('ticket-subject-input'), { target: { value: 'Artwork refused' } });
    fireEvent.change(screen.getByTestId('ticket-message-input'), { target: { value: 'Line one\nLine two' } });
    fireEvent.click(screen.getByTestId('ticket-create'));
    expect((await screen.findByTestId('ticket-form-success')).textContent).toBe('Ticket created successfully.');
    const [request] = requestsTo(fetchMock, 'POST /artist/tickets');
    expect(request.body).toEqual({ subject: 'Artwork refused', message: 'Line one\nLine two', priority: 'low' });
    expect(request.headers['Accept-Language']).toBe('en');
    await screen.findByTestId('ticket-t-2');
  });

  it('sends files as multipart and shows the server message on failure', async () => {
    const fetchMock = await openSupport({
      'GET /artist/tickets': { body: { tickets: [] } },
      'POST /artist/tickets': { status: 429, body: { message: 'You have opened 10 tickets in the last hour. Please wait before opening another one.' } },
    });
    await screen.findByTestId('tickets-empty');
    fireEvent.change(screen.getByTestId('ticket-subject-input'), { target: { value: 'Bug' } });
    fireEvent.change(screen.getByTestId('ticket-message-input'), { target: { value: 'See screenshot' } });
    fireEvent.change(screen.getByTestId('ticket-priority-select'), { target: { value: 'high' } });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'screen.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('ticket-files'), { target: { files: [file] } });
    fireEvent.click(screen.getByTestId('ticket-create'));
    expect((await screen.findByTestId('ticket-form-error')).textContent).toBe('You have opened 10 tickets in the last hour. Please wait before opening another one.');
    const [request] = requestsTo(fetchMock, 'POST /artist/tickets');
    const form = request.body as FormData;
    expect(form.get('priority')).toBe('high');
    expect((form.get('attachments') as File).name).toBe('screen.png');
  });

  it('refuses an empty reply, then sends one and reloads the thread', async () => {
    const fetchMock = await openSupport({
      'GET /artist/tickets': { body: { tickets: [TICKET] } },
      'POST /artist/tickets/t-2/reply': { status: 201, body: TICKET.replies[1] },
    });
    const item = await screen.findByTestId('ticket-t-2');
    fireEvent.click(within(item).getByTestId('ticket-toggle'));
    fireEvent.change(within(item).getByTestId('reply-message'), { target: { value: '  ' } });
    fireEvent.click(within(item).getByTestId('reply-send'));
    expect(within(item).getByTestId('reply-error').textContent).toBe('Reply cannot be empty.');
    fireEvent.change(within(item).getByTestId('reply-message'), { target: { value: 'More\ndetails' } });
    fireEvent.click(within(item).getByTestId('reply-send'));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /artist/tickets/t-2/reply')).toHaveLength(1));
    expect(requestsTo(fetchMock, 'POST /artist/tickets/t-2/reply')[0].body).toEqual({ message: 'More\ndetails' });
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /artist/tickets')).toHaveLength(2));
  });
});

describe('attachmentsError', () => {
  const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
  it('allows up to 3 PNG, JPG or PDF files of 5 MB each', () => {
    expect(attachmentsError([file('a.png', 'image/png'), file('b.jpg', 'image/jpeg'), file('c.pdf', 'application/pdf')])).toBeNull();
    expect(attachmentsError([1, 2, 3, 4].map((i) => file(`${i}.png`, 'image/png')))).toBe('Attach at most 3 files.');
    expect(attachmentsError([file('a.exe', 'application/x-msdownload')])).toBe('Attachments must be PNG, JPG or PDF files.');
    expect(attachmentsError([file('a.png', 'image/png', 5 * 1024 * 1024 + 1)])).toBe('Each attachment must be 5 MB or smaller.');
  });
});
