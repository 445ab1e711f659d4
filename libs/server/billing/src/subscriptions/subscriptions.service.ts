import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { isUuid, User } from '@soundpost/server-auth';
import { applyListQuery, ListQuery, ListSpec, Page, toPage } from '@soundpost/server-core';
import { DataSource, Repository } from 'typeorm';
import { BillingErrors } from '../billing.errors';
import { Plan } from '../plans/plan.entity';
import { centsToAmount, PublicPlanResponse, toPublicPlan } from '../plans/plan.mapper';
import { AdminTransactionResponse, TransactionsService } from '../transactions/transactions.service';
import { Subscription, SUBSCRIPTION_STATUSES, SubscriptionStatus } from './subscription.entity';

/** GET /billing/status (spec 000 §3, 001 §3). */
export interface BillingStatusResponse {
  subscription: { id: string; status: SubscriptionStatus; current_period_start: Date | null; current_period_end: Date | null; expires_at: Date | null; plan_id: string; payment_gateway: string | null } | null;
  plan: PublicPlanResponse | null;
}

/** A row of the back office's subscriptions screen (spec 002 §3 SUBSCRIPTION). */
export interface AdminSubscriptionResponse {
  id: string;
  user_id: string;
  user_name: string | null;
  user_email: string | null;
  plan_id: string;
  plan_name: string | null;
  plan_price: number | null;
  plan_currency: string | null;
  status: SubscriptionStatus;
  payment_gateway: string | null;
  expires_at: Date | null;
  current_period_start: Date | null;
  current_period_end: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface SubscriptionChanges {
  status: SubscriptionStatus;
  expiresAt: Date | null;
  planId?: string;
}

const like = (term: string) => `%${term.replace(/[\\%_]/g, '\\$&')}%`;

/** GET /admin/subscriptions: `?page&per_page&q&status`; q searches the user's name and e-mail and the plan name. */
export const adminSubscriptionsListSpec: ListSpec<Subscription> = {
  resource: 'subscriptions',
  sortable: { created_at: 's.created_at', expires_at: 's.expires_at', status: 's.status' },
  sortAliases: { newest: ['created_at', 'DESC'], oldest: ['created_at', 'ASC'] },
  defaultSort: ['created_at', 'DESC'],
  tieBreaker: 's.id',
  filters: {
    status: { type: 'string', values: SUBSCRIPTION_STATUSES, apply: (qb, v: string, p) => qb.andWhere(`s.status = :${p}`, { [p]: v }) },
    user_id: { type: 'string', apply: (qb, v: string, p) => (isUuid(v) ? qb.andWhere(`s.user_id = :${p}`, { [p]: v }) : qb.andWhere('false')) },
  },
  search: (qb, term) => qb.andWhere('(u.name ILIKE :q OR u.email ILIKE :q OR p.name ILIKE :q OR s.id::text = :exact)', { q: like(term), exact: term }),
  defaultPerPage: 20,
  maxPerPage: 200,
};

@Injectable()
export class SubscriptionsService {
  constructor(
    @InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>,
    @InjectRepository(Plan) private readonly plans: Repository<Plan>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: TransactionsService,
  ) {}

  findActive(userId: string): Promise<Subscription | null> {
    return this.subscriptions.findOneBy({ userId, status: 'active' });
  }

  async status(userId: string): Promise<BillingStatusResponse> {
    const sub = await this.findActive(userId);
    if (!sub) return { subscription: null, plan: null };
    const plan = await this.plans.findOneBy({ id: sub.planId });
    return {
      subscription: {
        id: sub.id,
        status: sub.status,
        current_period_start: sub.currentPeriodStart,
        current_period_end: sub.currentPeriodEnd,
        expires_at: sub.expiresAt,
        plan_id: sub.planId,
        payment_gateway: sub.paymentGateway,
      },
      plan: plan ? toPublicPlan(plan) : null,
    };
  }

  async adminList(list: ListQuery): Promise<Page<AdminSubscriptionResponse>> {
    const qb = this.adminQuery();
    applyListQuery(qb, list, adminSubscriptionsListSpec);
    const [{ entities, raw }, total] = await Promise.all([qb.getRawAndEntities(), qb.getCount()]);
    const extras = new Map(raw.map((r: RawJoin) => [r.s_id, r]));
    return toPage(entities.map((s) => toAdminSubscription(s, extras.get(s.id))), total, list, adminSubscriptionsListSpec.resource);
  }

  async adminGet(id: string): Promise<AdminSubscriptionResponse & { transactions: AdminTransactionResponse[] }> {
    if (!isUuid(id)) throw BillingErrors.subscriptionNotFound();
    const { entities, raw } = await this.adminQuery().where('s.id = :id', { id }).getRawAndEntities();
    if (!entities[0]) throw BillingErrors.subscriptionNotFound();
    return { ...toAdminSubscription(entities[0], raw[0] as RawJoin), transactions: await this.transactions.forSubscription(id) };
  }

  /**
   * Staff set status, expiry and plan freely (spec 002 §4). Making a subscription active cancels
   * the user's other active one: one active plan per artist holds here too.
   */
  async adminUpdate(id: string, changes: SubscriptionChanges): Promise<AdminSubscriptionResponse & { transactions: AdminTransactionResponse[] }> {
    if (!isUuid(id)) throw BillingErrors.subscriptionNotFound();
    if (changes.planId !== undefined && !(isUuid(changes.planId) && (await this.plans.existsBy({ id: changes.planId })))) {
      throw BillingErrors.planNotFound();
    }
    await this.dataSource.transaction(async (m) => {
      const repo = m.getRepository(Subscription);
      const sub = await repo.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!sub) throw BillingErrors.subscriptionNotFound();
      await m.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`billing:user:${sub.userId}`]);
      if (changes.status === 'active' && sub.status !== 'active') {
        const other = await repo.findOneBy({ userId: sub.userId, status: 'active' });
        if (other) {
          other.status = 'canceled';
          await repo.save(other);
        }
      }
      sub.status = changes.status;
      sub.expiresAt = changes.expiresAt;
      if (changes.planId) sub.planId = changes.planId;
      await repo.save(sub);
    });
    return this.adminGet(id);
  }

  private adminQuery() {
    return this.subscriptions
      .createQueryBuilder('s')
      .leftJoin(User, 'u', 'u.id = s.user_id')
      .leftJoin(Plan, 'p', 'p.id = s.plan_id')
      .addSelect(['u.name AS user_name', 'u.email AS user_email', 'p.name AS plan_name', 'p.price_cents AS plan_price_cents', 'p.currency AS plan_currency']);
  }
}

interface RawJoin {
  s_id: string;
  user_name: string | null;
  user_email: string | null;
  plan_name: string | null;
  plan_price_cents: string | number | null;
  plan_currency: string | null;
}

function toAdminSubscription(s: Subscription, r: RawJoin | undefined): AdminSubscriptionResponse {
  return {
    id: s.id,
    user_id: s.userId,
    user_name: r?.user_name ?? null,
    user_email: r?.user_email ?? null,
    plan_id: s.planId,
    plan_name: r?.plan_name ?? null,
    plan_price: r?.plan_price_cents === null || r?.plan_price_cents === undefined ? null : centsToAmount(Number(r.plan_price_cents)),
    plan_currency: r?.plan_currency ?? null,
    status: s.status,
    payment_gateway: s.paymentGateway,
    expires_at: s.expiresAt,
    current_period_start: s.currentPeriodStart,
    current_period_end: s.currentPeriodEnd,
    created_at: s.createdAt,
    updated_at: s.updatedAt,
  };
}
