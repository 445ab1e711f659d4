import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { lockOne } from '@soundpost/server-core/locks';
import { EntityManager, IsNull, Repository, SelectQueryBuilder } from 'typeorm';
import { Plan } from '../plans/plan.entity';
import { BillingTransaction, PaymentGateway } from './billing-transaction.entity';

@Injectable()
export class BillingTransactionsRepository {
  constructor(@InjectRepository(BillingTransaction) private readonly transactions: Repository<BillingTransaction>) {}

  private repo(manager?: EntityManager): Repository<BillingTransaction> {
    return manager ? manager.getRepository(BillingTransaction) : this.transactions;
  }

  findById(id: string): Promise<BillingTransaction | null> {
    return this.transactions.findOneBy({ id });
  }

  findByRef(gateway: PaymentGateway, providerRef: string): Promise<BillingTransaction | null> {
    return this.transactions.findOneBy({ gateway, providerRef });
  }

  existsByRef(gateway: PaymentGateway, providerRef: string): Promise<boolean> {
    return this.transactions.existsBy({ gateway, providerRef });
  }

  existsForPlan(planId: string): Promise<boolean> {
    return this.transactions.existsBy({ planId });
  }

  findByRefForUpdate(gateway: PaymentGateway, providerRef: string, manager: EntityManager): Promise<BillingTransaction | null> {
    return lockOne(manager, BillingTransaction, { gateway, providerRef });
  }

  findByIdForUpdate(id: string, manager: EntityManager): Promise<BillingTransaction | null> {
    return lockOne(manager, BillingTransaction, { id });
  }

  findOpenManual(
    userId: string,
    plan: Pick<Plan, 'id' | 'priceCents' | 'currency'>,
    creditSubscriptionId: string | null,
    manager: EntityManager,
  ): Promise<BillingTransaction | null> {
    return manager.getRepository(BillingTransaction).findOne({
      where: { userId, planId: plan.id, gateway: 'manual', status: 'pending', priceCents: plan.priceCents, currency: plan.currency, creditSubscriptionId: creditSubscriptionId ?? IsNull() },
      order: { createdAt: 'DESC' },
    });
  }

  findPaidForSubscription(subscriptionId: string, manager?: EntityManager): Promise<BillingTransaction | null> {
    return this.repo(manager).findOne({ where: { subscriptionId, status: 'paid' }, order: { paidAt: 'DESC' } });
  }

  /** A pending transaction the provider could not start becomes failed (a paid one is never touched). */
  async failIfPending(id: string, description: string): Promise<void> {
    await this.transactions.update({ id, status: 'pending' }, { status: 'failed', description });
  }

  create(fields: Partial<BillingTransaction>, manager?: EntityManager): BillingTransaction {
    return this.repo(manager).create(fields);
  }

  save(transaction: BillingTransaction, manager?: EntityManager): Promise<BillingTransaction> {
    return this.repo(manager).save(transaction);
  }

  artistQuery(userId: string): SelectQueryBuilder<BillingTransaction> {
    return this.transactions.createQueryBuilder('t').where('t.user_id = :userId', { userId });
  }

  adminQuery(): SelectQueryBuilder<BillingTransaction> {
    return this.transactions.createQueryBuilder('t').leftJoin(Plan, 'p', 'p.id = t.plan_id');
  }
}
