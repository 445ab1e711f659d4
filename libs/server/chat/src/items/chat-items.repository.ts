import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { ChatItem } from './chat-item.entity';

@Injectable()
export class ChatItemsRepository {
  constructor(@InjectRepository(ChatItem) private readonly items: Repository<ChatItem>) {}

  private repo(manager?: EntityManager): Repository<ChatItem> {
    return manager ? manager.getRepository(ChatItem) : this.items;
  }

  newestForUser(userId: string, limit: number, manager?: EntityManager): Promise<ChatItem[]> {
    return this.repo(manager).find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  // save(), not insert(): entity subscribers (the audit log, once the entity is @Auditable()) only see saves.
  insert(userId: string, name: string, manager?: EntityManager): Promise<ChatItem> {
    const repo = this.repo(manager);
    return repo.save(repo.create({ userId, name }));
  }
}
