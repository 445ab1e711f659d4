import type { ArtistWalletResponse, PayoutPreviewResponse, PayoutRequestResponse } from '@soundpost/contracts';
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

const NO_EARNINGS = { gross_cents: 0, withheld_cents: 0, net_cents: 0, this_year: { year: 2026, gross_cents: 0, withheld_cents: 0, net_cents: 0 } };

function wallet(overrides: Partial<Omit<ArtistWalletResponse, 'wallet'>> = {}): ArtistWalletResponse {
  const { earnings = NO_EARNINGS, ...rest } = overrides;
  const base = { id: 'w-1', user_id: 'u1', balance: 12_000, currency: 'eur', stripe_account_id: null, pending_payout: null, ...rest };
  return { ...base, wallet: base, earnings };
}

function preview(overrides: Partial<PayoutPreviewResponse> = {}): PayoutPreviewResponse {
  return {
    amount_cents: 5_000,
    fee_cents: 0,
    net_cents: 5_000,
    currency: 'eur',
    withheld_to_date_cents: 1_234,
    tax_standing: { status: 'valid', rate_bp: 1_500, reason: 'Your W-8BEN is valid.', fix_url: '/artist/wallet/tax' },
    ...overrides,
  };
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

  it('shows gross, US tax withheld and net royalties, this year and all time', async () => {
    await open({
      'GET /artist/wallet': {
        body: wallet({ earnings: { gross_cents: 10_001, withheld_cents: 3_000, net_cents: 7_001, this_year: { year: 2026, gross_cents: 4_001, withheld_cents: 600, net_cents: 3_401 } } }),
      },
    });
    const card = await screen.findByTestId('wallet-earnings');
    expect(card.textContent).toContain('2026');
    expect(within(card).getByTestId('earnings-gross').textContent).toBe('EUR 100.01');
    expect(within(card).getByTestId('earnings-withheld').textContent).toBe('−EUR 30.00');
    expect(within(card).getByTestId('earnings-net').textContent).toBe('EUR 70.01');
    expect(within(card).getByTestId('earnings-year-gross').textContent).toBe('EUR 40.01');
    expect(within(card).getByTestId('earnings-year-withheld').textContent).toBe('−EUR 6.00');
    expect(within(card).getByTestId('earnings-year-net').textContent).toBe('EUR 34.01');
  });

  it('previews amount, fee and net with the tax withheld so far and the rate, debounced, refreshed when the amount or method changes', async () => {
    const fetchMock = await open({
      'GET /artist/wallet': { body: wallet() },
      'GET /artist/wallet/payouts/preview': (req) => {
        const cents = Number(req.query.get('amount_cents'));
        return { body: preview({ amount_cents: cents, net_cents: cents }) };
      },
    });
    await screen.findByTestId('payout-form');
    // Typing fast asks once, for the last amount.
    fireEvent.change(screen.getByTestId('payout-amount-input'), { target: { value: '4' } });
    fireEvent.change(screen.getByTestId('payout-amount-input'), { target: { value: '45' } });
    fireEvent.change(screen.getByTestId('payout-amount-input'), { target: { value: '45,50' } });
    const box = await screen.findByTestId('payout-preview');
    expect(within(box).getByTestId('preview-amount').textContent).toBe('EUR 45.50');
    expect(within(box).getByTestId('preview-fee').textContent).toBe('EUR 0.00');
    expect(within(box).getByTestId('preview-net').textContent).toBe('EUR 45.50');
    expect(within(box).getByTestId('preview-withheld').textContent).toBe('US tax withheld from your royalties so far: EUR 12.34 (current rate 15%).');
    const asked = requestsTo(fetchMock, 'GET /artist/wallet/payouts/preview');
    expect(asked.map((r) => [r.query.get('amount_cents'), r.query.get('method')])).toEqual([['4550', 'paypal']]);
    // It comes before the confirm button.
    expect(box.compareDocumentPosition(screen.getByTestId('payout-submit')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.change(screen.getByTestId('payout-method'), { target: { value: 'bank' } });
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /artist/wallet/payouts/preview').at(-1)?.query.get('method')).toBe('bank'));
    fireEvent.change(screen.getByTestId('payout-amount-input'), { target: { value: '60' } });
    await waitFor(() => expect(screen.getByTestId('preview-net').textContent).toBe('EUR 60.00'));
  });

  it('says a tax form is needed, with the link to fill it in, before the request and when the server refuses it', async () => {
    await open({
      'GET /artist/wallet': { body: wallet() },
      'GET /artist/wallet/payouts/preview': { body: preview({ tax_standing: { status: 'missing', rate_bp: 3_000, reason: 'No tax form on file.', fix_url: '/artist/wallet/tax' } }) },
    });
    await screen.findByTestId('payout-form');
    fireEvent.change(screen.getByTestId('payout-amount-input'), { target: { value: '50' } });
    const alert = await screen.findByTestId('payout-tax-required');
    expect(alert.textContent).toContain('A valid tax form is needed before a payout: yours is missing or has expired.');
    expect(within(alert).getByTestId('payout-tax-link').getAttribute('href')).toBe('/artist/wallet/tax');
    expect(screen.getByTestId('preview-withheld').textContent).toContain('(current rate 30%)');
  });

  it('shows the server’s 409 tax_form_required as the same message with its link', async () => {
    await open({
      'GET /artist/wallet': { body: wallet() },
      'GET /artist/wallet/payouts/preview': { body: preview() },
      'POST /artist/wallet/payouts': { status: 409, body: { code: 'tax_form_required', message: 'Your W-8BEN expired on 2025-12-31.', fix_url: '/artist/wallet/tax' } },
    });
    await screen.findByTestId('payout-form');
    fireEvent.change(screen.getByTestId('payout-amount-input'), { target: { value: '50' } });
    fireEvent.change(screen.getByTestId('payout-destination'), { target: { value: 'me@example.com' } });
    expect(screen.queryByTestId('payout-tax-required')).toBeNull();
    fireEvent.click(screen.getByTestId('payout-submit'));
    const alert = await screen.findByTestId('payout-tax-required');
    expect(within(alert).getByTestId('payout-tax-link').getAttribute('href')).toBe('/artist/wallet/tax');
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
            data: [
              { id: 'abcdef12-0000-4000-8000-000000000000', wallet_id: 'w-1', type: 'credit', kind: 'royalty', amount: 12_000, currency: 'eur', status: 'completed', description: 'Royalties', external_ref: null, stripe_transfer_id: null, created_at: '2026-11-20T10:00:00.000Z' },
              { id: 'abcdef13-0000-4000-8000-000000000000', wallet_id: 'w-1', type: 'debit', kind: 'withholding', amount: 300, currency: 'eur', status: 'completed', description: 'US tax withheld: 30% of EUR 10.00 US-source royalties (2026-01)', external_ref: null, stripe_transfer_id: null, created_at: '2026-11-20T10:00:00.000Z' },
            ],
            meta: { current_page: 1, per_page: 20, total: 1, last_page: 1 },
          },
        },
      },
      '/artist/wallet/transactions',
    );
    const table = await screen.findByTestId('wallet-tx-table');
    expect([...table.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['ID', 'When', 'Type', 'Amount', 'Status', 'Description']);
    expectPhoneCards(table);
    expect(within(table).getAllByTestId('wallet-tx-amount').map((c) => c.textContent)).toEqual(['+EUR 120.00', '−EUR 3.00']);
    expect(within(table).getAllByTestId('wallet-tx-type').map((c) => c.textContent)).toEqual(['Credit', 'US tax withheld']);
    expect(within(table).getAllByTestId('wallet-tx-status')[0].textContent).toBe('Completed');
    expect(requestsTo(fetchMock, 'GET /artist/wallet/transactions')[0].query.get('per_page')).toBe('20');
  });
});
