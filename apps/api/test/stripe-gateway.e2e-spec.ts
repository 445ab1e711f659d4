import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Plan } from '@soundpost/server-billing/schema';
import Stripe from 'stripe';
import { DataSource } from 'typeorm';
import { newPlans, paymentRows } from './support/billing-fixtures';
import { newArtist } from './support/kyc-fixtures';
import { createTestApp, TestApp } from './test-app';

const WEBHOOK_SECRET = 'whsec_test_soundpost';

/**
 * Stripe's API at the edge: a local HTTP server answering what api.stripe.com answers (recorded
 * shapes of a Checkout Session), so the real `stripe` SDK runs end to end.
 */
class StripeStub {
  readonly sessions = new Map<string, Record<string, unknown>>();
  readonly requests: Array<{ method: string; path: string; form: URLSearchParams; idempotencyKey?: string }> = [];
  private server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      this.requests.push({ method: req.method ?? '', path: req.url ?? '', form, idempotencyKey: req.headers['idempotency-key'] as string | undefined });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${this.requests.length}` });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== 'Bearer sk_test_soundpost') return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_${this.sessions.size + 1}`;
        const session = {
          id,
          object: 'checkout.session',
          mode: form.get('mode'),
          status: 'open',
          payment_status: 'unpaid',
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          currency: form.get('line_items[0][price_data][currency]'),
          client_reference_id: form.get('client_reference_id'),
          metadata: { user_id: form.get('metadata[user_id]'), plan_id: form.get('metadata[plan_id]'), transaction_id: form.get('metadata[transaction_id]') },
          success_url: form.get('success_url'),
          cancel_url: form.get('cancel_url'),
          url: `https://checkout.stripe.com/c/pay/${id}`,
        };
        this.sessions.set(id, session);
        return send(200, session);
      }
      const match = /^\/v1\/checkout\/sessions\/([^/?]+)/.exec(req.url ?? '');
      if (req.method === 'GET' && match) {
        const session = this.sessions.get(match[1]);
        return session
          ? send(200, session)
          : send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${match[1]}'`, param: 'session' } });
      }
      send(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  markPaid(id: string): Record<string, unknown> {
    const session = this.sessions.get(id) as Record<string, unknown>;
    Object.assign(session, { status: 'complete', payment_status: 'paid' });
    return session;
  }
}

