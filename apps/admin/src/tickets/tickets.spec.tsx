import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderAdminAt } from '../test/render-admin';
import { formatWait } from './tickets';

const row = (over: Record<string, unknown> = {}) => ({
  id: 't1',
  ticket_id: 't1',
  number: 17,
  subject: 'Artwork refused',
  message: 'Why?',
  status: 'open',
  priority: 'high',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  user_id: 'u1',
  user: { id: 'u1', name: 'Nina Simone', email: 'nina@example.com' },
  replies_count: 1,
  waiting_since: '2026-11-18T10:00:00.000Z',
  waiting_seconds: 2 * 86_400 + 3 * 3_600,
  overdue: true,
  ...over,
});

const detail = (over: Record<string, unknown> = {}) => ({
  ...row(),
  message: 'Line one\n<b>not bold</b>',
  attachments: [{ id: 'a1', name: 'screen.png', content_type: 'image/png', size: 10, url: '/api/files/ticket-attachments/a.png?expires=1&signature=s' }],
  replies: [
    { reply_id: 'r1', user_id: 'u1', user: { id: 'u1', name: 'Nina Simone', email: 'nina@example.com' }, message: 'Hello?', created_at: '2026-11-20T11:00:00.000Z', is_admin: false, attachments: [] },
    { reply_id: 'r2', user_id: 's1', user: { id: 's1', name: 'Ana Admin', email: 'ana@x' }, message: 'On it', created_at: '2026-11-20T12:00:00.000Z', is_admin: true, attachments: [] },
  ],
  ...over,
});

type Calls = Record<string, jest.Mock>;

const setup = (rows: unknown[] = [row()], overrides: Calls = {}) => {
  const calls: Calls = {
    getList: jest.fn(async () => ({ data: rows, total: rows.length })),
    getOne: jest.fn(async () => ({ data: detail() })),
    update: jest.fn(async (_r: string, { id, data }: { id: string; data: object }) => ({ data: { ...detail(), ...data, id } })),
    delete: jest.fn(async (_r: string, { id }: { id: string }) => ({ data: { id } })),
    ticketAction: jest.fn(async () => ({ data: detail({ status: 'closed' }) })),
    replyToTicket: jest.fn(async () => ({ reply_id: 'r3' })),
    ...overrides,
  };
  renderAdminAt('/admin/tickets', { dataProvider: calls as never });
  return calls;
};

const lastListParams = (calls: Calls) => calls.getList.mock.calls.at(-1)?.[1] as { filter: Record<string, unknown>; sort: { field: string; order: string } };

describe('formatWait', () => {
  it('reads seconds as days, hours or minutes', () => {
    expect(formatWait(0)).toBe('—');
    expect(formatWait(null)).toBe('—');
    expect(formatWait(59)).toBe('1 min');
    expect(formatWait(3 * 3600 + 120)).toBe('3 h 2 min');
    expect(formatWait(2 * 86_400 + 3 * 3_600)).toBe('2 d 3 h');
  });
});

