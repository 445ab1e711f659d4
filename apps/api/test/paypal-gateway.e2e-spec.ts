import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Plan } from '@soundpost/server-billing/schema';
import { DataSource } from 'typeorm';
import { newPlans, paymentRows } from './support/billing-fixtures';
import { newArtist } from './support/kyc-fixtures';
import { createTestApp, TestApp } from './test-app';

type Order = { id: string; status: string; amount: { currency_code: string; value: string }; customId: string; captureRequestIds: string[] };

/**
 * PayPal's REST API at the edge: OAuth token, orders (create, capture with PayPal-Request-Id
 * idempotency) and verify-webhook-signature, with the shapes PayPal answers. The real
 * @paypal/paypal-server-sdk talks to it over HTTP.
 */
class PayPalStub {
  readonly orders = new Map<string, Order>();
  readonly requests: Array<{ method: string; path: string; requestId?: string; body: Record<string, unknown> }> = [];
  private server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = req.headers['content-type']?.includes('json') && raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      this.requests.push({ method: req.method ?? '', path: req.url ?? '', requestId: req.headers['paypal-request-id'] as string | undefined, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Paypal-Debug-Id': 'f00d' });
        res.end(JSON.stringify(json));
      };
      const path = req.url ?? '';
      if (req.method === 'POST' && path === '/v1/oauth2/token') {
        const basic = Buffer.from('client-id:client-secret').toString('base64');
        if (req.headers.authorization !== `Basic ${basic}`) return send(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
        return send(200, { scope: 'https://uri.paypal.com/services/payments/payment', access_token: 'A21AAtest', token_type: 'Bearer', app_id: 'APP-80W284485P519543T', expires_in: 32400, nonce: 'n' });
      }
      if (req.headers.authorization !== 'Bearer A21AAtest') return send(401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.' });
      if (req.method === 'POST' && path === '/v2/checkout/orders') {
        const unit = (body.purchase_units as Array<{ amount: Order['amount']; custom_id: string }>)[0];
        const id = `5O190127TN36471${this.orders.size}T`;
        this.orders.set(id, { id, status: 'PAYER_ACTION_REQUIRED', amount: unit.amount, customId: unit.custom_id, captureRequestIds: [] });
        return send(200, {
          id,
          status: 'PAYER_ACTION_REQUIRED',
          payment_source: { paypal: {} },
          links: [
            { href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${id}`, rel: 'self', method: 'GET' },
            { href: `https://www.sandbox.paypal.com/checkoutnow?token=${id}`, rel: 'payer-action', method: 'GET' },
          ],
        });
      }
      const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
      if (req.method === 'POST' && capture) {
        const order = this.orders.get(capture[1]);
        if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }], message: 'The specified resource does not exist.' });
        const requestId = req.headers['paypal-request-id'] as string;
        if (order.status === 'COMPLETED' && !order.captureRequestIds.includes(requestId)) {
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED', description: 'Order already captured.' }], message: 'The requested action could not be performed.' });
        }
        if (order.status !== 'APPROVED' && order.status !== 'COMPLETED') {
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED', description: 'Payer has not yet approved the Order for payment.' }], message: 'The requested action could not be performed.' });
        }
        order.status = 'COMPLETED';
        order.captureRequestIds.push(requestId);
        return send(201, this.completedOrder(order));
      }
      const get = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && get && this.orders.has(get[1])) return send(200, this.completedOrder(this.orders.get(get[1]) as Order));
      if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
        return send(200, { verification_status: body.transmission_sig === 'genuine-signature' && body.webhook_id === 'WH-TEST' ? 'SUCCESS' : 'FAILURE' });
      }
      send(404, { name: 'RESOURCE_NOT_FOUND', message: 'not stubbed' });
    });
  });

  completedOrder(order: Order) {
    return {
      id: order.id,
      status: order.status,
      purchase_units: [
        {
          reference_id: 'default',
          payments: { captures: [{ id: `CAP-${order.id}`, status: 'COMPLETED', amount: order.amount, final_capture: true }] },
        },
      ],
    };
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

describe('PayPal adapter (real SDK, HTTP stubbed at the edge)', () => {
  const stub = new PayPalStub();
  let t: TestApp;
  let plans: { free: Plan; artist: Plan; producer: Plan };
  const post = (path: string, token: string | undefined, json: unknown) => t.api(`/api/billing${path}`, { method: 'POST', token, json });
  const webhook = (event: unknown, signature = 'genuine-signature') =>
    t.api('/api/billing/paypal/webhook', {
      method: 'POST',
      json: event,
      headers: {
        'PayPal-Auth-Algo': 'SHA256withRSA',
        'PayPal-Cert-Url': 'https://api-m.sandbox.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594-a5cafa77',
        'PayPal-Transmission-Id': '69cd13f0-d67a-11e5-baa3-778b53f4ae55',
        'PayPal-Transmission-Sig': signature,
        'PayPal-Transmission-Time': new Date().toISOString(),
      },
    });
  const captureCompleted = (eventId: string, orderId: string, value: string) => ({
    id: eventId,
    event_version: '1.0',
    create_time: new Date().toISOString(),
    resource_type: 'capture',
    event_type: 'PAYMENT.CAPTURE.COMPLETED',
    resource: { id: `CAP-${orderId}`, status: 'COMPLETED', amount: { currency_code: 'EUR', value }, supplementary_data: { related_ids: { order_id: orderId } } },
  });

  beforeAll(async () => {
    const base = await stub.start();
    t = await createTestApp({ PAYPAL_CLIENT_ID: 'client-id', PAYPAL_CLIENT_SECRET: 'client-secret', PAYPAL_WEBHOOK_ID: 'WH-TEST', PAYPAL_API_BASE_URL: base });
    plans = await newPlans(t);
  });
  afterAll(async () => {
    await t?.close();
    await stub.stop();
  });

  it('creates an order from the plan, and captures it once approved with a stable PayPal-Request-Id', async () => {
    const artist = await newArtist(t);
    const res = await post('/checkout/paypal', artist.token, { plan_id: plans.producer.id });
    expect(res.status).toBe(200);
    const { approve_url, order_id } = await res.json();
    expect(approve_url).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${order_id}`);
    const create = stub.requests.find((r) => r.method === 'POST' && r.path === '/v2/checkout/orders' && JSON.stringify(r.body).includes(plans.producer.id));
    expect(create?.body).toMatchObject({ intent: 'CAPTURE', purchase_units: [{ amount: { currency_code: 'EUR', value: '2.99' } }] });
    expect(create?.requestId).toMatch(/^order-/);

    // Not approved yet: PayPal answers 422 ORDER_NOT_APPROVED; nothing is activated.
    expect((await post('/paypal/capture', artist.token, { order_id })).status).toBe(422);

    (stub.orders.get(order_id) as Order).status = 'APPROVED';
    const other = await newArtist(t);
    expect((await post('/paypal/capture', other.token, { order_id })).status).toBe(404);

    const captures = await Promise.all(Array.from({ length: 5 }, () => post('/paypal/capture', artist.token, { order_id })));
    expect(captures.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(await captures[0].json()).toMatchObject({ message: 'PayPal payment captured.', plan: { id: plans.producer.id }, subscription: { status: 'active' } });
    const captureIds = new Set(stub.requests.filter((r) => r.path === `/v2/checkout/orders/${order_id}/capture`).map((r) => r.requestId));
    expect(captureIds.size).toBe(1);
    expect(await paymentRows(t, artist.id, order_id)).toEqual({ paid: 1, active: 1, total: 1 });
  });

  it('answers 400 to a webhook PayPal does not verify, and changes nothing', async () => {
    const artist = await newArtist(t);
    const { order_id } = await (await post('/checkout/paypal', artist.token, { plan_id: plans.artist.id })).json();
    expect((await webhook(captureCompleted('WH-forged', order_id, '0.99'), 'forged-signature')).status).toBe(400);
    expect((await t.api('/api/billing/paypal/webhook', { method: 'POST', json: captureCompleted('WH-bare', order_id, '0.99') })).status).toBe(400);
    expect(await paymentRows(t, artist.id, order_id)).toEqual({ paid: 0, active: 0, total: 0 });
  });

  it('activates from PAYMENT.CAPTURE.COMPLETED once, however often the event is replayed', async () => {
    const artist = await newArtist(t);
    const { order_id } = await (await post('/checkout/paypal', artist.token, { plan_id: plans.artist.id })).json();
    const event = captureCompleted(`WH-${order_id}`, order_id, '0.99');
    const first = await webhook(event);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    const replays = await Promise.all(Array.from({ length: 5 }, () => webhook(event)));
    expect(replays.map((r) => r.status)).toEqual(Array(5).fill(200));
    expect(await paymentRows(t, artist.id, order_id)).toEqual({ paid: 1, active: 1, total: 1 });
    const [{ n }] = await t.app.get(DataSource).query(`SELECT count(*)::int AS n FROM payment_events WHERE provider = 'paypal' AND event_id = $1`, [event.id]);
    expect(n).toBe(1);
  });
});
