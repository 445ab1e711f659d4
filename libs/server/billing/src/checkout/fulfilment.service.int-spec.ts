import { useBillingTestContext } from '../../test/billing-test-context';
import { newPlan, newUser } from '../../test/billing-fixtures';
import { BillingTransaction } from '../transactions/billing-transaction.entity';
import { FulfilmentService } from './fulfilment.service';

describe('FulfilmentService.fulfil (real Postgres)', () => {
  const ctx = useBillingTestContext();
  const fulfilment = () => ctx.app.get(FulfilmentService);

  const pending = (fields: Partial<BillingTransaction>) => ctx.db.getRepository(BillingTransaction).save(ctx.db.getRepository(BillingTransaction).create({ status: 'pending', currency: 'EUR', ...fields }));
  const subscriptionsOf = (userId: string) => ctx.db.query(`SELECT plan_id, status FROM subscriptions WHERE user_id = $1 ORDER BY created_at`, [userId]);

  it('activates a paid payment exactly once, however many confirmations arrive at the same time', async () => {
    const user = await newUser(ctx.db);
    const plan = await newPlan(ctx.db, { name: 'Artist', priceCents: 99 });
    await pending({ userId: user.id, planId: plan.id, gateway: 'stripe', providerRef: `cs_${user.id}`, amountCents: 99 });

    const results = await Promise.all(Array.from({ length: 5 }, () => fulfilment().fulfil({ gateway: 'stripe', providerRef: `cs_${user.id}` }, { amountCents: 99, currency: 'eur', userId: user.id })));

    expect(results.filter((r) => !r.alreadyFulfilled)).toHaveLength(1);
    expect(new Set(results.map((r) => r.subscription?.id)).size).toBe(1);
    expect(await subscriptionsOf(user.id)).toEqual([{ plan_id: plan.id, status: 'active' }]);
    const [tx] = await ctx.db.query(`SELECT status, subscription_id, paid_at FROM billing_transactions WHERE provider_ref = $1`, [`cs_${user.id}`]);
    expect(tx).toMatchObject({ status: 'paid', subscription_id: results[0].subscription?.id });
    expect(tx.paid_at).toBeInstanceOf(Date);
  });

  it('replaces the active plan: one active subscription per user, the old one canceled', async () => {
    const user = await newUser(ctx.db);
    const artist = await newPlan(ctx.db, { name: 'Artist', priceCents: 99 });
    const producer = await newPlan(ctx.db, { name: 'Producer', priceCents: 299, billingCycle: 'yearly' });
    await pending({ userId: user.id, planId: artist.id, gateway: 'paypal', providerRef: `o1_${user.id}`, amountCents: 99 });
    await pending({ userId: user.id, planId: producer.id, gateway: 'paypal', providerRef: `o2_${user.id}`, amountCents: 299 });

    await fulfilment().fulfil({ gateway: 'paypal', providerRef: `o1_${user.id}` }, { amountCents: 99, currency: 'EUR' });
    const { subscription } = await fulfilment().fulfil({ gateway: 'paypal', providerRef: `o2_${user.id}` }, { amountCents: 299, currency: 'EUR' });

    expect(await subscriptionsOf(user.id)).toEqual([
      { plan_id: artist.id, status: 'canceled' },
      { plan_id: producer.id, status: 'active' },
    ]);
    const end = subscription?.currentPeriodEnd as Date;
    const start = subscription?.currentPeriodStart as Date;
    expect(end.getUTCFullYear() - start.getUTCFullYear()).toBe(1);
  });

  it('refuses a payment that does not match, and changes nothing', async () => {
    const user = await newUser(ctx.db);
    const plan = await newPlan(ctx.db, { name: 'Artist', priceCents: 99 });
    await pending({ userId: user.id, planId: plan.id, gateway: 'stripe', providerRef: `cs_mismatch_${user.id}`, amountCents: 99 });

    await expect(fulfilment().fulfil({ gateway: 'stripe', providerRef: `cs_mismatch_${user.id}` }, { amountCents: 98, currency: 'EUR' })).rejects.toMatchObject({ code: 'payment_mismatch', status: 422 });
    await expect(fulfilment().fulfil({ gateway: 'stripe', providerRef: 'cs_unknown' }, { amountCents: 98, currency: 'EUR' })).rejects.toMatchObject({ code: 'transaction_not_found', status: 404 });
    expect(await subscriptionsOf(user.id)).toEqual([]);
  });

  it('staff approval (a bank transfer received) activates by id, with their paid_at and description', async () => {
    const user = await newUser(ctx.db);
    const plan = await newPlan(ctx.db, { name: 'Label', priceCents: 4999 });
    const tx = await pending({ userId: user.id, planId: plan.id, gateway: 'manual', providerRef: `SP-${user.id.slice(0, 8)}`, amountCents: 4999 });
    const paidAt = new Date('2026-03-01T09:00:00.000Z');

    const first = await fulfilment().fulfil({ transactionId: tx.id }, { approvedByStaff: true, paidAt, description: 'Received on 1 March' });
    const again = await fulfilment().fulfil({ transactionId: tx.id }, { approvedByStaff: true });

    expect(first.alreadyFulfilled).toBe(false);
    expect(again).toMatchObject({ alreadyFulfilled: true, subscription: { id: first.subscription?.id } });
    const [row] = await ctx.db.query(`SELECT status, paid_at, description FROM billing_transactions WHERE id = $1`, [tx.id]);
    expect(row).toEqual({ status: 'paid', paid_at: paidAt, description: 'Received on 1 March' });
    expect(await subscriptionsOf(user.id)).toEqual([{ plan_id: plan.id, status: 'active' }]);
  });

  it('fail() marks a pending payment failed and never undoes a paid one', async () => {
    const user = await newUser(ctx.db);
    const plan = await newPlan(ctx.db, { name: 'Artist', priceCents: 99 });
    await pending({ userId: user.id, planId: plan.id, gateway: 'paypal', providerRef: `of_${user.id}`, amountCents: 99 });

    await expect(fulfilment().fail({ gateway: 'paypal', providerRef: `of_${user.id}` }, 'void', 'PayPal: denied')).resolves.toMatchObject({ status: 'void', description: 'PayPal: denied' });
    await expect(fulfilment().fail({ gateway: 'paypal', providerRef: 'unknown' })).resolves.toBeNull();
  });
});
