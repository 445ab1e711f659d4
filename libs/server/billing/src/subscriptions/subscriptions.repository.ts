import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { USER_SUMMARIES_VIEW } from '@soundpost/server-auth';
import { lockOne } from '@soundpost/server-core/locks';
import { EntityManager, LessThanOrEqual, Repository, SelectQueryBuilder } from 'typeorm';
import { Plan } from '../plans/plan.entity';
import { Subscription } from './subscription.entity';

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

  findByIdForUpdate(id: string, manager: EntityManager): Promise<Subscription | null> {
    return lockOne(manager, Subscription, { id });
  }

  dueToExpire(now: Date, limit: number): Promise<Array<Pick<Subscription, 'id' | 'userId'>>> {
    return this.subscriptions.find({
      select: { id: true, userId: true },
      where: { status: 'active', currentPeriodEnd: LessThanOrEqual(now) },
      order: { currentPeriodEnd: 'ASC', id: 'ASC' },
      take: limit,
    });
  }

  async planCountsForRole(role: string): Promise<{ accounts: number; paid: number }> {
    const [row]: Array<{ accounts: number; paid: number }> = await this.subscriptions.query(
      `SELECT count(*)::int AS accounts, (count(*) FILTER (WHERE p.price_cents > 0))::int AS paid
         FROM ${USER_SUMMARIES_VIEW} u
         LEFT JOIN subscriptions s ON s.user_id = u.id AND s.status = 'active'
         LEFT JOIN plans p ON p.id = s.plan_id
        WHERE $1 = ANY (u.roles)`,
      [role],
    );
    return { accounts: row.accounts, paid: row.paid };
  }

  existsForPlan(planId: string): Promise<boolean> {
    return this.subscriptions.existsBy({ planId });
  }

  create(fields: Partial<Subscription>, manager?: EntityManager): Subscription {
    return this.repo(manager).create(fields);
  }

  save(subscription: Subscription, manager?: EntityManager): Promise<Subscription> {
    return this.repo(manager).save(subscription);
  }

  adminQuery(): SelectQueryBuilder<Subscription> {
    return this.subscriptions.createQueryBuilder('s').leftJoin(Plan, 'p', 'p.id = s.plan_id');
  }
}