describe('<TicketList>', () => {
  it('lists tickets with number, artist, status, priority and the flagged wait', async () => {
    setup();
    const line = await screen.findByTestId('ticket-row-t1');
    expect(within(line).getByText('#17')).toBeTruthy();
    expect(within(line).getByTestId('ticket-subject').textContent).toBe('Artwork refused');
    expect(within(line).getByTestId('person-cell').textContent).toBe('Nina Simonenina@example.com');
    expect(within(line).getByTestId('person-email').textContent).toBe('nina@example.com');
    expect(within(line).getByTestId('ticket-waiting').textContent).toContain('2 d 3 h');
    expect(within(line).getByTestId('ticket-overdue').textContent).toBe('Overdue');
  });

  it('shows the empty state', async () => {
    setup([]);
    expect(await screen.findByText('No tickets found.')).toBeTruthy();
  });

  it('filters by status and sorts by the longest wait on request', async () => {
    const calls = setup();
    await screen.findByTestId('ticket-row-t1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() => expect(lastListParams(calls).filter).toMatchObject({ status: 'closed' }));
    fireEvent.change(screen.getByTestId('tickets-sort'), { target: { value: 'waiting' } });
    await waitFor(() => expect(lastListParams(calls).sort).toEqual({ field: 'waiting', order: 'ASC' }));
  });

  it("asks 'Delete ticket #17? This cannot be undone.' and says 'Ticket deleted.'", async () => {
    const calls = setup();
    await screen.findByTestId('ticket-row-t1');
    fireEvent.click(screen.getByTestId('ticket-delete-t1'));
    const dialog = await screen.findByTestId('ticket-delete-dialog');
    expect(within(dialog).getByText('Delete ticket #17? This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('ticket-delete-confirm'));
    await waitFor(() => expect(calls.delete).toHaveBeenCalledWith('tickets', expect.objectContaining({ id: 't1' })));
    expect(await screen.findByText('Ticket deleted.')).toBeTruthy();
  });

  it("falls back to 'Failed to delete ticket.'", async () => {
    setup([row()], { delete: jest.fn(async () => Promise.reject(new HttpError('', 500, {}))) });
    await screen.findByTestId('ticket-row-t1');
    fireEvent.click(screen.getByTestId('ticket-delete-t1'));
    fireEvent.click(within(await screen.findByTestId('ticket-delete-dialog')).getByTestId('ticket-delete-confirm'));
    expect(await screen.findByText('Failed to delete ticket.')).toBeTruthy();
  });
});

describe('<TicketThread>', () => {
  const open = async (calls: Calls) => {
    fireEvent.click(await screen.findByTestId('ticket-row-t1'));
    const panel = await screen.findByTestId('ticket-thread');
    await within(panel).findByTestId('thread-subject');
    await waitFor(() => expect(calls.getOne).toHaveBeenCalled());
    return panel;
  };

  it('shows the thread oldest first as text, staff replies labelled Support', async () => {
    const calls = setup();
    const panel = await open(calls);
    const authors = within(panel).getAllByTestId('thread-author').map((a) => a.textContent);
    expect(authors).toEqual(['Nina Simone', 'Nina Simone', 'Support']);
    const texts = within(panel).getAllByTestId('thread-text');
    expect(texts[0].textContent).toBe('Line one\n<b>not bold</b>');
    expect(texts[0].querySelector('b')).toBeNull();
    expect(within(panel).getByTestId('thread-attachment').getAttribute('href')).toContain('/api/files/');
  });

  it("closes ('Ticket closed.'), and a closed ticket offers Reopen ('Ticket reopened.')", async () => {
    const calls = setup();
    const panel = await open(calls);
    calls.getOne.mockResolvedValue({ data: detail({ status: 'closed' }) });
    fireEvent.click(within(panel).getByTestId('thread-close'));
    expect(await screen.findByText('Ticket closed.')).toBeTruthy();
    expect(calls.ticketAction).toHaveBeenCalledWith('t1', 'close');
    fireEvent.click(await within(panel).findByTestId('thread-reopen'));
    expect(await screen.findByText('Ticket reopened.')).toBeTruthy();
    expect(calls.ticketAction).toHaveBeenLastCalledWith('t1', 'reopen');
  });

  it("changes the status with the selector ('Ticket updated.'), or shows the fallback", async () => {
    const calls = setup();
    const panel = await open(calls);
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: /Status/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'In progress' }));
    expect(await screen.findByText('Ticket updated.')).toBeTruthy();
    expect(calls.update).toHaveBeenCalledWith('tickets', expect.objectContaining({ id: 't1', data: { status: 'in_progress' } }));
    calls.update.mockRejectedValueOnce(new HttpError('', 500, {}));
    fireEvent.mouseDown(within(panel).getByRole('combobox', { name: /Priority/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Low' }));
    expect(await screen.findByText('Failed to update ticket.', undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it('refuses an empty reply and sends a real one', async () => {
    const calls = setup();
    const panel = await open(calls);
    fireEvent.change(within(panel).getByTestId('thread-reply'), { target: { value: '   ' } });
    fireEvent.click(within(panel).getByTestId('thread-send'));
    expect(await within(panel).findByText('Reply cannot be empty.')).toBeTruthy();
    expect(calls.replyToTicket).not.toHaveBeenCalled();
    fireEvent.change(within(panel).getByTestId('thread-reply'), { target: { value: 'Fixed.\nThanks' } });
    fireEvent.click(within(panel).getByTestId('thread-send'));
    await waitFor(() => expect(calls.replyToTicket).toHaveBeenCalledWith('t1', 'Fixed.\nThanks', []));
    expect(await screen.findByText('Reply sent.')).toBeTruthy();
  });

  it('keeps an archived ticket read-only', async () => {
    const calls = setup([row()], { getOne: jest.fn(async () => ({ data: detail({ status: 'archived' }) })) });
    const panel = await open(calls);
    expect(within(panel).queryByTestId('thread-reply-form')).toBeNull();
    expect(within(panel).queryByTestId('thread-close')).toBeNull();
    expect(within(panel).getByText('This ticket is archived and can no longer be changed.')).toBeTruthy();
  });
});
