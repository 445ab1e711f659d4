import { ArtistAccountsService } from '@soundpost/server-auth';
import { CheckoutService, DEMO_BILLING_ARTIST_EMAIL, FulfilmentService, PlanLimitsService, PlansService, seedBilling } from '@soundpost/server-billing';
import { DataSource } from 'typeorm';
import { newArtist, newStaff } from './support/kyc-fixtures';
import { createTestApp, TestApp } from './test-app';

interface PlanRow {
  id: string;
  key: string;
  name: string;
  price: number;
  price_cents: number;
  currency: string;
  billing_cycle: string;
  max_artists: number;
  release_limit: number;
  max_extra_artists: number;
  store_limit: number | null;
}

describe('Billing (artist calls and fulfilment) over HTTP', () => {
  let t: TestApp;
  let db: DataSource;
  let plans: Record<string, PlanRow>;

  const get = (p: string, token?: string) => t.api(`/api${p}`, { token });
  const post = (p: string, json: unknown, token?: string) => t.api(`/api${p}`, { method: 'POST', json, token });
  const count = async (sql: string, params: unknown[]) => Number((await db.query(sql, params))[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    await seedBilling({ app: t.app, config: t.config, log: () => undefined });
    const res = await get('/billing/plans');
    const body = (await res.json()) as { plans: PlanRow[] };
    plans = Object.fromEntries(body.plans.map((p) => [p.key, p]));
  });
  afterAll(() => t?.close());

  describe('GET /billing/plans', () => {
    it('is public and lists the four seeded plans sorted by price, with decimal price and limits', async () => {
      const res = await get('/billing/plans');
      expect(res.status).toBe(200);
      const { plans: list } = (await res.json()) as { plans: PlanRow[] };
      expect(list.map((p) => [p.key, p.name, p.price, p.price_cents, p.currency, p.billing_cycle])).toEqual([
        ['free', 'Free', 0, 0, 'EUR', 'monthly'],
        ['artist', 'Artist', 0.99, 99, 'EUR', 'monthly'],
        ['producer', 'Producer', 2.99, 299, 'EUR', 'monthly'],
        ['label', 'Label', 9.99, 999, 'EUR', 'monthly'],
      ]);
      expect(list.map((p) => [p.max_artists, p.release_limit, p.max_extra_artists, p.store_limit])).toEqual([
        [1, 1, 0, 18],
        [1, -1, 1, 18],
        [5, -1, 5, null],
        [10, -1, -1, null],
      ]);
    });

    it('seeding again changes nothing; with the demo artist it seeds an Artist subscription and a pending bank transfer, once', async () => {
      await seedBilling({ app: t.app, config: t.config, log: () => undefined });
      expect(await count('SELECT count(*)::int AS n FROM plans', [])).toBe(4);
      const { id } = await t.app.get(ArtistAccountsService).createArtist({ email: DEMO_BILLING_ARTIST_EMAIL, password: 'Soundpost-test-1', emailVerified: true });
      await seedBilling({ app: t.app, config: t.config, log: () => undefined });
      await seedBilling({ app: t.app, config: t.config, log: () => undefined });
      expect(await db.query(`SELECT gateway, status, provider_ref FROM billing_transactions WHERE user_id = $1 ORDER BY created_at`, [id])).toEqual([
        { gateway: 'stripe', status: 'paid', provider_ref: 'cs_demo_artist_approved' },
        { gateway: 'manual', status: 'pending', provider_ref: 'SP-DEMO-0001' },
      ]);
      expect((await t.app.get(PlanLimitsService).limitsFor(id)).plan_key).toBe('artist');
    });
  });

  describe('GET /billing/status', () => {
    it('answers 401 without a token and for a staff token', async () => {
      expect((await get('/billing/status')).status).toBe(401);
      expect((await get('/billing/status', (await newStaff(t)).token)).status).toBe(401);
    });

    it('answers nulls without a plan', async () => {
      const artist = await newArtist(t);
      const res = await get('/billing/status', artist.token);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ subscription: null, plan: null });
    });
  });

  describe('free activation and downgrades', () => {
    it('activates the free plan directly through checkout, then refuses free again and allows an upgrade', async () => {
      const artist = await newArtist(t);
      const started = await t.app.get(CheckoutService).start(artist.id, plans.free.id, 'stripe');
      expect(started.activated).toBe(true);
      const status = await (await get('/billing/status', artist.token)).json();
      expect(status.subscription).toMatchObject({ status: 'active', plan_id: plans.free.id });
      expect(status.plan).toMatchObject({ key: 'free', price: 0 });
      const tx = await db.query('SELECT gateway, status, amount_cents FROM billing_transactions WHERE user_id = $1', [artist.id]);
      expect(tx).toEqual([{ gateway: 'free', status: 'paid', amount_cents: '0' }]);

      // Same plan again: refused.
      await expect(t.app.get(CheckoutService).start(artist.id, plans.free.id, 'stripe')).rejects.toMatchObject({ code: 'downgrade_not_allowed', status: 422 });
      // An upgrade is allowed: a pending transaction with the plan's amount.
      const upgrade = await t.app.get(CheckoutService).start(artist.id, plans.artist.id, 'stripe', { providerRef: `cs_${artist.id}` });
      expect(upgrade.activated).toBe(false);
      expect(upgrade.transaction).toMatchObject({ status: 'pending', amountCents: 99, currency: 'EUR', gateway: 'stripe', providerRef: `cs_${artist.id}` });
    });

    it('refuses a downgrade over HTTP (422) and answers 404 for an unknown plan', async () => {
      const artist = await newArtist(t);
      await activate(artist.id, plans.producer);
      const res = await post('/billing/checkout/manual', { plan_id: plans.artist.id }, artist.token);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ code: 'downgrade_not_allowed', message: 'Downgrades are not allowed.' });
      const same = await post('/billing/checkout/manual', { plan_id: plans.producer.id }, artist.token);
      expect(same.status).toBe(422);
      const unknown = await post('/billing/checkout/manual', { plan_id: '00000000-0000-4000-8000-000000000000' }, artist.token);
      expect(unknown.status).toBe(404);
      expect(await count('SELECT count(*)::int AS n FROM billing_transactions WHERE user_id = $1', [artist.id])).toBe(1);
    });
  });

  describe('POST /billing/checkout/manual', () => {
    it('answers 401 without a token and 422 without plan_id', async () => {
      expect((await post('/billing/checkout/manual', { plan_id: plans.artist.id })).status).toBe(401);
      const artist = await newArtist(t);
      const res = await post('/billing/checkout/manual', {}, artist.token);
      expect(res.status).toBe(422);
    });

    it('answers a unique reference and the bank details, stored as a pending manual transaction; asked again, the same one', async () => {
      const artist = await newArtist(t);
      const a = await post('/billing/checkout/manual', { plan_id: plans.label.id }, artist.token);
      expect(a.status).toBe(200);
      const body = await a.json();
      expect(body).toMatchObject({
        amount: 9.99,
        currency: 'EUR',
        bank: { account_name: t.config.bankAccount.accountName, iban: t.config.bankAccount.iban, swift: t.config.bankAccount.swift },
      });
      expect(body.reference).toMatch(/^SP-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
      expect(body.message).toContain(body.reference);
      const b = await (await post('/billing/checkout/manual', { plan_id: plans.label.id }, artist.token)).json();
      expect(b).toEqual(body);
      const rows = await db.query('SELECT gateway, status, amount_cents, provider_ref FROM billing_transactions WHERE provider_ref = $1', [body.reference]);
      expect(rows).toEqual([{ gateway: 'manual', status: 'pending', amount_cents: '999', provider_ref: body.reference }]);
    });

    it('20 parallel bank-transfer checkouts for one plan leave one pending transaction; over 10 a minute answer 429', async () => {
      const artist = await newArtist(t);
      const answers = await Promise.all(Array.from({ length: 20 }, () => post('/billing/checkout/manual', { plan_id: plans.label.id }, artist.token)));
      const ok = answers.filter((r) => r.status === 200);
      const limited = answers.filter((r) => r.status === 429);
      expect([ok.length, limited.length]).toEqual([10, 10]);
      expect(Number(limited[0].headers.get('retry-after'))).toBeGreaterThan(0);
      const retryAfter = Number(limited[0].headers.get('retry-after'));
      await expect(limited[0].json()).resolves.toEqual({ message: expect.stringContaining(`try again in ${retryAfter} second`), code: 'too_many_requests', retry_after: retryAfter });
      const references = new Set(await Promise.all(ok.map(async (r) => (await r.json()).reference)));
      expect(references.size).toBe(1);
      const rows = await db.query(`SELECT provider_ref FROM billing_transactions WHERE user_id = $1 AND gateway = 'manual' AND status = 'pending'`, [artist.id]);
      expect(rows).toEqual([{ provider_ref: [...references][0] }]);
      // The card and PayPal starts count against the same limit.
      expect((await post('/billing/checkout/stripe', { plan_id: plans.label.id }, artist.token)).status).toBe(429);
    });

    it('reuses the open transfer under concurrency at the service too (no throttle there), per plan', async () => {
      const artist = await newArtist(t);
      const checkout = t.app.get(CheckoutService);
      const answers = await Promise.all(Array.from({ length: 20 }, () => checkout.startManual(artist.id, plans.label.id)));
      expect(new Set(answers.map((a) => ('reference' in a ? a.reference : null))).size).toBe(1);
      const other = await checkout.startManual(artist.id, plans.producer.id);
      expect('reference' in other && other.reference).not.toBe('reference' in answers[0] && answers[0].reference);
      expect(await count(`SELECT count(*)::int AS n FROM billing_transactions WHERE user_id = $1 AND status = 'pending'`, [artist.id])).toBe(2);
    });

    it('activates a free plan directly', async () => {
      const artist = await newArtist(t);
      const res = await post('/billing/checkout/manual', { plan_id: plans.free.id }, artist.token);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ activated: true, message: 'Free plan activated.' });
      expect((await (await get('/billing/status', artist.token)).json()).plan.key).toBe('free');
    });
  });

  describe('FulfilmentService.fulfil', () => {
    it('is idempotent: 10 sequential calls give one paid transaction and one active subscription', async () => {
      const artist = await newArtist(t);
      const ref = `cs_seq_${artist.id}`;
      await t.app.get(CheckoutService).start(artist.id, plans.artist.id, 'stripe', { providerRef: ref });
      const results = [];
      for (let i = 0; i < 10; i++) results.push(await t.app.get(FulfilmentService).fulfil({ gateway: 'stripe', providerRef: ref }, { amountCents: 99, currency: 'eur', userId: artist.id }));
      expect(results.filter((r) => !r.alreadyFulfilled)).toHaveLength(1);
      expect(new Set(results.map((r) => r.subscription?.id)).size).toBe(1);
      await expectOneActivation(artist.id, plans.artist.id);
    });

    it('is race-safe: 10 concurrent calls give one paid transaction and one active subscription', async () => {
      const artist = await newArtist(t);
      await activate(artist.id, plans.artist);
      const ref = `cs_par_${artist.id}`;
      const started = await t.app.get(CheckoutService).start(artist.id, plans.label.id, 'stripe', { providerRef: ref });
      // The Artist plan's unused time is credited: the amount due is below the price.
      expect(started.transaction.amountCents).toBe(999 - started.transaction.creditCents);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => t.app.get(FulfilmentService).fulfil({ gateway: 'stripe', providerRef: ref }, { amountCents: started.transaction.amountCents, currency: 'EUR', userId: artist.id })),
      );
      expect(results.filter((r) => !r.alreadyFulfilled)).toHaveLength(1);
      expect(await count(`SELECT count(*)::int AS n FROM billing_transactions WHERE provider_ref = $1 AND status = 'paid'`, [ref])).toBe(1);
      expect(await count(`SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1 AND status = 'active'`, [artist.id])).toBe(1);
      // The previous (Artist) subscription was replaced, not kept.
      expect(await count(`SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1 AND status = 'canceled'`, [artist.id])).toBe(1);
      expect(await count(`SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1`, [artist.id])).toBe(2);
      const status = await (await get('/billing/status', artist.token)).json();
      expect(status.plan.key).toBe('label');
      const [tx] = await db.query('SELECT subscription_id, paid_at FROM billing_transactions WHERE provider_ref = $1', [ref]);
      expect(tx.subscription_id).toBe(status.subscription.id);
      expect(tx.paid_at).not.toBeNull();
    });

    it('refuses a payment of another amount, currency or user (422 payment_mismatch) and activates nothing', async () => {
      const artist = await newArtist(t);
      const other = await newArtist(t);
      const ref = `cs_mismatch_${artist.id}`;
      await t.app.get(CheckoutService).start(artist.id, plans.producer.id, 'stripe', { providerRef: ref });
      const fulfil = (paid: { amountCents: number; currency: string; userId?: string }) => t.app.get(FulfilmentService).fulfil({ gateway: 'stripe', providerRef: ref }, paid);
      await expect(fulfil({ amountCents: 99, currency: 'EUR', userId: artist.id })).rejects.toMatchObject({ code: 'payment_mismatch', status: 422 });
      await expect(fulfil({ amountCents: 299, currency: 'USD', userId: artist.id })).rejects.toMatchObject({ code: 'payment_mismatch' });
      await expect(fulfil({ amountCents: 299, currency: 'EUR', userId: other.id })).rejects.toMatchObject({ code: 'payment_mismatch' });
      await expect(t.app.get(FulfilmentService).fulfil({ gateway: 'stripe', providerRef: 'cs_nope' }, { amountCents: 1, currency: 'EUR' })).rejects.toMatchObject({ status: 404 });
      expect(await count(`SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1`, [artist.id])).toBe(0);
    });

    it('fail() marks a pending transaction failed and leaves a paid one alone', async () => {
      const artist = await newArtist(t);
      await t.app.get(CheckoutService).start(artist.id, plans.artist.id, 'paypal', { providerRef: `o_${artist.id}` });
      const failed = await t.app.get(FulfilmentService).fail({ gateway: 'paypal', providerRef: `o_${artist.id}` });
      expect(failed?.status).toBe('failed');
      expect(await t.app.get(FulfilmentService).fail({ gateway: 'paypal', providerRef: 'unknown' })).toBeNull();
      await activate(artist.id, plans.artist);
      expect((await t.app.get(FulfilmentService).fail({ gateway: 'stripe', providerRef: `cs_artist_${artist.id}` }))?.status).toBe('paid');
    });

    it('attachProviderRef records the provider id later', async () => {
      const artist = await newArtist(t);
      const start = await t.app.get(CheckoutService).start(artist.id, plans.artist.id, 'stripe');
      const tx = await t.app.get(CheckoutService).attachProviderRef(start.transaction.id, `cs_late_${artist.id}`);
      expect(tx.providerRef).toBe(`cs_late_${artist.id}`);
      const done = await t.app.get(FulfilmentService).fulfil({ gateway: 'stripe', providerRef: `cs_late_${artist.id}` }, { amountCents: 99, currency: 'EUR', userId: artist.id });
      expect(done.transaction.status).toBe('paid');
    });

    it('audits plans, subscriptions and transactions', async () => {
      const artist = await newArtist(t);
      await activate(artist.id, plans.artist);
      const rows = await db.query(`SELECT DISTINCT auditable_type FROM audit_logs WHERE user_id = $1 ORDER BY 1`, [artist.id]);
      expect(rows.map((r: { auditable_type: string }) => r.auditable_type)).toEqual(expect.arrayContaining(['Subscription', 'Transaction']));
    });
  });

  describe('GET /artist/transactions', () => {
    it('answers 401 without a token', async () => {
      expect((await get('/artist/transactions')).status).toBe(401);
    });

    it('lists only the caller’s transactions, pages with limit and searches', async () => {
      const artist = await newArtist(t);
      const other = await newArtist(t);
      await activate(artist.id, plans.artist);
      const manual = await (await post('/billing/checkout/manual', { plan_id: plans.label.id }, artist.token)).json();
      await post('/billing/checkout/manual', { plan_id: plans.label.id }, other.token);

      const res = await get('/artist/transactions?page=1&limit=10', artist.token);
      expect(res.status).toBe(200);
      const body = await res.json();
      expect(body.meta).toMatchObject({ current_page: 1, per_page: 10, total: 2, last_page: 1 });
      expect(body.data[0]).toEqual({
        id: expect.any(String),
        transaction_id: manual.reference,
        description: 'Label plan (monthly)',
        subscription_id: null,
        transaction_type: 'subscription',
        gateway: 'manual',
        // Label's price less the Artist plan's unused time (bought seconds ago: all of it).
        amount: 900,
        plan_price: 999,
        credit: 99,
        credit_subscription_id: expect.any(String),
        currency: 'EUR',
        status: 'pending',
        paid_at: null,
        created_at: expect.any(String),
      });
      expect(body.data[1]).toMatchObject({ gateway: 'stripe', status: 'paid', amount: 99 });

      const paged = await (await get('/artist/transactions?page=2&limit=1', artist.token)).json();
      expect(paged.data).toHaveLength(1);
      expect(paged.meta).toMatchObject({ total: 2, last_page: 2 });

      const search = await (await get(`/artist/transactions?q=${manual.reference}`, artist.token)).json();
      expect(search.data.map((r: { transaction_id: string }) => r.transaction_id)).toEqual([manual.reference]);
      expect((await (await get('/artist/transactions?q=manual', artist.token)).json()).meta.total).toBe(1);
      // Another artist's reference finds nothing.
      expect((await (await get(`/artist/transactions?q=${manual.reference}`, other.token)).json()).meta.total).toBe(0);
    });
  });

  describe('PlanLimitsService.limitsFor', () => {
    it('answers the free plan’s limits without a plan and the active plan’s otherwise', async () => {
      const artist = await newArtist(t);
      const limits = t.app.get(PlanLimitsService);
      expect(await limits.limitsFor(artist.id)).toEqual({
        plan_key: 'free',
        max_artists: 1,
        user_limit: 1,
        release_limit: 1,
        max_extra_artists: 0,
        store_limit: 18,
        support_level: 'Email',
        features: { registration: true, smart_links: true, statistics: true },
      });
      await activate(artist.id, plans.producer);
      expect(await limits.limitsFor(artist.id)).toMatchObject({ plan_key: 'producer', max_artists: 5, release_limit: -1, max_extra_artists: 5, store_limit: null, support_level: 'Priority' });
    });
  });

  /** Buys `plan` by (sandbox-free) card: the same path the gateways use. */
  async function activate(userId: string, plan: PlanRow) {
    const ref = `cs_${plan.key}_${userId}`;
    const started = await t.app.get(CheckoutService).start(userId, plan.id, 'stripe', { providerRef: ref });
    const p = await t.app.get(PlansService).getById(plan.id);
    // The amount due: the price less the credit for the current plan's unused time.
    return t.app.get(FulfilmentService).fulfil({ gateway: 'stripe', providerRef: ref }, { amountCents: started.transaction.amountCents, currency: p.currency, userId });
  }

  async function expectOneActivation(userId: string, planId: string) {
    expect(await count(`SELECT count(*)::int AS n FROM billing_transactions WHERE user_id = $1 AND status = 'paid'`, [userId])).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1`, [userId])).toBe(1);
    expect(await count(`SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1 AND status = 'active' AND plan_id = $2`, [userId, planId])).toBe(1);
  }
});
