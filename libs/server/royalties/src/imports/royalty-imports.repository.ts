import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { findPage, type ListQuery, type Page } from '@soundpost/server-core/lists';
import { lockOne } from '@soundpost/server-core/locks';
import { EntityManager, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { RoyaltyImport } from './royalty-import.entity';
import { royaltyImportsListSpec } from './royalty-imports.list';

@Injectable()
export class RoyaltyImportsRepository {
  constructor(@InjectRepository(RoyaltyImport) private readonly imports: Repository<RoyaltyImport>) {}

  private repo(manager?: EntityManager): Repository<RoyaltyImport> {
    return manager ? manager.getRepository(RoyaltyImport) : this.imports;
  }

  findById(id: string): Promise<RoyaltyImport | null> {
    return this.imports.findOneBy({ id });
  }

  /** A second post, match or delete of the same import waits here, then sees what the first did. */
  lockById(manager: EntityManager, id: string): Promise<RoyaltyImport | null> {
    return lockOne(manager, RoyaltyImport, { id });
  }

  findByChecksum(checksum: string): Promise<Pick<RoyaltyImport, 'id' | 'createdAt'> | null> {
    return this.imports.findOne({ where: { checksum }, select: { id: true, createdAt: true } });
  }

  existsWithFileName(fileName: string): Promise<boolean> {
    return this.imports.existsBy({ fileName });
  }

  page<T>(list: ListQuery, map: (row: RoyaltyImport) => T): Promise<Page<T>> {
    return findPage(this.imports.createQueryBuilder('i'), list, royaltyImportsListSpec, map);
  }

  insert(manager: EntityManager, row: Partial<RoyaltyImport>): Promise<RoyaltyImport> {
    const repo = this.repo(manager);
    return repo.save(repo.create(row));
  }

  async update(manager: EntityManager, id: string, changes: QueryDeepPartialEntity<RoyaltyImport>): Promise<void> {
    await this.repo(manager).update(id, changes);
  }

  async delete(manager: EntityManager, id: string): Promise<void> {
    await this.repo(manager).delete(id);
  }

  async moveHeldToCredited(manager: EntityManager, id: string, amountCents: number): Promise<void> {
    await manager.query('UPDATE royalty_imports SET held_cents = held_cents - $2, credited_cents = credited_cents + $2 WHERE id = $1', [id, amountCents]);
  }
}
