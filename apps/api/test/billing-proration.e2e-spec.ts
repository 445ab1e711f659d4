import { randomUUID } from 'node:crypto';
import { FulfilmentService } from '@soundpost/server-billing';
import { BillingTransaction, Plan, Subscription } from '@soundpost/server-billing/schema';
import { DataSource } from 'typeorm';
import { newArtist } from './support/kyc-fixtures';
import { createTestApp, TestApp } from './test-app';

type Artist = { id: string; token: string; email: string };
type TxRow = { gateway: string; status: string; amount_cents: string; price_cents: string; credit_cents: string; credit_subscription_id: string | null; subscription_id: string | null };

/**
 * Proration on upgrades (docs/billing.md): the quote endpoint, the amount each provider is asked
 * for, what the transaction records, the credit re-checked at fulfilment, and the credit that
 * covers the whole price. Real HTTP through the sandbox providers, real Postgres.
 */
describe('Prorated upgrades over HTTP', () => {
  let t: TestApp;
  let db: DataSource;
  let plans: { artist: Plan; producer: Plan; label: Plan };

  const call = (method: string, path: string, token?: string, json?: unknown) => t.api(`/api${path}`, { method, token, json });
  const local = (url: string) => new URL(url).pathname + new URL(url).search;
  const quote = async (artist: Artist, plan: Plan) => {
    const res = await call('GET', `/billing/quote?plan_id=${plan.id}`, artist.token);
    expect(res.status).toBe(200);
    return res.json();
  };
  /** Buys `plan` by card through the sandbox: start, Pay, confirm. Answers the session id. */
  const payByCard = async (artist: Artist, plan: Plan) => {
    const start = await call('POST', '/billing/checkout/stripe', artist.token, { plan_id: plan.id });
    expect(start.status).toBe(200);
    const { url, session_id } = await start.json();
    expect((await t.api(`${local(url)}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const confirmed = await call('POST', '/billing/stripe/confirm', artist.token, { session_id });
    expect(confirmed.status).toBe(200);
    return session_id as string;
  };
  const txByRef = async (ref: string): Promise<TxRow> => (await db.query(`SELECT * FROM billing_transactions WHERE provider_ref = $1`, [ref]))[0];
  const activeSub = async (userId: string): Promise<{ id: string; plan_id: string }> =>
    (await db.query(`SELECT id, plan_id FROM subscriptions WHERE user_id = $1 AND status = 'active'`, [userId]))[0];

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    const repo = db.getRepository(Plan);
    const tag = randomUUID().slice(0, 8);
    const make = (name: string, priceCents: number) => repo.save(repo.create({ key: `${name.toLowerCase()}-${tag}`, name, priceCents, currency: 'EUR', billingCycle: 'monthly' }));
    plans = { artist: await make('Artist', 99), producer: await make('Producer', 299), label: await make('Label', 999) };
  });
  afterAll(() => t?.close());

  it('GET /billing/quote: 401 without a token, 404 for an unknown plan, the full price without a current plan', async () => {
    expect((await call('GET', `/billing/quote?plan_id=${plans.artist.id}`)).status).toBe(401);
    const artist = await newArtist(t);
    expect((await call('GET', '/billing/quote?plan_id=nope', artist.token)).status).toBe(404);
    expect((await call('GET', '/billing/quote', artist.token)).status).toBe(422);
    expect(await quote(artist, plans.producer)).toEqual({
      plan_id: plans.producer.id,
      plan_name: 'Producer',
      currency: 'EUR',
      price_cents: 299,
      credit_cents: 0,
      amount_due_cents: 299,
      credit: null,
    });
  });

  it('same day Artist → Producer → Label by card charges 0.99, 2.00 and 7.00, and each transaction records price, credit and where the credit came from', async () => {
    const artist = await newArtist(t);
    const first = await payByCard(artist, plans.artist);
    const artistSub = await activeSub(artist.id);
    expect(await txByRef(first)).toMatchObject({ amount_cents: '99', price_cents: '99', credit_cents: '0', credit_subscription_id: null });

    // The quote says why: the Artist plan's unused month (bought seconds ago) is credited in full.
    const producerQuote = await quote(artist, plans.producer);
    expect(producerQuote).toMatchObject({ price_cents: 299, credit_cents: 99, amount_due_cents: 200, credit: { subscription_id: artistSub.id, plan_id: plans.artist.id, plan_name: 'Artist' } });
    expect(new Date(producerQuote.credit.unused_until).getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);
    const second = await payByCard(artist, plans.producer);
    // The provider was asked for the amount due, not the price.
    expect((await db.query(`SELECT amount_cents FROM sandbox_payments WHERE id = $1`, [second]))[0].amount_cents).toBe('200');
    const producerSub = await activeSub(artist.id);
    expect(await txByRef(second)).toMatchObject({ status: 'paid', amount_cents: '200', price_cents: '299', credit_cents: '99', credit_subscription_id: artistSub.id, subscription_id: producerSub.id });

    // Producer's credit is its price (2.99), not the 2.00 paid: the 0.99 credit was part of its value.
    expect(await quote(artist, plans.label)).toMatchObject({ price_cents: 999, credit_cents: 299, amount_due_cents: 700, credit: { subscription_id: producerSub.id } });
    const third = await payByCard(artist, plans.label);
    expect(await txByRef(third)).toMatchObject({ status: 'paid', amount_cents: '700', price_cents: '999', credit_cents: '299', credit_subscription_id: producerSub.id });
    const [{ total }] = await db.query(`SELECT sum(amount_cents)::int AS total FROM billing_transactions WHERE user_id = $1 AND status = 'paid'`, [artist.id]);
    expect(total).toBe(999);

    // The artist sees both on their transactions.
    const rows = (await (await call('GET', '/artist/transactions', artist.token)).json()).data;
    expect(rows[0]).toMatchObject({ transaction_id: third, amount: 700, plan_price: 999, credit: 299, credit_subscription_id: producerSub.id });
    expect((await (await call('GET', '/billing/status', artist.token)).json()).plan.id).toBe(plans.label.id);
  });

  it('asks PayPal for the amount due and records the credit', async () => {
    const artist = await newArtist(t);
    await payByCard(artist, plans.artist);
    const start = await call('POST', '/billing/checkout/paypal', artist.token, { plan_id: plans.label.id });
    const { approve_url, order_id } = await start.json();
    expect((await db.query(`SELECT amount_cents FROM sandbox_payments WHERE id = $1`, [order_id]))[0].amount_cents).toBe('900');
    expect((await t.api(`${local(approve_url)}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    expect((await call('POST', '/billing/paypal/capture', artist.token, { order_id })).status).toBe(200);
    expect(await txByRef(order_id)).toMatchObject({ status: 'paid', amount_cents: '900', price_cents: '999', credit_cents: '99' });
  });

  it('a bank transfer is for the amount due, shows price and credit, and staff marking it paid activates the plan', async () => {
    const artist = await newArtist(t);
    await payByCard(artist, plans.producer);
    const res = await call('POST', '/billing/checkout/manual', artist.token, { plan_id: plans.label.id });
    expect(res.status).toBe(200);
    const manual = await res.json();
    expect(manual).toMatchObject({ amount_cents: 700, amount: 7, price_cents: 999, credit_cents: 299, currency: 'EUR' });
    // Asked again, the same transfer (same reference, same quoted amount).
    expect((await (await call('POST', '/billing/checkout/manual', artist.token, { plan_id: plans.label.id })).json()).reference).toBe(manual.reference);
    await t.app.get(FulfilmentService).fulfil({ transactionId: manual.transaction_id }, { approvedByStaff: true });
    expect(await txByRef(manual.reference)).toMatchObject({ status: 'paid', amount_cents: '700', credit_cents: '299' });
    expect((await activeSub(artist.id)).plan_id).toBe(plans.label.id);
  });

  it('a credit already used by another upgrade is refused at fulfilment (409 quote_outdated) and PayPal is not captured', async () => {
    const artist = await newArtist(t);
    await payByCard(artist, plans.artist);
    // Two checkouts at once, both credited with the Artist plan's time.
    const card = await (await call('POST', '/billing/checkout/stripe', artist.token, { plan_id: plans.producer.id })).json();
    const paypal = await (await call('POST', '/billing/checkout/paypal', artist.token, { plan_id: plans.producer.id })).json();
    await payByCard(artist, plans.label);
    const labelSub = await activeSub(artist.id);

    expect((await t.api(`${local(card.url)}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const stale = await call('POST', '/billing/stripe/confirm', artist.token, { session_id: card.session_id });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: 'quote_outdated' });

    expect((await t.api(`${local(paypal.approve_url)}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    const capture = await call('POST', '/billing/paypal/capture', artist.token, { order_id: paypal.order_id });
    expect(capture.status).toBe(409);
    // Refused before the capture: PayPal's order is still only approved.
    expect((await db.query(`SELECT status FROM sandbox_payments WHERE id = $1`, [paypal.order_id]))[0].status).toBe('paid');

    expect((await activeSub(artist.id)).id).toBe(labelSub.id);
    expect((await txByRef(card.session_id)).status).toBe('pending');
  });

  it('two upgrades confirmed at the same moment spend the credit once: one activates, the other answers 409', async () => {
    const artist = await newArtist(t);
    await payByCard(artist, plans.artist);
    const producer = await (await call('POST', '/billing/checkout/stripe', artist.token, { plan_id: plans.producer.id })).json();
    const label = await (await call('POST', '/billing/checkout/stripe', artist.token, { plan_id: plans.label.id })).json();
    for (const session of [producer, label]) {
      expect((await t.api(`${local(session.url)}/pay`, { method: 'POST', redirect: 'manual' })).status).toBe(303);
    }

    const answers = await Promise.all(
      [producer, label].map((session) => call('POST', '/billing/stripe/confirm', artist.token, { session_id: session.session_id })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const active = await db.query(`SELECT plan_id FROM subscriptions WHERE user_id = $1 AND status = 'active'`, [artist.id]);
    expect(active).toHaveLength(1);
    expect([plans.producer.id, plans.label.id]).toContain(active[0].plan_id);
  });

  it('when the credit covers the whole price, nothing is charged and the plan is active at once', async () => {
    const artist = await newArtist(t);
    // A Producer subscription bought when Producer cost 9.99 (staff lowered the price since).
    const subscription = await db.getRepository(Subscription).save({
      userId: artist.id,
      planId: plans.producer.id,
      status: 'active',
      paymentGateway: 'stripe',
      currentPeriodStart: new Date(Date.now() - 60_000),
      currentPeriodEnd: new Date(Date.now() + 30 * 24 * 3600 * 1000),
      expiresAt: new Date(Date.now() + 30 * 24 * 3600 * 1000),
    });
    await db.getRepository(BillingTransaction).save({
      userId: artist.id, planId: plans.producer.id, subscriptionId: subscription.id, gateway: 'stripe', providerRef: `cs_old_${artist.id}`,
      amountCents: 999, priceCents: 999, creditCents: 0, currency: 'EUR', status: 'paid', paidAt: new Date(),
    });
    const repo = db.getRepository(Plan);
    const studio = await repo.save(repo.create({ key: `studio-${randomUUID().slice(0, 8)}`, name: 'Studio', priceCents: 499, currency: 'EUR', billingCycle: 'monthly' }));

    expect(await quote(artist, studio)).toMatchObject({ price_cents: 499, credit_cents: 499, amount_due_cents: 0 });
    const res = await call('POST', '/billing/checkout/stripe', artist.token, { plan_id: studio.id });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ activated: true, message: 'Plan activated: the credit for your current plan covers the whole price.', plan: { id: studio.id } });
    const [tx] = await db.query(`SELECT * FROM billing_transactions WHERE user_id = $1 AND plan_id = $2`, [artist.id, studio.id]);
    expect(tx).toMatchObject({ gateway: 'free', status: 'paid', amount_cents: '0', price_cents: '499', credit_cents: '499', credit_subscription_id: subscription.id });
    expect((await activeSub(artist.id)).plan_id).toBe(studio.id);
    // No sandbox payment was opened for it.
    expect((await db.query(`SELECT count(*)::int AS n FROM sandbox_payments WHERE user_id = $1`, [artist.id]))[0].n).toBe(0);
  });

  it('a downgrade is refused with no credit paid out (422 downgrade_not_allowed), also for the quote', async () => {
    const artist = await newArtist(t);
    await payByCard(artist, plans.producer);
    const res = await call('GET', `/billing/quote?plan_id=${plans.artist.id}`, artist.token);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 'downgrade_not_allowed' });
    expect((await call('POST', '/billing/checkout/manual', artist.token, { plan_id: plans.artist.id })).status).toBe(422);
  });
});
