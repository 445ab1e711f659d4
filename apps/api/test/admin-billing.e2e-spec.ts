import { seedBilling } from '@soundpost/server-billing';
import { DataSource } from 'typeorm';
import { newArtist, newStaff } from './support/kyc-fixtures';
import { createTestApp, TestApp } from './test-app';

interface PlanRow {
  id: string;
  key: string;
  price: number;
}

describe('Back-office billing (/admin/plans, /admin/subscriptions, /admin/transactions) over HTTP', () => {
  let t: TestApp;
  let db: DataSource;
  let admin: { id: string; token: string };
  let manager: { id: string; token: string };
  let plans: Record<string, PlanRow>;

  const call = (method: string, p: string, token?: string, json?: unknown) => t.api(`/api${p}`, { method, token, json });

  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
    await seedBilling({ app: t.app, config: t.config, log: () => undefined });
    admin = await newStaff(t, 'admin');
    manager = await newStaff(t, 'manager');
    const body = (await (await call('GET', '/billing/plans')).json()) as { plans: PlanRow[] };
    plans = Object.fromEntries(body.plans.map((p) => [p.key, p]));
  });
  afterAll(() => t?.close());

  it('answers 401 without a token and 403 for an artist token on every staff route', async () => {
    const artist = await newArtist(t);
    for (const p of ['/admin/plans', '/admin/subscriptions', '/admin/transactions']) {
      expect((await call('GET', p)).status).toBe(401);
      expect((await call('GET', p, artist.token)).status).toBe(403);
    }
  });

  describe('plans', () => {
    it('lists with search, sort and paging, answering data, meta, total and last_page (admin and manager)', async () => {
      for (const token of [admin.token, manager.token]) {
        const res = await call('GET', '/admin/plans?sort=price_desc&per_page=2&page=1', token);
        expect(res.status).toBe(200);
        const body = await res.json();
        expect(body.data.map((p: PlanRow) => p.key)).toEqual(['label', 'producer']);
        expect(body).toMatchObject({ total: 4, last_page: 2, meta: { total: 4, last_page: 2, per_page: 2 } });
      }
      const asc = await (await call('GET', '/admin/plans?sort=price_asc', admin.token)).json();
      expect(asc.data.map((p: PlanRow) => p.key)).toEqual(['free', 'artist', 'producer', 'label']);
      const q = await (await call('GET', '/admin/plans?q=prod', admin.token)).json();
      expect(q.data.map((p: PlanRow) => p.key)).toEqual(['producer']);
    });

    it('creates with the spec defaults, stores the price in cents, updates and deletes', async () => {
      const res = await call('POST', '/admin/plans', admin.token, { name: 'Studio', price: 19.99 });
      expect(res.status).toBe(201);
      const created = await res.json();
      expect(created).toMatchObject({
        key: 'studio',
        name: 'Studio',
        price: 19.99,
        price_cents: 1999,
        currency: 'EUR',
        billing_cycle: 'monthly',
        max_artists: 1,
        user_limit: 1,
        release_limit: -1,
        support_level: 'Email',
        features: { smart_links: true },
      });
      const [row] = await db.query('SELECT price_cents FROM plans WHERE id = $1', [created.id]);
      expect(row.price_cents).toBe('1999');

      const upd = await call('PUT', `/admin/plans/${created.id}`, admin.token, { name: 'Studio Pro', price: 24.5, billing_cycle: 'yearly', features: '{"a": 1}', support_level: 'Dedicated' });
      expect(upd.status).toBe(200);
      expect(await upd.json()).toMatchObject({ name: 'Studio Pro', price_cents: 2450, billing_cycle: 'yearly', features: { a: 1 }, support_level: 'Dedicated', max_artists: 1 });

      const del = await call('DELETE', `/admin/plans/${created.id}`, admin.token);
      expect(del.status).toBe(204);
      expect((await call('GET', `/admin/plans/${created.id}`, admin.token)).status).toBe(404);
    });

    it.each([
      [{ name: '  ' }, 'name', 'Name is required'],
      [{ name: 'X', features: '{not json' }, 'features', 'Features must be valid JSON (an object).'],
      [{ name: 'X', price: -1 }, 'price', 'Price must be a number of at least 0 with at most 2 decimals.'],
      [{ name: 'X', price: 1.234 }, 'price', 'Price must be a number of at least 0 with at most 2 decimals.'],
      [{ name: 'X', max_artists: 0 }, 'max_artists', 'Max artists must be at least 1.'],
      [{ name: 'X', user_limit: 0 }, 'user_limit', 'User limit must be at least 1.'],
      [{ name: 'X', release_limit: -2 }, 'release_limit', 'Release limit must be -1 (unlimited) or 0 or more.'],
      [{ name: 'X', store_limit: 0 }, 'store_limit', 'Stores per release must be empty (every store) or at least 1.'],
      [{ name: 'X', store_limit: 2.5 }, 'store_limit', 'Stores per release must be empty (every store) or at least 1.'],
      [{ name: 'X', billing_cycle: 'weekly' }, 'billing_cycle', 'Billing cycle must be monthly or yearly.'],
      [{ name: 'X', support_level: 'Phone' }, 'support_level', 'Support level must be Email, Priority or Dedicated.'],
    ])('refuses %j with 422 on %s', async (payload, field, message) => {
      const res = await call('POST', '/admin/plans', admin.token, payload);
      expect(res.status).toBe(422);
      const body = await res.json();
      expect(body.errors[field]).toEqual([message]);
      expect(body.message).toBe(message);
    });

    it('refuses to delete a plan with subscriptions (409)', async () => {
      const artist = await newArtist(t);
      await call('POST', '/billing/checkout/manual', artist.token, { plan_id: plans.free.id });
      const res = await call('DELETE', `/admin/plans/${plans.free.id}`, admin.token);
      expect(res.status).toBe(409);
      expect((await res.json()).code).toBe('plan_in_use');
    });
  });

  describe('bank transfer: staff mark it paid and the plan becomes active', () => {
    it('activates once, shows in subscriptions and transactions lists, and a second PATCH changes nothing', async () => {
      const artist = await newArtist(t, { name: 'Bank Payer' });
      const manual = await (await call('POST', '/billing/checkout/manual', artist.token, { plan_id: plans.producer.id })).json();
      const list = await (await call('GET', `/admin/transactions?q=${manual.reference}`, manager.token)).json();
      expect(list.data).toHaveLength(1);
      const tx = list.data[0];
      expect(tx).toMatchObject({ user_id: artist.id, user_name: 'Bank Payer', user_email: artist.email, plan_name: 'Producer', gateway: 'manual', transaction_type: 'subscription', transaction_id: manual.reference, amount: 299, currency: 'EUR', status: 'pending', paid_at: null });

      const res = await call('PATCH', `/admin/transactions/${tx.id}`, admin.token, { status: 'paid', description: 'Received 21/11', paid_at: '2026-11-21 10:00:00' });
      expect(res.status).toBe(200);
      const paid = await res.json();
      expect(paid).toMatchObject({ id: tx.id, status: 'paid', description: 'Received 21/11', paid_at: '2026-11-21T10:00:00.000Z' });
      expect(paid.subscription_id).toEqual(expect.any(String));

      const status = await (await call('GET', '/billing/status', artist.token)).json();
      expect(status.plan.key).toBe('producer');
      expect(status.subscription.id).toBe(paid.subscription_id);

      expect((await call('PATCH', `/admin/transactions/${tx.id}`, admin.token, { status: 'paid' })).status).toBe(200);
      const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM subscriptions WHERE user_id = $1`, [artist.id]);
      expect(n).toBe(1);

      const subs = await (await call('GET', `/admin/subscriptions?q=${encodeURIComponent(artist.email)}&status=active`, admin.token)).json();
      expect(subs.data).toEqual([
        expect.objectContaining({ id: paid.subscription_id, user_id: artist.id, user_name: 'Bank Payer', user_email: artist.email, plan_id: plans.producer.id, plan_name: 'Producer', plan_price: 2.99, plan_currency: 'EUR', status: 'active', payment_gateway: 'manual' }),
      ]);
      const detail = await (await call('GET', `/admin/subscriptions/${paid.subscription_id}`, manager.token)).json();
      expect(detail.transactions.map((x: { id: string }) => x.id)).toEqual([tx.id]);

      // `q` finds rows by the user's name or e-mail (read through auth's UserSummariesService, any case).
      const byName = await (await call('GET', `/admin/transactions?q=${encodeURIComponent('bank PAYER')}&user_id=${artist.id}`, manager.token)).json();
      expect(byName.data.map((x: { id: string }) => x.id)).toEqual([tx.id]);
      const byEmail = await (await call('GET', `/admin/subscriptions?q=${encodeURIComponent(artist.email.toUpperCase())}`, manager.token)).json();
      expect(byEmail.data.map((x: { id: string }) => x.id)).toEqual([paid.subscription_id]);
      const none = await (await call('GET', `/admin/transactions?q=no-such-user-xyz&user_id=${artist.id}`, manager.token)).json();
      expect(none.data).toEqual([]);
    });
  });

  describe('transactions', () => {
    it('filters by status, gateway, user and dates; edits status and description without activating', async () => {
      const artist = await newArtist(t);
      const manual = await (await call('POST', '/billing/checkout/manual', artist.token, { plan_id: plans.label.id })).json();
      const byUser = await (await call('GET', `/admin/transactions?user_id=${artist.id}&status=pending&gateway=manual`, admin.token)).json();
      expect(byUser.data.map((x: { transaction_id: string }) => x.transaction_id)).toEqual([manual.reference]);
      expect(byUser.meta).toMatchObject({ total: 1, last_page: 1 });
      expect((await (await call('GET', `/admin/transactions?user_id=${artist.id}&gateway=stripe`, admin.token)).json()).data).toEqual([]);
      const today = new Date().toISOString().slice(0, 10);
      expect((await (await call('GET', `/admin/transactions?user_id=${artist.id}&from=${today}&to=${today}`, admin.token)).json()).meta.total).toBe(1);
      expect((await (await call('GET', `/admin/transactions?user_id=${artist.id}&to=2000-01-01`, admin.token)).json()).meta.total).toBe(0);
      expect((await call('GET', '/admin/transactions?status=bogus', admin.token)).status).toBe(400);

      const id = byUser.data[0].id;
      const res = await call('PATCH', `/admin/transactions/${id}`, admin.token, { status: 'void', description: 'Never paid' });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'void', description: 'Never paid', subscription_id: null });
      const bad = await call('PATCH', `/admin/transactions/${id}`, admin.token, { status: 'stolen' });
      expect(bad.status).toBe(422);
      expect((await call('PATCH', '/admin/transactions/00000000-0000-4000-8000-000000000000', admin.token, { status: 'void' })).status).toBe(404);
    });
  });

  describe('subscriptions', () => {
    it('updates status, expiry and plan; re-activating one cancels the user’s other active subscription', async () => {
      const artist = await newArtist(t);
      await call('POST', '/billing/checkout/manual', artist.token, { plan_id: plans.free.id });
      const first = (await (await call('GET', '/billing/status', artist.token)).json()).subscription;
      const res = await call('PATCH', `/admin/subscriptions/${first.id}`, admin.token, { status: 'expired', expires_at: '2026-12-31 23:59:59', plan_id: plans.artist.id });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ status: 'expired', expires_at: '2026-12-31T23:59:59.000Z', plan_id: plans.artist.id, plan_name: 'Artist', message: 'Subscription updated.' });
      expect((await (await call('GET', '/billing/status', artist.token)).json()).subscription).toBeNull();

      // A new plan, then the old one re-activated by staff: still one active.
      await call('POST', '/billing/checkout/manual', artist.token, { plan_id: plans.free.id });
      const again = await call('PATCH', `/admin/subscriptions/${first.id}`, manager.token, { status: 'active', expires_at: null });
      expect(again.status).toBe(200);
      const rows = await db.query(`SELECT id FROM subscriptions WHERE user_id = $1 AND status = 'active'`, [artist.id]);
      expect(rows).toEqual([{ id: first.id }]);

      expect((await call('PATCH', `/admin/subscriptions/${first.id}`, admin.token, { status: 'paused' })).status).toBe(422);
      expect((await call('PATCH', `/admin/subscriptions/${first.id}`, admin.token, { status: 'active', expires_at: 'tomorrow' })).status).toBe(422);
      expect((await call('GET', '/admin/subscriptions/00000000-0000-4000-8000-000000000000', admin.token)).status).toBe(404);
    });
  });
});
