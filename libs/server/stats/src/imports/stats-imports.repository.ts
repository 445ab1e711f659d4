import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { findPage, type ListQuery, type Page } from '@soundpost/server-core/lists';
import { EntityManager, Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { StatsImport } from './stats-import.entity';
import { statsImportsListSpec } from './stats-imports.list';

@Injectable()
export class StatsImportsRepository {
  constructor(@InjectRepository(StatsImport) private readonly imports: Repository<StatsImport>) {}

  private repo(manager?: EntityManager): Repository<StatsImport> {
    return manager ? manager.getRepository(StatsImport) : this.imports;
  }

  findById(id: string, manager?: EntityManager): Promise<StatsImport | null> {
    return this.repo(manager).findOneBy({ id });
  }

  findByChecksum(checksum: string): Promise<Pick<StatsImport, 'id' | 'createdAt'> | null> {
    return this.imports.findOne({ where: { checksum }, select: { id: true, createdAt: true } });
  }

  existsWithFileName(fileName: string): Promise<boolean> {
    return this.imports.existsBy({ fileName });
  }

  page<T>(list: ListQuery, map: (row: StatsImport) => T): Promise<Page<T>> {
    return findPage(this.imports.createQueryBuilder('i'), list, statsImportsListSpec, map);
  }

  insert(manager: EntityManager, row: Partial<StatsImport>): Promise<StatsImport> {
    const repo = this.repo(manager);
    return repo.save(repo.create(row));
  }

  async update(manager: EntityManager, id: string, changes: QueryDeepPartialEntity<StatsImport>): Promise<void> {
    await this.repo(manager).update(id, changes);
  }
}
