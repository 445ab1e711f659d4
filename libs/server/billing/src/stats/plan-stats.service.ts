import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { USER_SUMMARIES_VIEW } from '@soundpost/server-auth';
import { DataSource } from 'typeorm';

/** Billing's plan counts for other domains' screens (the back-office dashboard). */
@Injectable()
export class PlanStatsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Accounts holding `role`, and how many of them hold an active subscription to a paid plan. The
   * others (an active free plan, or no plan at all, which means the free plan's limits) are on the free plan.
   */
  async planCountsForRole(role: string): Promise<{ accounts: number; paid: number }> {
    const [row] = await this.db.query(
      `SELECT count(*)::int AS accounts, (count(*) FILTER (WHERE p.price_cents > 0))::int AS paid
         FROM ${USER_SUMMARIES_VIEW} u
         LEFT JOIN subscriptions s ON s.user_id = u.id AND s.status = 'active'
         LEFT JOIN plans p ON p.id = s.plan_id
        WHERE $1 = ANY (u.roles)`,
      [role],
    );
    return { accounts: row.accounts, paid: row.paid };
  }
}
