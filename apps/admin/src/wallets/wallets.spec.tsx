import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fetchCall, jsonResponse, mockFetch } from '../test/fetch-mock';
import { renderAdminAt } from '../test/render-admin';

const payout = (overrides: Record<string, unknown> = {}) => ({
  id: 'p-1',
  wallet_id: 'w-1',
  amount: 5000,
  currency: 'eur',
  method: 'paypal',
  status: 'requested',
  destination: 'me@example.com',
  notes: null,
  failure_reason: null,
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  wallet: { id: 'w-1', user: { id: 'u-1', name: 'Nina', email: 'nina@x.test' } },
  allowed_statuses: ['approved', 'rejected', 'cancelled'],
  provider_ref: null,
  ...overrides,
});

describe('back-office wallets', () => {
  afterEach(() => jest.useRealTimers());

  it('adjust form: spec messages, amount in cents from a comma, Idempotency-Key, success then the wallet transactions after 0.8 s', async () => {
    const fetchMock = mockFetch(
      jsonResponse(200, { id: 'w-1', balance: 0, currency: 'eur', user: { email: 'nina@x.test' } }),
      jsonResponse(200, { message: 'Wallet adjusted successfully.', wallet: { balance: 12000 }, transaction: { id: 't-1' } }),
    );
    const getList = jest.fn(async () => ({ data: [], total: 0 }));
    renderAdminAt('/admin/wallets/w-1/adjust', { dataProvider: { getList } as never });
    expect((await screen.findByTestId('wallet-adjust-balance')).textContent).toBe('nina@x.test · EUR 0.00');

    fireEvent.change(screen.getByTestId('wallet-adjust-amount'), { target: { value: '0' } });
    fireEvent.change(screen.getByTestId('wallet-adjust-meta'), { target: { value: '{oops' } });
    fireEvent.click(screen.getByTestId('wallet-adjust-submit'));
    expect(await screen.findByText('Enter a valid positive amount.')).toBeTruthy();
    expect(screen.getByText('Meta must be valid JSON.')).toBeTruthy();

    fireEvent.change(screen.getByTestId('wallet-adjust-amount'), { target: { value: '120,00' } });
    fireEvent.change(screen.getByTestId('wallet-adjust-meta'), { target: { value: '{"ticket": 12}' } });
    fireEvent.change(screen.getByTestId('wallet-adjust-description'), { target: { value: 'Bonus' } });
    fireEvent.click(screen.getByTestId('wallet-adjust-submit'));
    expect((await screen.findByTestId('wallet-adjust-result')).textContent).toBe('Wallet adjusted successfully.');
    const call = fetchCall(fetchMock, 1);
    expect(call.url).toBe('/api/admin/wallets/w-1/adjust');
    expect(call.body).toEqual({ type: 'credit', amount: 12000, currency: 'eur', description: 'Bonus', meta: { ticket: 12 } });
    expect(call.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByTestId('wallet-detail-transactions-page', {}, { timeout: 3000 })).toBeTruthy();
    expect(getList.mock.calls.some((c) => (c as unknown[])[0] === 'wallets/w-1/transactions')).toBe(true);
  }, 15_000);

  it('payout requests: the ?wallet= link narrows the list; the dropdown offers only legal moves and PUTs the one chosen', async () => {
    const getList = jest.fn(async () => ({ data: [payout()], total: 1 }));
    const update = jest.fn(async () => ({ data: payout({ status: 'approved' }) }));
    renderAdminAt('/admin/wallets/payouts?wallet=w-1', { dataProvider: { getList, update } as never });
    const row = await screen.findByTestId('payout-row-p-1');
    expect(within(row).getByText('EUR 50.00')).toBeTruthy();
    expect((getList.mock.calls[0] as unknown[])[0]).toBe('wallets/payouts');
    expect(((getList.mock.calls[0] as unknown[])[1] as { filter: unknown }).filter).toEqual({ wallet: 'w-1' });

    fireEvent.mouseDown(within(row).getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['requested', 'approved', 'rejected', 'cancelled']);
    fireEvent.click(screen.getByTestId('payout-move-approved'));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect((update.mock.calls[0] as unknown[])[0]).toBe('wallets/payouts');
    expect(((update.mock.calls[0] as unknown[])[1] as { data: unknown }).data).toEqual({ status: 'approved' });
  });

  it('wallets list: user, e-mail, balance and the Transactions, Adjust and Payouts buttons', async () => {
    const getList = jest.fn(async () => ({
      data: [{ id: 'w-1', user_id: 'u-1', balance: 12000, currency: 'eur', stripe_account_id: 'acct_1', pending_payout: null, user: { id: 'u-1', name: 'Nina', email: 'nina@x.test' }, created_at: '2026-11-20T10:00:00.000Z' }],
      total: 1,
    }));
    renderAdminAt('/admin/wallets', { dataProvider: { getList } as never });
    const row = await screen.findByTestId('wallet-row-w-1');
    expect(within(row).getByTestId('wallet-balance-w-1').textContent).toBe('EUR 120.00');
    expect(within(row).getByText('nina@x.test')).toBeTruthy();
    expect(within(row).getByTestId('wallet-payouts-w-1').getAttribute('href')).toBe('/admin/wallets/payouts?wallet=w-1');
    expect(within(row).getByTestId('wallet-adjust-w-1').getAttribute('href')).toBe('/admin/wallets/w-1/adjust');
    expect(within(row).getByTestId('wallet-transactions-w-1').getAttribute('href')).toBe('/admin/wallets/w-1/transactions');
  });
});
