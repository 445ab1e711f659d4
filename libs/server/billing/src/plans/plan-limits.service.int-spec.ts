import { useBillingTestContext } from '../../test/billing-test-context';
import { newPlan, newUser } from '../../test/billing-fixtures';
import { Subscription } from '../subscriptions/subscription.entity';
import { Plan } from './plan.entity';
import { PlanLimitsService } from './plan-limits.service';

describe('PlanLimitsService.limitsFor (real Postgres)', () => {
  const ctx = useBillingTestContext();
  const limits = () => ctx.app.get(PlanLimitsService);

  const subscribe = (userId: string, planId: string, status: Subscription['status']) => ctx.db.getRepository(Subscription).save({ userId, planId, status });

  it('without even a free plan, answers the strict fallback', async () => {
    const user = await newUser(ctx.db);
    await expect(limits().limitsFor(user.id)).resolves.toMatchObject({ plan_key: 'free', release_limit: 1, max_extra_artists: 0 });
  });

  it('answers the active plan’s limits, else the free plan’s', async () => {
    const free = await ctx.db.getRepository(Plan).save({ key: 'free', name: 'Free', priceCents: 0, currency: 'EUR', releaseLimit: 2, maxExtraArtists: 0 });
    const label = await newPlan(ctx.db, { name: 'Label', priceCents: 4999, releaseLimit: -1, maxArtists: 20 });
    const user = await newUser(ctx.db);
    await expect(limits().limitsFor(user.id)).resolves.toMatchObject({ plan_key: 'free', release_limit: free.releaseLimit });

    await subscribe(user.id, label.id, 'canceled');
    await expect(limits().limitsFor(user.id)).resolves.toMatchObject({ plan_key: 'free' });

    await subscribe(user.id, label.id, 'active');
    await expect(limits().limitsFor(user.id)).resolves.toMatchObject({ plan_key: label.key, release_limit: -1, max_artists: 20 });
  });
});
