import type { WalletAdjustmentRequestResponse } from '@soundpost/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fetchCall, jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderAdminAt, staffIdentity } from '../test/render-admin';
import { OWN_REQUEST_HINT } from './WalletAdjustmentList';

const request = (overrides: Partial<WalletAdjustmentRequestResponse> = {}): WalletAdjustmentRequestResponse => ({
  id: 'r-1',
  wallet: { id: 'w-1', user: { id: 'u-1', name: 'Nina', email: 'nina@x.test' } },
  type: 'credit',
  amount: 250_000,
  currency: 'eur',
  description: 'Label advance',
  status: 'pending',
  requested_by: { id: 'staff-2', name: 'Bob Manager' },
  requested_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-11-27T10:00:00.000Z',
  decided_by: null,
  decided_at: null,
  reason: null,
  transaction_id: null,
  ...overrides,
});

describe('back-office pending approvals (four eyes)', () => {
  it('lists requests from wallet-adjustments, newest first, filtered by status; the requester sees their own buttons disabled with why', async () => {
    const rows = [request(), request({ id: 'r-2', type: 'debit', amount: 150_000, requested_by: { id: String(staffIdentity.id), name: staffIdentity.fullName } })];
    const getList = jest.fn(async () => ({ data: rows, total: rows.length }));
    renderAdminAt(`/admin/wallet-adjustments?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`, { dataProvider: { getList } as never });
    const other = await screen.findByTestId('wallet-adjustment-row-r-1');
    expect((getList.mock.calls[0] as unknown[])[0]).toBe('wallet-adjustments');
    await waitFor(() => expect(((getList.mock.calls.at(-1) as unknown[])[1] as { filter: unknown; sort: unknown })).toMatchObject({ filter: { status: 'pending' }, sort: { field: 'requested_at', order: 'DESC' } }));
    expect(screen.getByTestId('adjustment-amount-r-1').textContent).toBe('+EUR 2500.00');
    expect(screen.getByTestId('adjustment-amount-r-2').textContent).toBe('−EUR 1500.00');
    expect(within(other).getByText('nina@x.test')).toBeTruthy();
    expect(within(other).getByText('Bob Manager')).toBeTruthy();
    expect(screen.getByTestId('adjustment-status-r-1').textContent).toBe('Pending approval');
    // Someone else's request: both buttons on. Mine: both off, and the reason is said.
    await waitFor(() => expect((screen.getByTestId('adjustment-approve-r-2') as HTMLButtonElement).disabled).toBe(true));
    expect((screen.getByTestId('adjustment-reject-r-2') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('adjustment-own-r-2').getAttribute('aria-label')).toBe(OWN_REQUEST_HINT);
    expect((screen.getByTestId('adjustment-approve-r-1') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByTestId('adjustment-reject-r-1') as HTMLButtonElement).disabled).toBe(false);
  });

  it('approve posts to /approve with an Idempotency-Key and says so; reject asks for a reason first', async () => {
    const fetchMock = mockFetch(
      jsonResponse(200, { message: 'Adjustment approved and posted.', request: request({ status: 'approved' }), wallet: {}, transaction: {} }),
      jsonResponse(200, { message: 'Adjustment rejected.', request: request({ id: 'r-3', status: 'rejected' }) }),
    );
    const getList = jest.fn(async () => ({ data: [request(), request({ id: 'r-3' })], total: 2 }));
    renderAdminAt('/admin/wallet-adjustments', { dataProvider: { getList } as never });
    await screen.findByTestId('wallet-adjustment-row-r-1');
    fireEvent.click(screen.getByTestId('adjustment-approve-r-1'));
    expect(await screen.findByText('Adjustment approved and posted.')).toBeTruthy();
    const approve = fetchCall(fetchMock, 0);
    expect(approve.url).toBe('/api/admin/wallet-adjustments/r-1/approve');
    expect(approve.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);

    fireEvent.click(screen.getByTestId('adjustment-reject-r-3'));
    fireEvent.click(await screen.findByTestId('adjustment-reject-confirm'));
    expect(await screen.findByText('Give a reason.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByTestId('adjustment-reject-reason'), { target: { value: 'No chargeback on file' } });
    fireEvent.click(screen.getByTestId('adjustment-reject-confirm'));
    expect(await screen.findByText('Adjustment rejected.')).toBeTruthy();
    const reject = fetchCall(fetchMock, 1);
    expect(reject.url).toBe('/api/admin/wallet-adjustments/r-3/reject');
    expect(reject.body).toEqual({ reason: 'No chargeback on file' });
  });

  it('the adjust form says "Sent for approval by a second staff member" on a 202 and stays, linking to Pending approvals', async () => {
    mockFetch(
      jsonResponse(200, { id: 'w-1', balance: 0, currency: 'eur', user: { email: 'nina@x.test' } }),
      jsonResponse(202, { message: 'Sent for approval by a second staff member.', request: request() }),
    );
    renderAdminAt('/admin/wallets/w-1/adjust', { dataProvider: { getList: jest.fn(async () => ({ data: [], total: 0 })) } as never });
    await screen.findByTestId('wallet-adjust-balance');
    fireEvent.change(screen.getByTestId('wallet-adjust-amount'), { target: { value: '2500' } });
    fireEvent.click(screen.getByTestId('wallet-adjust-submit'));
    const result = await screen.findByTestId('wallet-adjust-result');
    await waitFor(() => expect(result.textContent).toContain('Sent for approval by a second staff member.'));
    expect(screen.getByTestId('wallet-adjust-approvals-link').getAttribute('href')).toBe('/admin/wallet-adjustments');
    expect((screen.getByTestId('wallet-adjust-submit') as HTMLButtonElement).disabled).toBe(true);
  });
});
