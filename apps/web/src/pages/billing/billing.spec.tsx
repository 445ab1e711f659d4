import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { browser } from '../../api/billing';
import { mockApi, requestsTo, type MockApiOptions } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';
import { expectPhoneCards } from '../../testing/phone-cards';

const PLANS = [
  { id: 'p-label', key: 'label', name: 'Label', price: 9.99, price_cents: 999, currency: 'EUR', billing_cycle: 'monthly' },
  { id: 'p-free', key: 'free', name: 'FREE', price: 0, price_cents: 0, currency: 'EUR', billing_cycle: 'monthly' },
  { id: 'p-artist', key: 'artist', name: 'artist', price: 0.99, price_cents: 99, currency: 'EUR', billing_cycle: 'monthly' },
  { id: 'p-producer', key: 'producer', name: 'Producer', price: 2.99, price_cents: 299, currency: 'EUR', billing_cycle: 'monthly' },
];
const NO_PLAN = { subscription: null, plan: null };
const ON_ARTIST = { subscription: { status: 'active', current_period_end: '2030-01-01T00:00:00.000Z' }, plan: PLANS[2] };

/** The server's quote while on the Artist plan: its unused month is credited. */
function quoteFor(planId: string | null) {
  const plan = PLANS.find((p) => p.id === planId) ?? PLANS[0];
  const credit = planId === 'p-artist' || planId === 'p-free' ? null : { subscription_id: 'sub-1', plan_id: 'p-artist', plan_name: 'Artist', unused_from: '2030-01-01T00:00:00.000Z', unused_until: '2030-01-31T00:00:00.000Z' };
  const creditCents = credit ? 99 : 0;
  return { plan_id: plan.id, plan_name: plan.name, currency: 'EUR', price_cents: plan.price_cents, credit_cents: creditCents, amount_due_cents: plan.price_cents - creditCents, credit };
}

async function open(path: string, routes: MockApiOptions['routes'], loggedIn = true) {
  if (loggedIn) localStorage.setItem('artist_token', 'art-1');
  const fetchMock = mockApi({
    me: { name: 'Nina' },
    routes: { 'GET /billing/plans': { body: { plans: PLANS } }, 'GET /billing/quote': (request) => ({ body: quoteFor(request.query.get('plan_id')) }), ...routes },
  });
  const app = await renderApp(path);
  return { fetchMock, ...app };
}

let go: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  go = jest.spyOn(browser, 'go').mockImplementation(() => undefined);
});
afterEach(() => go.mockRestore());

