import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fetchCall, jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderAdminAt } from '../test/render-admin';

const finding = (over: Record<string, unknown> = {}) => ({
  id: 'f1',
  user_id: 'u1',
  rule_code: 'R1_SHARED_PAYPAL',
  weight: 40,
  entity_type: 'paypal_email',
  entity_id: 'ring@pay.example',
  ip_address: null,
  detected_at: '2026-11-27T10:00:00.000Z',
  details_json: { value: 'ring@pay.example', shared_with: ['u2', 'u3'] },
  dismissed_at: null,
  ...over,
});

const detail = (over: Record<string, unknown> = {}) => ({
  user: { id: 'u1', name: 'Ring One', email: 'ring.one@example.com', user_status: 'active', created_at: '2026-11-01T10:00:00.000Z' },
  score: { total_score: 40, level: 'medium', last_event_at: '2026-11-27T10:00:00.000Z' },
  block: null,
  findings: [finding()],
  ...over,
});

describe('fraud user page', () => {
  it('shows the evidence, dismisses a finding, and blocks after a confirmation with the reason typed', async () => {
    const fetchMock = mockFetch(
      jsonResponse(200, detail()),
      jsonResponse(200, { message: 'Finding dismissed.', finding: finding({ dismissed_at: '2026-11-27T11:00:00.000Z' }) }),
      jsonResponse(200, detail({ score: { total_score: 0, level: 'low', last_event_at: null }, findings: [finding({ dismissed_at: '2026-11-27T11:00:00.000Z' })] })),
      jsonResponse(200, { message: 'User blocked.', user_id: 'u1', user_status: 'blocked' }),
      jsonResponse(200, detail({ user: { id: 'u1', name: 'Ring One', email: 'ring.one@example.com', user_status: 'blocked', created_at: '2026-11-01T10:00:00.000Z' }, block: { id: 'b1', source: 'manual', reason: 'Ring', blocked_until: null, created_at: '2026-11-27T12:00:00.000Z', ip_address: null, paypal_email: null, iban: null, stripe_account_id: null } })),
    );
    renderAdminAt('/admin/fraud/user/u1');

    const evidence = await screen.findByTestId('fraud-findings-evidence');
    expect(evidence.textContent).toContain('R1_SHARED_PAYPAL');
    expect(within(evidence).getByTestId('fraud-evidence').textContent).toContain('"shared_with"');
    expect(fetchCall(fetchMock, 0).url).toBe('/api/admin/fraud/user/u1');

    fireEvent.click(screen.getByTestId('fraud-dismiss'));
    await waitFor(() => expect(fetchCall(fetchMock, 1)).toMatchObject({ url: '/api/admin/fraud/findings/f1/dismiss', method: 'POST' }));
    await waitFor(() => expect(screen.getByTestId('fraud-user-score').textContent).toBe('Score 0'));

    fireEvent.click(screen.getByTestId('fraud-block'));
    const dialog = await screen.findByTestId('fraud-block-dialog');
    expect(dialog.textContent).toContain('Block this user? Their sessions end at once and payouts are held.');
    fireEvent.change(within(dialog).getByTestId('fraud-block-reason-input'), { target: { value: 'Ring' } });
    fireEvent.click(within(dialog).getByTestId('fraud-block-confirm'));
    await waitFor(() => expect(fetchCall(fetchMock, 3)).toMatchObject({ url: '/api/admin/fraud/block', method: 'POST', body: { user_id: 'u1', reason: 'Ring' } }));
    expect(await screen.findByTestId('fraud-unblock')).toBeTruthy();
    expect(screen.getByTestId('fraud-block-source').textContent).toBe('block: manual');
  }, 30_000);
});

describe('fraud scores', () => {
  const rows = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `u${i}`, name: `User ${i}`, email: `u${i}@x.test`, user_status: 'active', total_score: 100 - i, level: 'high', last_event_at: null }));

  it('asks for the highest scores first, 20 a page, with page buttons and ellipses past seven pages', async () => {
    const getList = jest.fn(async (..._args: unknown[]) => ({ data: rows(20), total: 200 }));
    renderAdminAt('/admin/fraud/scores', { dataProvider: { getList } as never });
    const pager = await screen.findByTestId('fraud-scores-pager');
    await waitFor(() => expect(getList).toHaveBeenCalled());
    expect(getList.mock.calls.at(-1)).toEqual(['fraud/scores', expect.objectContaining({ pagination: { page: 1, perPage: 20 }, sort: { field: 'total_score', order: 'DESC' } })]);
    const buttons = within(pager).getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(expect.arrayContaining(['1', '2', '10']));
    expect(buttons).not.toContain('6');
    expect(pager.textContent).toContain('…');
  }, 30_000);

  it('shows every page when there are seven or fewer', async () => {
    renderAdminAt('/admin/fraud/scores', { dataProvider: { getList: jest.fn(async () => ({ data: rows(20), total: 140 })) } as never });
    const pager = await screen.findByTestId('fraud-scores-pager');
    await waitFor(() => expect(within(pager).getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining(['1', '2', '3', '4', '5', '6', '7'])));
    expect(pager.textContent).not.toContain('…');
  }, 30_000);
});

describe('fraud findings', () => {
  it("names each finding's user and e-mail, linking to the user's page, never a raw id fragment", async () => {
    const rows = [
      finding({ id: 'f1', user_id: '3f2c9a10-1b2c-4d5e-8f90-123456789abc', user: { id: '3f2c9a10-1b2c-4d5e-8f90-123456789abc', name: 'Ring One', email: 'ring.one@example.com' } }),
      // An account that has gone since: its e-mail is all there is to show; here not even that.
      finding({ id: 'f2', user_id: '9d8e7f60-1b2c-4d5e-8f90-123456789abc', user: null, entity_type: 'user', entity_id: '9d8e7f60-1b2c-4d5e-8f90-123456789abc' }),
    ];
    renderAdminAt('/admin/fraud/findings', { dataProvider: { getList: jest.fn(async () => ({ data: rows, total: 2 })) } as never });

    const first = await screen.findByTestId('fraud-finding-row-f1');
    const person = within(first).getByTestId('person-cell');
    const link = within(person).getByTestId('fraud-user-link');
    expect(link.textContent).toBe('Ring One');
    expect(link.getAttribute('href')).toBe('/admin/fraud/user/3f2c9a10-1b2c-4d5e-8f90-123456789abc');
    expect(within(person).getByTestId('person-email').textContent).toBe('ring.one@example.com');
    expect(first.textContent).not.toContain('3f2c9a10');
    // An entity that is an id is shortened; a value such as an e-mail is shown whole.
    expect(within(first).getByTestId('short-id').textContent).toBe('ring@pay.example');
    const second = screen.getByTestId('fraud-finding-row-f2');
    expect(within(second).getByTestId('fraud-user-link').textContent).toBe('9d8e7f60');
    expect(within(second).getByTestId('short-id').textContent).toBe('9d8e7f60…');
  }, 30_000);
});
