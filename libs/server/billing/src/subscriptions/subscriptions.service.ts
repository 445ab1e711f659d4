import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminSubscriptionDetail, AdminSubscriptionResponse, BillingStatusResponse } from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { isUuid } from '@soundpost/server-core/ids';
import { applyListQuery, ListQuery, Page, toPage } from '@soundpost/server-core/lists';
import { lockUserInTransaction } from '@soundpost/server-core/locks';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { BillingErrors } from '../billing.errors';
import { BILLING_USER_LOCK } from '../checkout/fulfilment.service';
import { BillingMailsService } from '../mail/billing-mails.service';
import { BillingTransactionsRepository } from '../transactions/billing-transactions.repository';
import { PlansRepository } from '../plans/plans.repository';
import { TransactionsService } from '../transactions/transactions.service';
import { Subscription, SubscriptionStatus } from './subscription.entity';
import { toAdminSubscription, toBillingStatus } from './subscription.mapper';
import { adminSubscriptionsListSpec, adminSubscriptionsSearch } from './subscriptions.list';
import { SubscriptionsRepository } from './subscriptions.repository';

export interface SubscriptionChanges {
  status: SubscriptionStatus;
  expiresAt: Date | null;
  planId?: string;
}

interface PlanColumns {
  s_id: string;
  plan_name: string | null;
  plan_price_cents: string | number | null;
  plan_currency: string | null;
}

@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly subscriptions: SubscriptionsRepository,
    private readonly plans: PlansRepository,
    private readonly users: UserSummariesService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: TransactionsService,
    private readonly billingTransactions: BillingTransactionsRepository,
    private readonly mails: BillingMailsService,
  ) {}

  private async mailEnded(sub: Subscription, reason: 'canceled' | 'expired', m: EntityManager): Promise<void> {
    const paid = await this.billingTransactions.findPaidForSubscription(sub.id, m);
    await this.mails.subscriptionEnded(sub, await this.plans.findById(sub.planId, m), reason, paid?.mailLanguage ?? null, m);
  }

  findActive(userId: string): Promise<Subscription | null> {
    return this.subscriptions.findActive(userId);
  }

  async status(userId: string): Promise<BillingStatusResponse> {
    const sub = await this.findActive(userId);
    if (!sub) return toBillingStatus(null, null);
    return toBillingStatus(sub, await this.plans.findById(sub.planId));
  }

  async adminList(list: ListQuery): Promise<Page<AdminSubscriptionResponse>> {
    const spec = list.q ? { ...adminSubscriptionsListSpec, search: adminSubscriptionsSearch(await this.users.idsMatching(list.q)) } : adminSubscriptionsListSpec;
    const qb = applyListQuery(this.withPlanColumns(this.subscriptions.adminQuery()), list, spec);
    const [{ entities, raw }, total] = await Promise.all([qb.getRawAndEntities(), qb.getCount()]);
    return toPage(await this.toAdminRows(entities, raw), total, list, spec.resource);
  }

  async adminGet(id: string): Promise<AdminSubscriptionDetail> {
    if (!isUuid(id)) throw BillingErrors.subscriptionNotFound();
    const { entities, raw } = await this.withPlanColumns(this.subscriptions.adminQuery()).where('s.id = :id', { id }).getRawAndEntities();
    if (!entities[0]) throw BillingErrors.subscriptionNotFound();
    const [row] = await this.toAdminRows(entities, raw);
    return { ...row, transactions: await this.transactions.forSubscription(id) };
  }

  async adminUpdate(id: string, changes: SubscriptionChanges): Promise<AdminSubscriptionDetail> {
    if (!isUuid(id)) throw BillingErrors.subscriptionNotFound();
    if (changes.planId !== undefined && !(isUuid(changes.planId) && (await this.plans.existsById(changes.planId)))) {
      throw BillingErrors.planNotFound();
    }
    await this.dataSource.transaction(async (m) => {
      const sub = await this.subscriptions.findByIdForUpdate(id, m);
      if (!sub) throw BillingErrors.subscriptionNotFound();
      await lockUserInTransaction(m, BILLING_USER_LOCK, sub.userId);
      if (changes.status === 'active' && sub.status !== 'active') {
        const other = await this.subscriptions.findActive(sub.userId, m);
        if (other) {
          other.status = 'canceled';
          await this.subscriptions.save(other, m);
          await this.mailEnded(other, 'canceled', m);
        }
      }
      const ends = sub.status === 'active' && (changes.status === 'canceled' || changes.status === 'expired');
      sub.status = changes.status;
      sub.expiresAt = changes.expiresAt;
      if (changes.planId) sub.planId = changes.planId;
      await this.subscriptions.save(sub, m);
      if (ends && (changes.status === 'canceled' || changes.status === 'expired')) await this.mailEnded(sub, changes.status, m);
    });
    return this.adminGet(id);
  }

  private withPlanColumns(qb: SelectQueryBuilder<Subscription>): SelectQueryBuilder<Subscription> {
    return qb.addSelect(['p.name AS plan_name', 'p.price_cents AS plan_price_cents', 'p.currency AS plan_currency']);
  }

  private async toAdminRows(entities: Subscription[], raw: PlanColumns[]): Promise<AdminSubscriptionResponse[]> {
    const plans = new Map(raw.map((r) => [r.s_id, r]));
    const users = await this.users.contacts(entities.map((s) => s.userId));
    return entities.map((s) => {
      const p = plans.get(s.id);
      const plan = p && p.plan_name !== null ? { name: p.plan_name, priceCents: Number(p.plan_price_cents), currency: p.plan_currency as string } : null;
      return toAdminSubscription(s, { user: users.get(s.userId) ?? null, plan });
    });
  }
}
