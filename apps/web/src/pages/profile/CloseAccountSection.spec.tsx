import { ACCOUNT_CLOSING_MESSAGES, type AccountChoice, type AccountClosingCheckResponse } from '@soundpost/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetAccounts } from '../../session/accounts';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { expectMessageGroupsTranslated } from '../../testing/translations';
import { CLOSING_MESSAGE_GROUPS, closingMessageKey } from './close-account-messages';

const CLEAR: AccountClosingCheckResponse = {
  balance_cents: 0,
  currency: 'eur',
  payout_minimum_cents: 2500,
  payout_in_progress: false,
  chat_open: false,
  live_releases: 2,
  blockers: [],
  may_forfeit: false,
};

async function openProfile(routes: MockApiOptions['routes'], lng?: 'fr' | 'es') {
  localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({
    routes: { 'GET /me': { body: { name: 'Nina' } }, 'GET /artist/me': { body: { user: { id: 'u1', email: 'nina@example.com' } } }, 'GET /me/data-exports': { body: { items: [] } }, ...routes },
  });
  await renderApp('/account/profile', { lng });
  await screen.findByTestId('profile-basic-form');
  return fetchMock;
}

const fill = (password: string) => {
  fireEvent.change(screen.getByTestId('close-account-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('close-account-confirm'));
};

describe('/account/profile, "Close account"', () => {
  beforeEach(() => resetAccounts());
  afterEach(() => jest.restoreAllMocks());

  it('says what happens (takedowns, erasure, what is kept, the transfer note), then closes, signs out and says goodbye', async () => {
    const fetchMock = await openProfile({
      'GET /me/close': { body: CLEAR },
      'POST /me/close': { body: { status: 'closing', takedowns: 2, forfeited_cents: 0, requested_at: '2026-11-29T10:00:00.000Z', closed_at: null } },
      'POST /auth/logout': { status: 204 },
    });
    const section = await screen.findByTestId('close-account');
    expect(within(section).getByTestId('close-account-facts').textContent).toContain('taken down from every store');
    expect(section.textContent).toContain('identity documents until the end of the legal retention period (5 years)');
    expect(screen.getByTestId('close-account-transfer').textContent).toContain('Contact support before closing');
    expect((await screen.findByTestId('close-account-state')).textContent).toContain('2 releases are at the stores and will be taken down.');
    expect(screen.getByTestId('close-account-balance-empty').textContent).toBe('Your wallet is empty.');

    const submit = screen.getByTestId('close-account-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fill('my-password');
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await screen.findByTestId('goodbye-page');
    expect(screen.getByTestId('page-title').textContent).toBe('Your account is closed');
    expect(requestsTo(fetchMock, 'POST /me/close').map((r) => r.body)).toEqual([{ password: 'my-password', confirm: true }]);
    expect(localStorage.getItem('artist_token')).toBeNull();
  });

  it('shows a refusal in its words, and a wrong password under the field, in French', async () => {
    await openProfile(
      {
        'GET /me/close': { body: CLEAR },
        'POST /me/close': [
          { status: 422, body: { code: 'validation_error', message: 'The given data was invalid.', errors: { password: [ACCOUNT_CLOSING_MESSAGES.passwordWrong] } } },
          { status: 409, body: { code: 'chat_open', message: ACCOUNT_CLOSING_MESSAGES.chatOpen } },
        ],
      },
      'fr',
    );
    await screen.findByTestId('close-account-state');
    fill('wrong');
    fireEvent.click(screen.getByTestId('close-account-submit'));
    expect((await screen.findByTestId('close-account-password-error')).textContent).toBe('Le mot de passe est incorrect.');
    fireEvent.click(screen.getByTestId('close-account-submit'));
    await waitFor(() => expect(screen.getByTestId('close-account-error').textContent).toBe('Vous avez un chat en cours. Terminez-le avant de fermer votre compte.'));
    expect(screen.queryByTestId('goodbye-page')).toBeNull();
  });

  it('with money under the minimum: offers a closing payout of the whole balance, or giving it up with explicit consent', async () => {
    const fetchMock = await openProfile({
      'GET /me/close': { body: { ...CLEAR, balance_cents: 1234, blockers: ['balance_above_zero'], may_forfeit: true } },
      'POST /artist/wallet/payouts': { status: 201, body: { id: 'p1', amount: 1234, status: 'requested' } },
      'POST /me/close': { body: { status: 'closed', takedowns: 0, forfeited_cents: 1234, requested_at: '2026-11-29T10:00:00.000Z', closed_at: '2026-11-29T10:00:00.000Z' } },
      'POST /auth/logout': { status: 204 },
    });
    const payout = await screen.findByTestId('close-account-payout');
    expect(payout.textContent).toContain('Your wallet still holds EUR 12.34.');
    fireEvent.change(screen.getByTestId('close-account-payout-destination'), { target: { value: 'nina@paypal.example' } });
    fireEvent.click(screen.getByTestId('close-account-payout-submit'));
    await screen.findByTestId('close-account-payout-message');
    expect(requestsTo(fetchMock, 'POST /artist/wallet/payouts').map((r) => r.body)).toEqual([{ amount: 1234, method: 'paypal', destination: 'nina@paypal.example', closing: true }]);

    // Giving it up instead: the button waits for the consent box.
    fill('my-password');
    const submit = screen.getByTestId('close-account-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByTestId('close-account-forfeit-label').textContent).toContain(ACCOUNT_CLOSING_MESSAGES.forfeitConsent);
    fireEvent.click(screen.getByTestId('close-account-forfeit'));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await screen.findByTestId('goodbye-page');
    expect(requestsTo(fetchMock, 'POST /me/close').map((r) => r.body)).toEqual([{ password: 'my-password', confirm: true, forfeit_balance: true }]);
  });

  it('with a payout in progress: says so, links the wallet, and cannot be sent', async () => {
    await openProfile({ 'GET /me/close': { body: { ...CLEAR, balance_cents: 5000, payout_in_progress: true, blockers: ['payout_in_progress', 'balance_above_zero'] } } });
    expect((await screen.findByTestId('close-account-payout-in-progress')).textContent).toContain(ACCOUNT_CLOSING_MESSAGES.payoutInProgress);
    fill('my-password');
    expect((screen.getByTestId('close-account-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it("is not shown to a member of someone else's account", async () => {
    const member: AccountChoice = { account_id: 'acc-label', name: 'Tidewater Records', role: 'admin', current: true };
    const fetchMock = await openProfile({ 'GET /me/accounts': { body: { data: [member] } }, 'GET /me/close': { body: CLEAR } });
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /me/accounts').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByTestId('close-account')).toBeNull());
  });

  describe('server texts in the bundles (libs/server/i18n/src/translations/closing.*.json)', () => {
    expectMessageGroupsTranslated('closing.msg', CLOSING_MESSAGE_GROUPS);
    it('finds the key of a known text only', () => {
      expect(closingMessageKey(ACCOUNT_CLOSING_MESSAGES.balanceAboveZero)).toBe('closing.msg.server.balanceAboveZero');
      expect(closingMessageKey('Something else.')).toBeUndefined();
    });
  });
});