describe('/pricing', () => {
  it('shows heading, note and four cards with their states against the current plan', async () => {
    await open('/pricing', { 'GET /billing/status': { body: ON_ARTIST } });
    expect((await screen.findByTestId('page-title')).textContent).toBe('Plans');
    expect(screen.getByTestId('one-plan-note').textContent).toMatch(/one active plan/i);
    await waitFor(() => expect(screen.getByTestId('plan-action-artist').textContent).toBe('Current plan'));
    expect(screen.getByTestId('plan-card-artist').textContent).toMatch(/0,99€.*Distribution on 18 platforms/);
    expect(screen.getByTestId('plan-action-free').textContent).toBe('Not available');
    expect(screen.getByTestId('plan-action-producer').textContent).toBe('Upgrade');
    expect(screen.getByTestId('plan-action-label').textContent).toBe('Upgrade');
    expect((screen.getByTestId('plan-action-artist') as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks to log in without a token', async () => {
    await open('/pricing', {}, false);
    const button = await screen.findByTestId('plan-action-producer');
    await waitFor(() => expect(button.textContent).toBe('Upgrade'));
    fireEvent.click(button);
    expect(screen.getByTestId('billing-notice').textContent).toBe('Please log in or create an account first.');
    expect(screen.queryByTestId('payment-modal')).toBeNull();
  });

  it('makes "log in" and "create an account" links, the login one back to /pricing', async () => {
    const { router } = await open('/pricing', {}, false);
    const button = await screen.findByTestId('plan-action-producer');
    await waitFor(() => expect(button.textContent).toBe('Upgrade'));
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    fireEvent.click(button);
    // Shown above the cards: on a phone the button is far below, so the notice is brought into view.
    expect(scrolled.mock.contexts).toEqual([screen.getByTestId('billing-notice').parentElement]);
    scrolled.mockRestore();
    const login = within(screen.getByTestId('billing-notice')).getByTestId('billing-login-link');
    expect(login.textContent).toBe('log in');
    expect(login.getAttribute('href')).toBe('/login?next=%2Fpricing');
    const signup = within(screen.getByTestId('billing-notice')).getByTestId('billing-signup-link');
    expect(signup.textContent).toBe('create an account');
    fireEvent.click(signup);
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });

  it('links both words in French too', async () => {
    mockApi({ routes: { 'GET /billing/plans': { body: { plans: PLANS } } } });
    await renderApp('/pricing', { lng: 'fr' });
    const button = await screen.findByTestId('plan-action-producer');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const notice = screen.getByTestId('billing-notice');
    expect(notice.textContent).toBe('Veuillez vous connecter ou créer un compte d’abord.');
    expect(within(notice).getByTestId('billing-login-link').textContent).toBe('connecter');
    expect(within(notice).getByTestId('billing-signup-link').textContent).toBe('créer un compte');
  });

  it('activates Free directly and re-reads the status', async () => {
    const { fetchMock } = await open('/pricing', {
      'GET /billing/status': [{ body: NO_PLAN }, { body: { subscription: { status: 'active' }, plan: PLANS[1] } }],
      'POST /billing/checkout/stripe': { body: { activated: true, message: 'Free plan activated.' } },
    });
    const button = await screen.findByTestId('plan-action-free');
    await waitFor(() => expect(button.textContent).toBe('Activate Free'));
    fireEvent.click(button);
    expect((await screen.findByTestId('billing-notice')).textContent).toBe('Free plan activated.');
    expect(requestsTo(fetchMock, 'POST /billing/checkout/stripe')[0].body).toEqual({ plan_id: 'p-free' });
    await waitFor(() => expect(screen.getByTestId('plan-action-free').textContent).toBe('Current plan'));
  });

  it('opens the payment modal and goes to the card and PayPal pages', async () => {
    const { fetchMock } = await open('/pricing', {
      'GET /billing/status': { body: ON_ARTIST },
      'POST /billing/checkout/stripe': { body: { url: 'http://localhost:3000/sandbox/pay/s1', session_id: 's1' } },
      'POST /billing/checkout/paypal': { body: { approve_url: 'https://paypal.example/approve', order_id: 'o1' } },
    });
    await waitFor(() => expect(screen.getByTestId('plan-action-label').textContent).toBe('Upgrade'));
    fireEvent.click(screen.getByTestId('plan-action-label'));
    await waitFor(() => expect((within(screen.getByTestId('payment-modal')).getByTestId('pay-card') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(within(screen.getByTestId('payment-modal')).getByTestId('pay-card'));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost:3000/sandbox/pay/s1'));
    expect(requestsTo(fetchMock, 'POST /billing/checkout/stripe')[0].body).toEqual({ plan_id: 'p-label' });
    fireEvent.click(screen.getByTestId('pay-paypal'));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://paypal.example/approve'));
  });

  it('shows the server message, else the spec default, on failure', async () => {
    await open('/pricing', {
      'GET /billing/status': { body: ON_ARTIST },
      'POST /billing/checkout/stripe': { status: 422, body: { message: 'Downgrades are not allowed.' } },
      'POST /billing/checkout/paypal': { status: 500, body: {} },
    });
    await waitFor(() => expect(screen.getByTestId('plan-action-label').textContent).toBe('Upgrade'));
    const enabled = () => waitFor(() => expect((screen.getByTestId('pay-card') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('plan-action-label'));
    await enabled();
    fireEvent.click(screen.getByTestId('pay-card'));
    expect((await screen.findByTestId('billing-notice')).textContent).toBe('Downgrades are not allowed.');
    fireEvent.click(screen.getByTestId('plan-action-label'));
    await enabled();
    fireEvent.click(screen.getByTestId('pay-paypal'));
    await waitFor(() => expect(screen.getByTestId('billing-notice').textContent).toBe('PayPal init failed.'));
  });

  it('shows the amount due and why (price, credit for the current plan, amount due) and offers card, PayPal and bank transfer', async () => {
    const { fetchMock } = await open('/pricing', {
      'GET /billing/status': { body: ON_ARTIST },
      'POST /billing/checkout/manual': {
        body: { reference: 'SP-AB12-CD34', amount_cents: 900, price_cents: 999, credit_cents: 99, currency: 'EUR', bank: { account_name: 'Soundpost Lda', iban: 'PT50000000000', swift: 'BANKPTPL' } },
      },
    });
    await waitFor(() => expect(screen.getByTestId('plan-action-label').textContent).toBe('Upgrade'));
    fireEvent.click(screen.getByTestId('plan-action-label'));
    const modal = screen.getByTestId('payment-modal');
    expect((await within(modal).findByTestId('quote-price')).textContent).toBe('EUR 9.99');
    expect(within(modal).getByTestId('checkout-quote').textContent).toMatch(/Credit for the unused time of your Artist plan/);
    expect(within(modal).getByTestId('quote-credit').textContent).toBe('− EUR 0.99');
    expect(within(modal).getByTestId('quote-due').textContent).toBe('EUR 9.00');
    expect(requestsTo(fetchMock, 'GET /billing/quote')[0].query.get('plan_id')).toBe('p-label');
    expect(['pay-card', 'pay-paypal', 'pay-bank'].map((id) => within(modal).getByTestId(id).textContent)).toEqual(['Pay by card', 'Pay with PayPal', 'Pay by bank transfer']);
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    fireEvent.click(within(modal).getByTestId('pay-bank'));
    expect((await within(modal).findByTestId('bank-reference')).textContent).toBe('SP-AB12-CD34');
    // The pay buttons are gone: focus goes to the details, which are scrolled into view.
    expect(document.activeElement).toBe(within(modal).getByTestId('bank-transfer'));
    expect(scrolled.mock.contexts).toContain(within(modal).getByTestId('bank-transfer'));
    scrolled.mockRestore();
    expect(within(modal).getByTestId('bank-amount').textContent).toBe('EUR 9.00');
    expect(within(modal).getByTestId('bank-details').textContent).toMatch(/Soundpost Lda.*PT50000000000.*BANKPTPL/);
    expect(requestsTo(fetchMock, 'POST /billing/checkout/manual')[0].body).toEqual({ plan_id: 'p-label' });
    expect(within(modal).queryByTestId('pay-card')).toBeNull();
  });

  it('says Failed to load plans. when the list fails', async () => {
    await open('/pricing', { 'GET /billing/plans': { status: 500, body: {} }, 'GET /billing/status': { body: NO_PLAN } });
    expect((await screen.findByTestId('billing-notice')).textContent).toBe('Failed to load plans.');
  });
});

describe('/checkout', () => {
  it('defaults to the artist plan and starts a card checkout', async () => {
    const { fetchMock } = await open('/checkout', { 'POST /billing/checkout/stripe': { body: { url: 'http://localhost/pay/s2' } } });
    expect((await screen.findByTestId('checkout-plan-name')).textContent).toBe('artist');
    expect(screen.getByTestId('checkout-price').textContent).toBe('0,99€');
    expect(screen.getByTestId('checkout-currency').textContent).toBe('EUR');
    expect(screen.getByTestId('checkout-cycle').textContent).toBe('/month');
    expect((screen.getByTestId('checkout-method-card') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('checkout-submit'));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost/pay/s2'));
    expect(requestsTo(fetchMock, 'POST /billing/checkout/stripe')[0].body).toEqual({ plan_id: 'p-artist' });
  });

  it('shows the reference and bank details for a bank transfer', async () => {
    await open('/checkout?plan=label', {
      'POST /billing/checkout/manual': {
        body: { reference: 'SP-AB12-CD34', bank: { account_name: 'Soundpost Lda', iban: 'PT50000000000', swift: 'BANKPTPL' } },
      },
    });
    expect((await screen.findByTestId('checkout-plan-name')).textContent).toBe('Label');
    fireEvent.click(screen.getByTestId('checkout-method-bank'));
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    fireEvent.click(screen.getByTestId('checkout-submit'));
    expect((await screen.findByTestId('bank-reference')).textContent).toBe('SP-AB12-CD34');
    // Below the Continue button: brought into view and focused, so Continue visibly did something.
    expect(scrolled.mock.contexts).toEqual([screen.getByTestId('bank-transfer')]);
    expect(document.activeElement).toBe(screen.getByTestId('bank-transfer'));
    scrolled.mockRestore();
    expect(screen.getByTestId('bank-details').textContent).toMatch(/Soundpost Lda.*PT50000000000.*BANKPTPL/);
  });

  it('shows the signed-in artist the amount due with the credit for the current plan', async () => {
    await open('/checkout?plan=producer', {});
    expect((await screen.findByTestId('quote-due')).textContent).toBe('EUR 2.00');
    expect(screen.getByTestId('quote-credit').textContent).toBe('− EUR 0.99');
    expect(screen.getByTestId('checkout-price').textContent).toBe('2,99€');
  });

  it('refuses a PayPal answer without an http(s) approve_url', async () => {
    await open('/checkout?plan=producer', { 'POST /billing/checkout/paypal': { body: { approve_url: 'javascript:alert(1)' } } });
    fireEvent.click(await screen.findByTestId('checkout-method-paypal'));
    fireEvent.click(screen.getByTestId('checkout-submit'));
    expect((await screen.findByTestId('billing-notice')).textContent).toBe('PayPal init failed.');
    expect(go).not.toHaveBeenCalled();
  });
});

describe('payment return pages', () => {
  it('confirms the card session, then goes to /account/myplan after 800 ms', async () => {
    const { fetchMock, router } = await open('/checkout/success?session_id=cs_1', {
      'POST /billing/stripe/confirm': { body: { message: 'Payment confirmed.' } },
      'GET /billing/status': { body: ON_ARTIST },
    });
    await waitFor(() => expect(screen.getByTestId('return-message').textContent).toBe('Payment confirmed. Upgrading your plan…'));
    expect(requestsTo(fetchMock, 'POST /billing/stripe/confirm')[0].body).toEqual({ session_id: 'cs_1' });
    expect(router.state.location.pathname).toBe('/checkout/success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/myplan'), { timeout: 2000 });
  });

  it('says still processing on 202 and shows the failure text', async () => {
    await open('/checkout/success?session_id=cs_2', { 'POST /billing/stripe/confirm': { status: 202, body: { status: 'processing' } } });
    await waitFor(() => expect(screen.getByTestId('return-message').textContent).toMatch(/still processing/));
  });

  it('captures the PayPal order, then redirects after 1200 ms', async () => {
    const { fetchMock, router } = await open('/checkout/paypal-success?token=ORDER9', {
      'POST /billing/paypal/capture': { body: { message: 'PayPal payment captured.' } },
      'GET /billing/status': { body: ON_ARTIST },
    });
    await waitFor(() =>
      expect(screen.getByTestId('return-message').textContent).toBe('PayPal payment captured successfully! Activating your plan…'),
    );
    expect(requestsTo(fetchMock, 'POST /billing/paypal/capture')[0].body).toEqual({ order_id: 'ORDER9' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 900)));
    expect(router.state.location.pathname).toBe('/checkout/paypal-success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/myplan'), { timeout: 2000 });
  });

  it.each([
    ['/checkout/success', 'Missing session_id in URL.'],
    ['/checkout/paypal-success', 'Missing PayPal token in URL.'],
    ['/checkout/cancel', 'Payment canceled.'],
  ])('%s shows %s', async (path, text) => {
    await open(path, {});
    expect((await screen.findByTestId('return-message')).textContent).toBe(text);
  });

  it.each([
    ['/checkout/success?session_id=cs_1', /card payment went through/],
    ['/checkout/paypal-success?token=ORDER9', /PayPal payment is approved/],
  ])('%s without a session says what happened and offers to log in and come back', async (path, text) => {
    const { fetchMock } = await open(path, {}, false);
    expect((await screen.findByTestId('return-message')).textContent).toMatch(text);
    expect(screen.getByTestId('return-message').textContent).toMatch(/Log in to finish/);
    expect(screen.getByTestId('return-login').getAttribute('href')).toBe(`/login?next=${encodeURIComponent(path)}`);
    expect(requestsTo(fetchMock, 'POST /billing/stripe/confirm')).toHaveLength(0);
    expect(screen.queryByText('Unauthenticated.')).toBeNull();
  });

  it('a token the server no longer accepts (401) gets the same offer to log in', async () => {
    await open('/checkout/success?session_id=cs_3', { 'POST /billing/stripe/confirm': { status: 401, body: { message: 'Unauthenticated.', code: 'unauthenticated' } } });
    expect((await screen.findByTestId('return-login')).getAttribute('href')).toBe('/login?next=%2Fcheckout%2Fsuccess%3Fsession_id%3Dcs_3');
    expect(screen.getByTestId('return-message').textContent).not.toMatch(/Unauthenticated/);
  });

  it('shows PayPal confirmation failed. when the capture fails without a message', async () => {
    await open('/checkout/paypal-success?token=X', { 'POST /billing/paypal/capture': { status: 500, body: {} } });
    await waitFor(() => expect(screen.getByTestId('return-message').textContent).toBe('PayPal confirmation failed.'));
  });
});

describe('/account/myplan', () => {
  it('shows the current plan and the plans sorted by price', async () => {
    await open('/account/myplan', { 'GET /billing/status': { body: ON_ARTIST } });
    await waitFor(() => expect(screen.getByTestId('myplan-current').textContent).toMatch(/artist.*0,99€/));
    const names = within(screen.getByTestId('myplan-available'))
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(names).toEqual(['FREE', 'artist', 'Producer', 'Label']);
    expect(screen.getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.getByRole('link', { name: 'Available Plans' }).getAttribute('href')).toBe('#plans');
  });

  it('shows No active plan', async () => {
    await open('/account/myplan', { 'GET /billing/status': { status: 500, body: {} } });
    await waitFor(() => expect(screen.getByTestId('myplan-current').textContent).toMatch(/No active plan/));
  });
});

const TX = {
  id: 't1',
  transaction_id: 'cs_abc',
  description: 'Label plan',
  subscription_id: 'sub-1',
  transaction_type: 'subscription',
  gateway: 'stripe',
  amount: 999,
  currency: 'eur',
  status: 'paid',
  paid_at: '2025-03-04T10:20:00.000Z',
  created_at: '2025-03-04T10:19:00.000Z',
};

describe('/account/transactions', () => {
  it('lists the columns with money and status colours; asks page 1, 10 per page', async () => {
    const { fetchMock } = await open('/account/transactions', {
      'GET /artist/transactions': { body: { data: [TX, { ...TX, id: 't2', status: 'pending' }], meta: { last_page: 1 } } },
    });
    const row = await screen.findByTestId('tx-row-t1');
    expect(row.textContent).toMatch(/cs_abc.*Label plan.*subscription.*stripe.*EUR 9\.99.*paid/);
    expectPhoneCards(screen.getByTestId('tx-table'));
    expect(within(row).getByTestId('tx-status').className).toMatch(/status-badge--success/);
    expect(within(screen.getByTestId('tx-row-t2')).getByTestId('tx-status').className).toMatch(/status-badge--warning/);
    const [request] = requestsTo(fetchMock, 'GET /artist/transactions');
    expect(request.query.get('page')).toBe('1');
    expect(request.query.get('limit')).toBe('10');
  });

  it('debounces the search by 300 ms and changes the page size', async () => {
    const { fetchMock } = await open('/account/transactions', { 'GET /artist/transactions': { body: { data: [], meta: { last_page: 1 } } } });
    expect((await screen.findByTestId('tx-empty')).textContent).toBe('No transactions found.');
    fireEvent.change(screen.getByTestId('tx-search'), { target: { value: 'lab' } });
    fireEvent.change(screen.getByTestId('tx-search'), { target: { value: 'label' } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(requestsTo(fetchMock, 'GET /artist/transactions').some((r) => r.query.get('q'))).toBe(false);
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /artist/transactions').some((r) => r.query.get('q') === 'label')).toBe(true));
    expect(requestsTo(fetchMock, 'GET /artist/transactions').some((r) => r.query.get('q') === 'lab')).toBe(false);
    fireEvent.change(screen.getByTestId('tx-page-size'), { target: { value: '50' } });
    await waitFor(() => expect(requestsTo(fetchMock, 'GET /artist/transactions').at(-1)?.query.get('limit')).toBe('50'));
  });

  it('shows Failed to load transactions', async () => {
    await open('/account/transactions', { 'GET /artist/transactions': { status: 500, body: {} } });
    expect((await screen.findByTestId('tx-error')).textContent).toBe('Failed to load transactions');
  });
});
