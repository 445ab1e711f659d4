import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { USER_SUMMARIES_VIEW } from '@soundpost/server-auth';
import { lockOne } from '@soundpost/server-core/locks';
import { EntityManager, LessThanOrEqual, Repository, SelectQueryBuilder } from 'typeorm';
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
    return lockOne(manager, Subscription, { id });
  }

  /** Active subscriptions whose paid period ended by `now`, the earliest first. */
  dueToExpire(now: Date, limit: number): Promise<Array<Pick<Subscription, 'id' | 'userId'>>> {
    return this.subscriptions.find({
      select: { id: true, userId: true },
      where: { status: 'active', currentPeriodEnd: LessThanOrEqual(now) },
      order: { currentPeriodEnd: 'ASC', id: 'ASC' },
      take: limit,
    });
  }

  /**
   * Accounts holding `role`, and how many of them hold an active subscription to a paid plan
   * (auth's published view joined to billing's own tables).
   */
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

  /** Insert or update through save(), so the audit log records the change. */
  save(subscription: Subscription, manager?: EntityManager): Promise<Subscription> {
    return this.repo(manager).save(subscription);
  }

  /** The back office's list and detail (`s`, with its plan as `p`, both billing's own tables). */
  adminQuery(): SelectQueryBuilder<Subscription> {
    return this.subscriptions.createQueryBuilder('s').leftJoin(Plan, 'p', 'p.id = s.plan_id');
  }
}
