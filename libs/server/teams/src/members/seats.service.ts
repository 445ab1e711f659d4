import { Injectable } from '@nestjs/common';
import { teamLimitMessage } from '@soundpost/contracts';
import { PlanLimitsService, PlansService } from '@soundpost/server-billing';
import { upgradeFor } from '../team.rules';

export interface SeatLimit {
  /** The plan's user limit, owner included (0: no limit). */
  userLimit: number;
  /** The 422 sentence at the limit, naming the plan that allows more. */
  message: string;
}

/** What the account's plan allows in people, asked of billing. */
@Injectable()
export class SeatsService {
  constructor(
    private readonly limits: PlanLimitsService,
    private readonly plans: PlansService,
  ) {}

  async userLimit(accountId: string): Promise<number> {
    return Math.max(0, (await this.limits.limitsFor(accountId)).user_limit);
  }

  async limitOf(accountId: string): Promise<SeatLimit> {
    const limits = await this.limits.limitsFor(accountId);
    const userLimit = Math.max(0, limits.user_limit);
    const [current, active] = await Promise.all([this.plans.findByKey(limits.plan_key), this.plans.listActive()]);
    const upgrade = upgradeFor(active, userLimit);
    return { userLimit, message: teamLimitMessage(current?.name ?? 'Free', userLimit, upgrade) };
  }
}
