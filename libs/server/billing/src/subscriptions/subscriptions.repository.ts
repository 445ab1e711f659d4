import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { Plan } from '../plans/plan.entity';
import { Subscription } from './subscription.entity';

/** The named queries on `subscriptions`. Pass `manager` to run inside a transaction. */
@Injectable()
export class SubscriptionsRepository {
  constructor(@InjectRepository(Subscription) private readonly subscriptions: Repository<Subscription>) {}

  private repo(manager?: EntityManager): Repository<Subscription> {
    return manager ? manager.getRepository(Subscription) : this.subscriptions;
  }

  /** The user's one active subscription (a partial unique index keeps it to one). */
  findActive(userId: string, manager?: EntityManager): Promise<Subscription | null> {
    return this.repo(manager).findOneBy({ userId, status: 'active' });
  }

  findById(id: string, manager?: EntityManager): Promise<Subscription | null> {
    return this.repo(manager).findOneBy({ id });
  }

  /** Locks the row for the rest of the transaction (concurrent staff edits). */
  findByIdForUpdate(id: string, manager: EntityManager): Promise<Subscription | null> {
    return manager.getRepository(Subscription).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  existsForPlan(planId: string): Promise<boolean> {
    return this.subscriptions.existsBy({ planId });
  }

  create(fields: Partial<Subscription>, manager?: EntityManager): Subscription {
    return this.repo(manager).create(fields);
  }

  /** Insert or update through save(), so the audit log records the change. */
  save(subscription: Subscription, manager?: EntityManager): Promise<Subscription> {
    return this.repo(manager).save(subscription);
  }

  /** The back office's list and detail (`s`, with its plan as `p`, both billing's own tables). */
  adminQuery(): SelectQueryBuilder<Subscription> {
    return this.subscriptions.createQueryBuilder('s').leftJoin(Plan, 'p', 'p.id = s.plan_id');
  }
}
