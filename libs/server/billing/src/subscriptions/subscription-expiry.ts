import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { JobSchedule, JobsService } from '@soundpost/server-core/jobs';
import { lockUserInTransaction } from '@soundpost/server-core/locks';
import { DataSource } from 'typeorm';
import { BILLING_USER_LOCK } from '../checkout/fulfilment.service';
import { BillingMailsService } from '../mail/billing-mails.service';
import { PlansRepository } from '../plans/plans.repository';
import { BillingTransactionsRepository } from '../transactions/billing-transactions.repository';
import { SubscriptionsRepository } from './subscriptions.repository';

export const SUBSCRIPTION_EXPIRY_SCHEDULE = {
  name: 'billing.expire-subscriptions',
  cron: '*/15 * * * *',
  owner: 'billing',
  what: 'ends active subscriptions whose paid period is over (expired) and e-mails the artist',
} as const satisfies JobSchedule;

const BATCH = 100;

@Injectable()
export class SubscriptionExpiry implements OnModuleInit {
  private readonly logger = new Logger('SubscriptionExpiry');

  constructor(
    private readonly jobs: JobsService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly plans: PlansRepository,
    private readonly subscriptions: SubscriptionsRepository,
    private readonly transactions: BillingTransactionsRepository,
    private readonly mails: BillingMailsService,
  ) {}

  onModuleInit(): void {
    this.jobs.schedule(SUBSCRIPTION_EXPIRY_SCHEDULE, () => this.expireDue());
  }

  async expireDue(now: Date = new Date()): Promise<{ expired: number }> {
    let expired = 0;
    for (;;) {
      const due = await this.subscriptions.dueToExpire(now, BATCH);
      for (const row of due) if (await this.expireOne(row.id, row.userId, now)) expired++;
      if (due.length < BATCH) break;
    }
    if (expired) this.logger.log({ expired }, 'subscriptions expired');
    return { expired };
  }

  private expireOne(id: string, userId: string, now: Date): Promise<boolean> {
    return this.dataSource.transaction(async (m) => {
      // An upgrade fulfilled meanwhile either sees it expired (no credit) or replaced it first.
      await lockUserInTransaction(m, BILLING_USER_LOCK, userId);
      const sub = await this.subscriptions.findByIdForUpdate(id, m);
      if (!sub || sub.status !== 'active' || !sub.currentPeriodEnd || sub.currentPeriodEnd > now) return false;
      sub.status = 'expired';
      sub.expiresAt = sub.currentPeriodEnd;
      await this.subscriptions.save(sub, m);
      const paid = await this.transactions.findPaidForSubscription(sub.id, m);
      await this.mails.subscriptionEnded(sub, await this.plans.findById(sub.planId, m), 'expired', paid?.mailLanguage ?? null, m);
      return true;
    });
  }
}
