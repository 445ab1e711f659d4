import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { Store } from './store.entity';

/** Named queries over the store catalogue. */
@Injectable()
export class StoresRepository {
  constructor(@InjectRepository(Store) private readonly repo: Repository<Store>) {}

  /** Active stores in catalogue order (without their logo markup). */
  listActive(): Promise<Store[]> {
    return this.repo.find({
      select: { id: true, name: true, kind: true, active: true, supportsTimedRelease: true, supportsContentId: true, isRegional: true, sortOrder: true },
      where: { active: true },
      order: { sortOrder: 'ASC', name: 'ASC' },
    });
  }

  /** The active ones among `ids`. */
  async activeIdsAmong(ids: string[], manager?: EntityManager): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const repo = manager ? manager.getRepository(Store) : this.repo;
    const rows = await repo.find({ select: { id: true }, where: { id: In(ids), active: true } });
    return new Set(rows.map((s) => s.id));
  }

  async activeIds(): Promise<Set<string>> {
    const rows = await this.repo.find({ select: { id: true }, where: { active: true } });
    return new Set(rows.map((s) => s.id));
  }

  /** The logo of any catalogue store (inactive ones too: old releases still show them). */
  async logoOf(id: string): Promise<{ logoSvg: string; updatedAt: Date } | null> {
    return this.repo.findOne({ select: { logoSvg: true, updatedAt: true }, where: { id } });
  }
}
