import { Injectable } from '@nestjs/common';
import type { AdminPlanResponse } from '@soundpost/contracts';
import { isUuid } from '@soundpost/server-core/ids';
import { findPage, ListQuery, Page } from '@soundpost/server-core/lists';
import { BillingErrors } from '../billing.errors';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { BillingTransactionsRepository } from '../transactions/billing-transactions.repository';
import { Plan } from './plan.entity';
import { toAdminPlan } from './plan.mapper';
import { adminPlansListSpec } from './plans.list';
import { PlansRepository } from './plans.repository';

export type PlanInput = Pick<
  Plan,
  'name' | 'priceCents' | 'currency' | 'billingCycle' | 'maxArtists' | 'userLimit' | 'releaseLimit' | 'maxExtraArtists' | 'storeLimit' | 'supportLevel' | 'stripePriceId' | 'paypalPlanId' | 'features' | 'isActive'
> & { key?: string };

const slug = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 48) || 'plan';

@Injectable()
export class PlansService {
  constructor(
    private readonly plans: PlansRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly transactions: BillingTransactionsRepository,
  ) {}

  listActive(): Promise<Plan[]> {
    return this.plans.listActive();
  }

  findById(id: string): Promise<Plan | null> {
    return isUuid(id) ? this.plans.findById(id) : Promise.resolve(null);
  }

  async getById(id: string): Promise<Plan> {
    const plan = await this.findById(id);
    if (!plan) throw BillingErrors.planNotFound();
    return plan;
  }

  findByKey(key: string): Promise<Plan | null> {
    return this.plans.findByKey(key);
  }

  adminList(list: ListQuery): Promise<Page<AdminPlanResponse>> {
    return findPage(this.plans.listQuery(), list, adminPlansListSpec, toAdminPlan);
  }

  async create(input: PlanInput): Promise<Plan> {
    const key = input.key ?? (await this.freeKey(slug(input.name)));
    if (await this.plans.keyTaken(key)) throw BillingErrors.planKeyTaken();
    return this.plans.save(this.plans.create({ ...input, key }));
  }

  async update(id: string, input: PlanInput): Promise<Plan> {
    const plan = await this.getById(id);
    if (input.key && input.key !== plan.key && (await this.plans.keyTaken(input.key))) throw BillingErrors.planKeyTaken();
    Object.assign(plan, { ...input, key: input.key ?? plan.key });
    return this.plans.save(plan);
  }

  /** Plans that were ever bought keep their history: deleting them is refused (deactivate instead). */
  async delete(id: string): Promise<void> {
    const plan = await this.getById(id);
    if ((await this.subscriptions.existsForPlan(id)) || (await this.transactions.existsForPlan(id))) throw BillingErrors.planInUse();
    await this.plans.remove(plan);
  }

  async upsertByKey(key: string, input: PlanInput): Promise<{ plan: Plan; created: boolean }> {
    const existing = await this.plans.findByKey(key);
    if (existing) return { plan: existing, created: false };
    return { plan: await this.plans.save(this.plans.create({ ...input, key })), created: true };
  }

  private async freeKey(base: string): Promise<string> {
    for (let i = 1; ; i++) {
      const key = i === 1 ? base : `${base}-${i}`;
      if (!(await this.plans.keyTaken(key))) return key;
    }
  }
}
