import { Injectable } from '@nestjs/common';
import { SubscriptionsRepository } from '../subscriptions/subscriptions.repository';

@Injectable()
export class PlanStatsService {
  constructor(private readonly subscriptions: SubscriptionsRepository) {}

  planCountsForRole(role: string): Promise<{ accounts: number; paid: number }> {
    return this.subscriptions.planCountsForRole(role);
  }
}
