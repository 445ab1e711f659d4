import { Injectable } from '@nestjs/common';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';
import { UNLIMITED } from './plan.entity';
import { limitsOf, PlanLimits } from './plan.mapper';
import { PlansRepository } from './plans.repository';

export type { PlanLimits } from './plan.mapper';

@Injectable()
export class PlanLimitsService {
  constructor(
    private readonly plans: PlansRepository,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  async limitsFor(userId: string): Promise<PlanLimits> {
    const active = await this.subscriptions.findActive(userId);
    const plan = (active && (await this.plans.findById(active.planId))) || (await this.plans.findFree());
    return limitsOf(plan);
  }
}

export const isUnlimited = (limit: number): boolean => limit === UNLIMITED;
