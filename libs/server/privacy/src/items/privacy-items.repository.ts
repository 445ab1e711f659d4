import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { PrivacyItem } from './privacy-item.entity';

@Injectable()
export class PrivacyItemsRepository {
  constructor(@InjectRepository(PrivacyItem) private readonly items: Repository<PrivacyItem>) {}

  private repo(manager?: EntityManager): Repository<PrivacyItem> {
    return manager ? manager.getRepository(PrivacyItem) : this.items;
  }

  newestForUser(userId: string, limit: number, manager?: EntityManager): Promise<PrivacyItem[]> {
    return this.repo(manager).find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  // save(), not insert(): entity subscribers (the audit log, once the entity is @Auditable()) only see saves.
  insert(userId: string, name: string, manager?: EntityManager): Promise<PrivacyItem> {
    const repo = this.repo(manager);
    return repo.save(repo.create({ userId, name }));
  }
}
