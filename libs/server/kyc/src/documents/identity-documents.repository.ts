import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { IdentityDocument } from './identity-document.entity';

@Injectable()
export class IdentityDocumentsRepository {
  constructor(@InjectRepository(IdentityDocument) private readonly documents: Repository<IdentityDocument>) {}

  private repo(manager?: EntityManager): Repository<IdentityDocument> {
    return manager ? manager.getRepository(IdentityDocument) : this.documents;
  }

  /** Inserts through save(), so the audit log records the upload. */
  save(document: IdentityDocument, manager?: EntityManager): Promise<IdentityDocument> {
    return this.repo(manager).save(document);
  }

  create(fields: Partial<IdentityDocument>, manager?: EntityManager): IdentityDocument {
    return this.repo(manager).create(fields);
  }

  latestOf(userId: string, manager?: EntityManager): Promise<IdentityDocument | null> {
    return this.repo(manager).findOne({ where: { userId }, order: { uploadedAt: 'DESC', id: 'DESC' } });
  }

  listOf(userId: string): Promise<IdentityDocument[]> {
    return this.documents.find({ where: { userId }, order: { uploadedAt: 'DESC', id: 'DESC' } });
  }

  findOwned(userId: string, id: string): Promise<IdentityDocument | null> {
    return this.documents.findOneBy({ id, userId });
  }

  async latestKeysOf(userIds: string[]): Promise<Map<string, string>> {
    if (!userIds.length) return new Map();
    const rows = await this.documents
      .createQueryBuilder('d')
      .select(['d.userId', 'd.storageKey'])
      .distinctOn(['d.user_id'])
      .where({ userId: In(userIds) })
      .orderBy('d.user_id')
      .addOrderBy('d.uploaded_at', 'DESC')
      .addOrderBy('d.id', 'DESC')
      .getMany();
    return new Map(rows.map((d) => [d.userId, d.storageKey]));
  }

  async keysOf(userId: string): Promise<string[]> {
    const rows = await this.documents.find({ where: { userId }, select: { id: true, storageKey: true } });
    return rows.map((d) => d.storageKey);
  }
}
