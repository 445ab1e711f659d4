import { Injectable } from '@nestjs/common';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';

/** Billing's plan counts for other domains' screens (the back-office dashboard). */
@Injectable()
export class PlanStatsService {
  constructor(private readonly subscriptions: SubscriptionsRepository) {}

  /**
   * Accounts holding `role`, and how many of them hold an active subscription to a paid plan. The
   * others (an active free plan, or no plan at all, which means the free plan's limits) are on the free plan.
   */
  planCountsForRole(role: string): Promise<{ accounts: number; paid: number }> {
    return this.subscriptions.planCountsForRole(role);
  }
}
