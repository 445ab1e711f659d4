import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { TaxItem } from './tax-item.entity';

@Injectable()
export class TaxItemsRepository {
  constructor(@InjectRepository(TaxItem) private readonly items: Repository<TaxItem>) {}

  private repo(manager?: EntityManager): Repository<TaxItem> {
    return manager ? manager.getRepository(TaxItem) : this.items;
  }

  newestForUser(userId: string, limit: number, manager?: EntityManager): Promise<TaxItem[]> {
    return this.repo(manager).find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  // save(), not insert(): entity subscribers (the audit log, once the entity is @Auditable()) only see saves.
  insert(userId: string, name: string, manager?: EntityManager): Promise<TaxItem> {
    const repo = this.repo(manager);
    return repo.save(repo.create({ userId, name }));
  }
}
