import type { Plan } from '@soundpost/server-billing/schema';
import { newPlans, paymentRows } from './support/billing-fixtures';
import { newArtist } from './support/kyc-fixtures';
import { createTestApp, TestApp } from './test-app';

type Artist = { id: string; token: string };

/** Card and PayPal checkouts through the sandbox provider (no keys set), over HTTP end to end. */
describe('Checkout with the sandbox provider', () => {
  let t: TestApp;
  let plans: { free: Plan; artist: Plan; producer: Plan };

  const post = (path: string, token: string | undefined, json: unknown) => t.api(`/api/billing${path}`, { method: 'POST', token, json });
  /** The sandbox provider page lives on the site the request came to: the app itself. */
  const local = (url: string) => new URL(url).pathname + new URL(url).search;
  /** Opens the sandbox page, presses a button, answers where the browser is sent. */
  const press = async (pageUrl: string, button: 'pay' | 'cancel') => {
    const page = await t.api(local(pageUrl));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`action="${local(pageUrl)}/${button}"`);
    expect(html).not.toContain('<script');
    const res = await t.api(`${local(pageUrl)}/${button}`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    return new URL(res.headers.get('location') ?? '');
  };
  const startCard = async (artist: Artist, plan: Plan) => {
    const res = await post('/checkout/stripe', artist.token, { plan_id: plan.id });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.url).toMatch(/\/api\/billing\/sandbox\/checkout\/cs_sandbox_/);
    return body as { url: string; session_id: string };
  };
  const status = async (artist: Artist) => (await t.api('/api/billing/status', { token: artist.token })).json();

  beforeAll(async () => {
    t = await createTestApp();
    plans = await newPlans(t);
  });
  afterAll(() => t?.close());

  it('answers 401 without a token on every checkout call', async () => {
    for (const path of ['/checkout/stripe', '/checkout/paypal', '/stripe/confirm', '/paypal/capture']) {
      expect((await post(path, undefined, {})).status).toBe(401);
    }
  });

  it('answers 404 for an unknown plan and 422 without plan_id', async () => {
    const artist = await newArtist(t);
    expect((await post('/checkout/stripe', artist.token, { plan_id: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    const missing = await post('/checkout/paypal', artist.token, {});
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors.plan_id).toBeDefined();
  });

  it('activates the free plan directly through the card checkout call', async () => {
    const artist = await newArtist(t);
    const res = await post('/checkout/stripe', artist.token, { plan_id: plans.free.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ activated: true, message: 'Free plan activated.' });
    expect((await status(artist)).plan.id).toBe(plans.free.id);
  });

  it('pays by card: checkout page, Pay, return to /checkout/success, confirm activates the plan', async () => {
    const artist = await newArtist(t);
    const { url, session_id } = await startCard(artist, plans.artist);
    const page = await (await t.api(local(url))).text();
    expect(page).toContain('Artist plan');
    expect(page).toContain('EUR 0.99');

    // Before paying, the return page's call says "processing".
    const early = await post('/stripe/confirm', artist.token, { session_id });
    expect(early.status).toBe(202);
    expect(await early.json()).toEqual({ status: 'processing' });

    const back = await press(url, 'pay');
    expect(back.pathname).toBe('/checkout/success');
    expect(back.searchParams.get('session_id')).toBe(session_id);
    // No PUBLIC_URL in tests: the provider returns to the address the checkout request came to.
    expect(back.origin).toBe(t.url);

    const res = await post('/stripe/confirm', artist.token, { session_id });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ message: 'Payment confirmed.', plan: { id: plans.artist.id }, subscription: { status: 'active', plan_id: plans.artist.id } });
    expect((await status(artist)).plan.id).toBe(plans.artist.id);
    expect(await paymentRows(t, artist.id, session_id)).toEqual({ paid: 1, active: 1, total: 1 });
  });

  it('Cancel returns to /checkout/cancel and activates nothing', async () => {
    const artist = await newArtist(t);
    const { url, session_id } = await startCard(artist, plans.producer);
    const back = await press(url, 'cancel');
    expect(back.pathname).toBe('/checkout/cancel');
    expect((await post('/stripe/confirm', artist.token, { session_id })).status).toBe(202);
    expect(await paymentRows(t, artist.id, session_id)).toEqual({ paid: 0, active: 0, total: 0 });
    expect((await status(artist)).subscription).toBeNull();
  });

  it("refuses to confirm another artist's session (404) and leaves it unpaid", async () => {
    const owner = await newArtist(t);
    const other = await newArtist(t);
    const { url, session_id } = await startCard(owner, plans.artist);
    await press(url, 'pay');
    const res = await post('/stripe/confirm', other.token, { session_id });
    expect(res.status).toBe(404);
    expect(await paymentRows(t, owner.id, session_id)).toEqual({ paid: 0, active: 0, total: 0 });
    expect(await paymentRows(t, other.id, session_id)).toMatchObject({ active: 0 });
    expect((await post('/stripe/confirm', other.token, { session_id: 'cs_sandbox_unknown' })).status).toBe(404);
  });

  it('refuses a downgrade or the same plan (422 downgrade_not_allowed); an upgrade replaces the plan', async () => {
    const artist = await newArtist(t);
    const first = await startCard(artist, plans.artist);
    await press(first.url, 'pay');
    expect((await post('/stripe/confirm', artist.token, { session_id: first.session_id })).status).toBe(200);
    for (const [path, plan] of [['/checkout/stripe', plans.free], ['/checkout/paypal', plans.artist], ['/checkout/stripe', plans.artist]] as const) {
      const down = await post(path, artist.token, { plan_id: plan.id });
      expect(down.status).toBe(422);
      expect((await down.json()).code).toBe('downgrade_not_allowed');
    }
    const upgrade = await startCard(artist, plans.producer);
    await press(upgrade.url, 'pay');
    expect((await post('/stripe/confirm', artist.token, { session_id: upgrade.session_id })).status).toBe(200);
    expect((await status(artist)).plan.id).toBe(plans.producer.id);
    expect(await paymentRows(t, artist.id, upgrade.session_id)).toEqual({ paid: 1, active: 1, total: 2 });
  });

  it('10 sequential and 10 concurrent confirms of one paid session give one paid transaction and one activation', async () => {
    const artist = await newArtist(t);
    const { url, session_id } = await startCard(artist, plans.artist);
    await press(url, 'pay');
    for (let i = 0; i < 10; i++) {
      const res = await post('/stripe/confirm', artist.token, { session_id });
      expect(res.status).toBe(200);
    }
    const concurrent = await Promise.all(Array.from({ length: 10 }, () => post('/stripe/confirm', artist.token, { session_id })));
    expect(concurrent.map((r) => r.status)).toEqual(Array(10).fill(200));
    const subscriptionIds = new Set(await Promise.all(concurrent.map(async (r) => (await r.json()).subscription.id)));
    expect(subscriptionIds.size).toBe(1);
    expect(await paymentRows(t, artist.id, session_id)).toEqual({ paid: 1, active: 1, total: 1 });
  });

  it('pays by PayPal: approve page, Pay, return to /checkout/paypal-success?token=, capture activates the plan', async () => {
    const artist = await newArtist(t);
    const res = await post('/checkout/paypal', artist.token, { plan_id: plans.producer.id });
    expect(res.status).toBe(200);
    const { approve_url, order_id } = await res.json();
    expect(approve_url).toMatch(/^https?:\/\//);

    const early = await post('/paypal/capture', artist.token, { order_id });
    expect(early.status).toBe(422);

    const back = await press(approve_url, 'pay');
    expect(back.pathname).toBe('/checkout/paypal-success');
    expect(back.searchParams.get('token')).toBe(order_id);

    const other = await newArtist(t);
    expect((await post('/paypal/capture', other.token, { order_id })).status).toBe(404);

    const captures = await Promise.all(Array.from({ length: 5 }, () => post('/paypal/capture', artist.token, { order_id })));
    expect(captures.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(await captures[0].json()).toMatchObject({ message: 'PayPal payment captured.', plan: { id: plans.producer.id }, subscription: { status: 'active' } });
    expect(await paymentRows(t, artist.id, order_id)).toEqual({ paid: 1, active: 1, total: 1 });
  });

  it('PayPal cancel returns to /checkout/cancel without activation', async () => {
    const artist = await newArtist(t);
    const { approve_url, order_id } = await (await post('/checkout/paypal', artist.token, { plan_id: plans.artist.id })).json();
    expect((await press(approve_url, 'cancel')).pathname).toBe('/checkout/cancel');
    expect((await post('/paypal/capture', artist.token, { order_id })).status).toBe(422);
    expect(await paymentRows(t, artist.id, order_id)).toEqual({ paid: 0, active: 0, total: 0 });
  });

  it('sandbox webhooks are refused (nothing can sign them)', async () => {
    expect((await t.api('/api/billing/stripe/webhook', { method: 'POST', json: { id: 'evt_1' }, headers: { 'stripe-signature': 't=1,v1=x' } })).status).toBe(400);
  });
});
