import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { Store } from './store.entity';

@Injectable()
export class StoresRepository {
  constructor(@InjectRepository(Store) private readonly repo: Repository<Store>) {}

  listActive(): Promise<Store[]> {
    return this.repo.find({
      select: { id: true, name: true, kind: true, active: true, supportsTimedRelease: true, supportsContentId: true, isRegional: true, sortOrder: true },
      where: { active: true },
      order: { sortOrder: 'ASC', name: 'ASC' },
    });
  }

  async activeIdsAmong(ids: string[], manager?: EntityManager): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const repo = manager ? manager.getRepository(Store) : this.repo;
    const rows = await repo.find({ select: { id: true }, where: { id: In(ids), active: true } });
    return new Set(rows.map((s) => s.id));
  }

  /** The first `limit` active stores in rank order (sort_order); every active one when limit is null. */
  async topRankedIds(limit: number | null, manager?: EntityManager): Promise<string[]> {
    const rows = await (manager ? manager.getRepository(Store) : this.repo).find({
      select: { id: true },
      where: { active: true },
      order: { sortOrder: 'ASC', name: 'ASC' },
      ...(limit === null ? {} : { take: limit }),
    });
    return rows.map((s) => s.id);
  }

  async activeIds(): Promise<Set<string>> {
    const rows = await this.repo.find({ select: { id: true }, where: { active: true } });
    return new Set(rows.map((s) => s.id));
  }

  byIds(ids: string[], manager?: EntityManager): Promise<Store[]> {
    if (!ids.length) return Promise.resolve([]);
    return (manager ? manager.getRepository(Store) : this.repo).find({ where: { id: In(ids) }, order: { sortOrder: 'ASC' } });
  }

  all(): Promise<Store[]> {
    return this.repo.find({ order: { sortOrder: 'ASC' } });
  }

  /** `active` is kept: an operator may have switched a store off. */
  async upsertCatalogue(rows: Array<Partial<Store>>, manager?: EntityManager): Promise<void> {
    await (manager ?? this.repo.manager)
      .createQueryBuilder()
      .insert()
      .into(Store)
      .values(rows)
      .orUpdate(['name', 'kind', 'logo_svg', 'supports_timed_release', 'supports_content_id', 'is_regional', 'sort_order'], ['id'])
      .execute();
  }

  /** Inactive ones too: old releases still show them. */
  async logoOf(id: string): Promise<{ logoSvg: string; updatedAt: Date } | null> {
    return this.repo.findOne({ select: { logoSvg: true, updatedAt: true }, where: { id } });
  }
}
