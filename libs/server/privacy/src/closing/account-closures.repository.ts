import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { applyListQuery, type ListQuery, type ListSpec } from '@soundpost/server-core/lists';
import { lockOne } from '@soundpost/server-core/locks';
import { EntityManager, Repository } from 'typeorm';
import { AccountClosure } from './account-closure.entity';

@Injectable()
export class AccountClosuresRepository {
  constructor(@InjectRepository(AccountClosure) private readonly closures: Repository<AccountClosure>) {}

  private repo(manager?: EntityManager): Repository<AccountClosure> {
    return manager ? manager.getRepository(AccountClosure) : this.closures;
  }

  findOfUser(userId: string, manager?: EntityManager): Promise<AccountClosure | null> {
    return this.repo(manager).findOneBy({ userId });
  }

  lockById(id: string, manager: EntityManager): Promise<AccountClosure | null> {
    return lockOne(manager, AccountClosure, { id });
  }

  /** Saved through the entity, so the audit log records it (its fields hold no personal data). */
  save(row: AccountClosure, manager: EntityManager): Promise<AccountClosure> {
    return manager.getRepository(AccountClosure).save(row);
  }

  create(values: Partial<AccountClosure>, manager: EntityManager): AccountClosure {
    return manager.getRepository(AccountClosure).create(values);
  }

  /** Pending closures (takedowns on their way), oldest first. */
  async closingIds(limit: number): Promise<string[]> {
    const rows = await this.closures.find({ select: { id: true }, where: { status: 'closing' }, order: { requestedAt: 'ASC', id: 'ASC' }, take: limit });
    return rows.map((r) => r.id);
  }

  adminPage(list: ListQuery, spec: ListSpec<AccountClosure>): Promise<[AccountClosure[], number]> {
    return applyListQuery(this.closures.createQueryBuilder('c'), list, spec).getManyAndCount();
  }
}