describe('Stripe adapter (real SDK, HTTP stubbed at the edge)', () => {
  const stub = new StripeStub();
  let t: TestApp;
  let plans: { free: Plan; artist: Plan; producer: Plan };
  let base: string;
  const post = (path: string, token: string | undefined, json: unknown) => t.api(`/api/billing${path}`, { method: 'POST', token, json });
  const signed = (event: unknown, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return t.api('/api/billing/stripe/webhook', { method: 'POST', body: payload, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } });
  };
  const completed = (eventId: string, session: Record<string, unknown>) => ({
    id: eventId,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    data: { object: session },
  });

  beforeAll(async () => {
    base = await stub.start();
    t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_soundpost', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE_URL: base });
    plans = await newPlans(t);
  });
  afterAll(async () => {
    await t?.close();
    await stub.stop();
  });

  it('creates a Checkout Session from the plan and confirms it once Stripe says paid', async () => {
    const artist = await newArtist(t);
    const res = await post('/checkout/stripe', artist.token, { plan_id: plans.artist.id });
    expect(res.status).toBe(200);
    const { url, session_id } = await res.json();
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${session_id}`);

    const create = stub.requests.find((r) => r.method === 'POST' && r.form.get('metadata[user_id]') === artist.id);
    expect(create?.form.get('mode')).toBe('payment');
    expect(create?.form.get('line_items[0][price_data][unit_amount]')).toBe('99');
    expect(create?.form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(create?.form.get('metadata[plan_id]')).toBe(plans.artist.id);
    expect(create?.form.get('metadata[transaction_id]')).toMatch(/^[0-9a-f-]{36}$/);
    // No PUBLIC_URL in tests: Stripe is asked to return to the address the checkout request came to.
    expect(create?.form.get('success_url')).toBe(`${t.url}/checkout/success?session_id={CHECKOUT_SESSION_ID}`);
    expect(create?.idempotencyKey).toBe(`checkout-${create?.form.get('metadata[transaction_id]')}`);

    const unpaid = await post('/stripe/confirm', artist.token, { session_id });
    expect(unpaid.status).toBe(202);

    stub.markPaid(session_id);
    const other = await newArtist(t);
    expect((await post('/stripe/confirm', other.token, { session_id })).status).toBe(404);

    const paid = await post('/stripe/confirm', artist.token, { session_id });
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ message: 'Payment confirmed.', plan: { id: plans.artist.id }, subscription: { status: 'active' } });
    expect(await paymentRows(t, artist.id, session_id)).toEqual({ paid: 1, active: 1, total: 1 });
  });

  it('refuses a session whose amount Stripe reports differently from the plan price', async () => {
    const artist = await newArtist(t);
    const { session_id } = await (await post('/checkout/stripe', artist.token, { plan_id: plans.producer.id })).json();
    Object.assign(stub.markPaid(session_id), { amount_total: 1 });
    const res = await post('/stripe/confirm', artist.token, { session_id });
    expect(res.status).toBe(422);
    expect(await paymentRows(t, artist.id, session_id)).toEqual({ paid: 0, active: 0, total: 0 });
  });

  it('answers 400 to a webhook with a bad signature and changes nothing', async () => {
    const artist = await newArtist(t);
    const { session_id } = await (await post('/checkout/stripe', artist.token, { plan_id: plans.artist.id })).json();
    const session = stub.markPaid(session_id);
    const forged = await signed(completed('evt_forged', session), 'whsec_someone_else');
    expect(forged.status).toBe(400);
    const unsigned = await t.api('/api/billing/stripe/webhook', { method: 'POST', json: completed('evt_unsigned', session) });
    expect(unsigned.status).toBe(400);
    // A valid signature over different bytes (the body was altered in transit).
    const payload = JSON.stringify(completed('evt_altered', session));
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const altered = await t.api('/api/billing/stripe/webhook', { method: 'POST', body: payload.replace('evt_altered', 'evt_altereD'), headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } });
    expect(altered.status).toBe(400);
    expect(await paymentRows(t, artist.id, session_id)).toEqual({ paid: 0, active: 0, total: 0 });
  });

  it('activates from checkout.session.completed once, however often the event is replayed', async () => {
    const artist = await newArtist(t);
    const { session_id } = await (await post('/checkout/stripe', artist.token, { plan_id: plans.artist.id })).json();
    const event = completed(`evt_${session_id}`, stub.markPaid(session_id));
    const first = await signed(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    const replays = await Promise.all(Array.from({ length: 5 }, () => signed(event)));
    expect(replays.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(await (await signed(event)).json()).toEqual({ received: true, duplicate: true });
    expect(await paymentRows(t, artist.id, session_id)).toEqual({ paid: 1, active: 1, total: 1 });
    const [{ n }] = await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM payment_events WHERE provider = 'stripe' AND event_id = $1`, [event.id]);
    expect(n).toBe(1);
    // The return page's confirm after the webhook: same subscription, nothing new.
    expect((await post('/stripe/confirm', artist.token, { session_id })).status).toBe(200);
    expect(await paymentRows(t, artist.id, session_id)).toEqual({ paid: 1, active: 1, total: 1 });
  });

  it("answers 502 'Stripe checkout failed.' when Stripe refuses the key, and marks the attempt failed", async () => {
    const broken = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_wrong', STRIPE_API_BASE_URL: base });
    try {
      const [plan] = Object.values(await newPlans(broken)).filter((p) => p.priceCents > 0);
      const artist = await newArtist(broken);
      const res = await broken.api('/api/billing/checkout/stripe', { method: 'POST', token: artist.token, json: { plan_id: plan.id } });
      expect(res.status).toBe(502);
      expect((await res.json()).message).toBe('Stripe checkout failed.');
      const [{ n }] = await broken.app.get(DataSource).query(`SELECT count(*)::int AS n FROM billing_transactions WHERE user_id = $1 AND status = 'failed'`, [artist.id]);
      expect(n).toBe(1);
    } finally {
      await broken.close();
    }
  });
});
