import type { ArtistWalletResponse, PayoutRequestResponse } from '@soundpost/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockApi, requestsTo, type MockApiOptions } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';

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

const REQUIRED = { status: 403, body: { code: 'step_up_required', message: 'For your safety, confirm this with the 6-digit code we e-mail you. A code is valid for 10 minutes.' } };

function wallet(overrides: Partial<ArtistWalletResponse> = {}): ArtistWalletResponse {
  const base = { id: 'w-1', user_id: 'u1', balance: 12_000, currency: 'eur', stripe_account_id: null, pending_payout: null, ...overrides };
  return { ...base, wallet: base } as ArtistWalletResponse;
}

async function requestPayout(routes: MockApiOptions['routes']) {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({
    routes: {
      'GET /me': { body: { name: 'Nina' } },
      'GET /artist/wallet': { body: wallet() },
      'GET /artist/wallet/payouts': { body: { data: [], meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 } } },
      'POST /me/step-up/code': { status: 202, body: { message: 'We e-mailed you a 6-digit code. It is valid for 10 minutes.', expires_in_seconds: 600 } },
      ...routes,
    },
  });
  await renderApp('/artist/wallet');
  fireEvent.change(await screen.findByTestId('payout-amount-input'), { target: { value: '50,00' } });
  fireEvent.change(screen.getByTestId('payout-destination'), { target: { value: 'me@example.com' } });
  fireEvent.click(screen.getByTestId('payout-submit'));
  return fetchMock;
}

describe('step-up dialog', () => {
  it('asks for the mailed code when a payout needs it, refuses a wrong one, then sends the same payout again once', async () => {
    const fetchMock = await requestPayout({
      'POST /artist/wallet/payouts': [REQUIRED, { status: 201, body: PAYOUT }],
      'POST /me/step-up': [
        { status: 422, body: { code: 'step_up_invalid', message: 'This code is wrong or has expired. Ask for a new one.', errors: { code: ['This code is wrong or has expired. Ask for a new one.'] } } },
        { status: 200, body: { message: 'Confirmed. You can go on for the next 10 minutes.', stepped_up_until: '2026-11-29T12:10:00.000Z' } },
      ],
    });
    await screen.findByTestId('step-up-dialog');
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /me/step-up/code')).toHaveLength(1));
    expect(screen.getByRole('status').textContent).toContain('6-digit code');

    fireEvent.click(screen.getByTestId('step-up-confirm'));
    expect((await screen.findByTestId('step-up-error')).textContent).toBe('Please enter the 6-digit code.');
    fireEvent.change(screen.getByTestId('step-up-code'), { target: { value: '111111' } });
    fireEvent.click(screen.getByTestId('step-up-confirm'));
    expect((await screen.findByTestId('step-up-error')).textContent).toBe('This code is wrong or has expired. Ask for a new one.');
    fireEvent.change(screen.getByTestId('step-up-code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByTestId('step-up-confirm'));

    await waitFor(() => expect(screen.queryByTestId('step-up-dialog')).toBeNull());
    await waitFor(() => expect(requestsTo(fetchMock, 'POST /artist/wallet/payouts')).toHaveLength(2));
    const [first, second] = requestsTo(fetchMock, 'POST /artist/wallet/payouts');
    expect(requestsTo(fetchMock, 'POST /me/step-up').map((r) => r.body)).toEqual([{ code: '111111' }, { code: '123456' }]);
    // The same call, with the same Idempotency-Key: it can never pay twice.
    expect(second?.body).toEqual(first?.body);
    const key = (r: typeof first) => r?.headers['Idempotency-Key'] ?? r?.headers['idempotency-key'];
    expect(key(first)).toMatch(/^[0-9a-f-]{36}$/);
    expect(key(second)).toBe(key(first));
    expect((await screen.findByTestId('wallet-notice')).textContent).toBe('Payout requested successfully.');
  });

  it('cancelling leaves the payout unsent and says why, in the page’s language', async () => {
    const fetchMock = await requestPayout({ 'POST /artist/wallet/payouts': REQUIRED });
    fireEvent.click(await screen.findByTestId('step-up-cancel'));
    await waitFor(() => expect(screen.queryByTestId('step-up-dialog')).toBeNull());
    expect(requestsTo(fetchMock, 'POST /artist/wallet/payouts')).toHaveLength(1);
    expect(requestsTo(fetchMock, 'POST /me/step-up')).toHaveLength(0);
    expect(await screen.findByText(REQUIRED.body.message)).toBeTruthy();
  });
});
