import type { AdminAccountClosureResponse } from '@soundpost/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { renderAdminAt } from '../test/render-admin';

const row = (overrides: Partial<AdminAccountClosureResponse> = {}): AdminAccountClosureResponse => ({
  id: 'c-1',
  user_id: '6d1f3c5e-0000-4000-8000-000000000001',
  status: 'closed',
  requested_at: '2026-11-20T10:00:00.000Z',
  closed_at: '2026-11-20T10:00:00.000Z',
  reason_codes: ['other_distributor'],
  forfeited_cents: 1234,
  takedowns: 0,
  ...overrides,
});

const ROWS = [row(), row({ id: 'c-2', user_id: '6d1f3c5e-0000-4000-8000-000000000002', status: 'closing', closed_at: null, reason_codes: [], forfeited_cents: 0, takedowns: 3 })];

describe('back-office closed accounts', () => {
  it('lists closures from account-closures, newest first: account id, status (pending or closed), takedowns, forfeited balance, reasons', async () => {
    const getList = jest.fn(async () => ({ data: ROWS, total: ROWS.length }));
    renderAdminAt('/admin/account-closures', { dataProvider: { getList } as never });
    const closed = await screen.findByTestId('account-closure-row-c-1');
    expect((getList.mock.calls[0] as unknown[])[0]).toBe('account-closures');
    expect(((getList.mock.calls[0] as unknown[])[1] as { sort: unknown }).sort).toEqual({ field: 'requested_at', order: 'DESC' });
    expect(within(closed).getByText(ROWS[0].user_id)).toBeTruthy();
    expect(screen.getByTestId('account-closure-status-c-1').textContent).toBe('Closed');
    expect(screen.getByTestId('account-closure-forfeited-c-1').textContent).toBe('EUR 12.34');
    expect(within(closed).getByText('Other distributor')).toBeTruthy();
    const pending = screen.getByTestId('account-closure-row-c-2');
    expect(screen.getByTestId('account-closure-status-c-2').textContent).toBe('Pending (takedowns on their way)');
    expect(within(pending).getByText('3')).toBeTruthy();
    expect(screen.getByTestId('account-closure-forfeited-c-2').textContent).toBe('—');
  });

  it('filters by status', async () => {
    const getList = jest.fn(async () => ({ data: [ROWS[1]], total: 1 }));
    renderAdminAt(`/admin/account-closures?filter=${encodeURIComponent(JSON.stringify({ status: 'closing' }))}`, { dataProvider: { getList } as never });
    await screen.findByTestId('account-closure-row-c-2');
    await waitFor(() => expect(((getList.mock.calls.at(-1) as unknown[])[1] as { filter: unknown }).filter).toEqual({ status: 'closing' }));
  });
});
