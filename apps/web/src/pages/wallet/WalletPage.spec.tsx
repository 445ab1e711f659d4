import type { ArtistWalletResponse, PayoutRequestResponse } from '@soundpost/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { expectPhoneCards } from '../../testing/phone-cards';

const PAYOUT: PayoutRequestResponse = {
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
};

function wallet(overrides: Partial<ArtistWalletResponse> = {}): ArtistWalletResponse {
  const base = { id: 'w-1', user_id: 'u1', balance: 12_000, currency: 'eur', stripe_account_id: null, pending_payout: null, ...overrides };
  return { ...base, wallet: base };
}

async function open(routes: MockApiOptions['routes'], path = '/artist/wallet') {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({ routes: { 'GET /me': { body: { name: 'Nina' } }, 'GET /artist/wallet/payouts': { body: { data: [], meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 } } }, ...routes } });
  await renderApp(path);
  return fetchMock;
}

describe('/artist/wallet', () => {
  it('shows the balance, the link button, an empty history and requests a payout with a comma amount, in cents, with an Idempotency-Key', async () => {
    const fetchMock = await open({
      'GET /artist/wallet': [{ body: wallet() }, { body: wallet({ balance: 7000, pending_payout: PAYOUT }) }],
      'POST /artist/wallet/payouts': { status: 201, body: PAYOUT },
    });
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('EUR 120.00');
    expect(screen.getByTestId('wallet-link')).toBeTruthy();
    expect((await screen.findByTestId('payouts-empty')).textContent).toBe('No payouts yet.');

    fireEvent.change(screen.getByTestId('payout-amount-input'), { target: { value: '24,99' } });
    fireEvent.change(screen.getByTestId('payout-destination'), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByTestId('payout-submit'));
    expect((await screen.findByTestId('payout-amount-error')).textContent).toBe('Minimum payout is EUR 25.00');
    fireEvent.change(screen.getByTestId('payout-amount-input'), { target: { value: '50,00' } });
    fireEvent.change(screen.getByTestId('payout-destination'), { target: { value: 'nope' } });
    fireEvent.click(screen.getByTestId('payout-submit'));
    expect((await screen.findByTestId('payout-destination-error')).textContent).toBe('Enter a valid PayPal email.');
    fireEvent.change(screen.getByTestId('payout-destination'), { target: { value: 'me@example.com' } });
    fireEvent.click(screen.getByTestId('payout-submit'));

    await waitFor(() => expect(requestsTo(fetchMock, 'POST /artist/wallet/payouts')).toHaveLength(1));
    const [sent] = requestsTo(fetchMock, 'POST /artist/wallet/payouts');
    expect(sent.body).toEqual({ amount: 5000, currency: 'eur', method: 'paypal', destination: 'me@example.com', notes: null });
    expect(sent.headers['idempotency-key'] ?? sent.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    const pending = await screen.findByTestId('wallet-pending');
    // The success notice outlives the form, which leaves once the held payout shows.
    expect(screen.getByTestId('wallet-notice').textContent).toBe('Payout requested successfully.');
    expect(screen.queryByTestId('payout-form')).toBeNull();
    expect(pending.textContent).toContain('You have a pending payout of EUR 50.00.');
    expect(within(pending).getByTestId('wallet-pending-status').textContent).toBe('Requested');
  });

  it('shows the linked badge, cancels a requested payout and lists the history', async () => {
    const fetchMock = await open({
      'GET /artist/wallet': [{ body: wallet({ stripe_account_id: 'acct_1', pending_payout: PAYOUT }) }, { body: wallet({ stripe_account_id: 'acct_1' }) }],
      'GET /artist/wallet/payouts': { body: { data: [{ ...PAYOUT, status: 'paid' }], meta: { current_page: 1, per_page: 10, total: 1, last_page: 1 } } },
      'POST /artist/wallet/payouts/p-1/cancel': { body: { ...PAYOUT, status: 'cancelled' } },
    });
    expect((await screen.findByTestId('wallet-linked')).textContent).toBe('Payment account linked');
    const row = await screen.findByTestId('payout-row-p-1');
    expect(within(row).getByTestId('payout-status').textContent).toBe('Paid');
    expectPhoneCards(screen.getByTestId('payouts-table'));
    fireEvent.click(screen.getByTestId('wallet-cancel'));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /artist/wallet/payouts/p-1/cancel')).toHaveLength(1));
    expect((await screen.findByTestId('wallet-notice')).textContent).toBe('Payout request cancelled. The amount is back in your balance.');
  });

  it('says the load failed', async () => {
    await open({ 'GET /artist/wallet': { status: 500, body: {} }, 'GET /artist/wallet/payouts': { status: 500, body: {} } });
    expect((await screen.findByTestId('wallet-error')).textContent).toBe('Failed to load wallet/payouts.');
  });
});

describe('/artist/wallet/transactions', () => {
  it('lists ID, When, Type, Amount, Status, Description, 20 a page', async () => {
    const fetchMock = await open(
      {
        'GET /artist/wallet/transactions': {
          body: {
            data: [{ id: 'abcdef12-0000-4000-8000-000000000000', wallet_id: 'w-1', type: 'credit', amount: 12_000, currency: 'eur', status: 'completed', description: 'Royalties', external_ref: null, stripe_transfer_id: null, created_at: '2026-11-20T10:00:00.000Z' }],
            meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 },
          },
        },
      },
      '/artist/wallet/transactions',
    );
    const table = await screen.findByTestId('wallet-tx-table');
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['ID', 'When', 'Type', 'Amount', 'Status', 'Description']);
    expectPhoneCards(table);
    expect(within(table).getByTestId('wallet-tx-amount').textContent).toBe('+EUR 120.00');
    expect(within(table).getByTestId('wallet-tx-status').textContent).toBe('Completed');
    expect(requestsTo(fetchMock, 'GET /artist/wallet/transactions')[0].query.get('per_page')).toBe('20');
  });
});
