import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { applyListQuery, ListQuery } from '@soundpost/server-core';
import { EntityManager, In, Repository, SelectQueryBuilder } from 'typeorm';
import { Release } from '../releases/release.entity';
import { adminReleasesListSpec } from './admin-releases.list';

export interface ReleaseOwner {
  id: string;
  name: string;
  email: string;
}

/**
 * Below this many matching rows the list total is exact; above it, counting would cost more than
 * the page itself, so the planner's estimate is answered instead (never less than the rows seen).
 */
export const EXACT_COUNT_LIMIT = 10_000;
/** Statistics-based estimates (no text search) above this are answered as they are. */
const ESTIMATE_TRUSTED_ABOVE = 50_000;

/** The staff release list's queries (spec 002 §7), shaped for a million releases. */
@Injectable()
export class AdminReleasesRepository {
  constructor(@InjectRepository(Release) private readonly releases: Repository<Release>) {}

  private filtered(list: ListQuery): SelectQueryBuilder<Release> {
    const qb = applyListQuery(this.releases.createQueryBuilder('r').select('r.id', 'id'), list, adminReleasesListSpec);
    // created_at is NOT NULL, so the helper's NULLS FIRST/LAST changes nothing but would keep
    // Postgres from walking the plain (created_at, id) index: order without it.
    return qb.orderBy('r.created_at', list.sortDir).addOrderBy('r.id', list.sortDir);
  }

  /**
   * One page: first the page's ids from the index alone (a narrow scan however deep the page is),
   * then the full rows for just those ids. A short page tells its own total; only a full one is
   * counted.
   */
  async findPage(list: ListQuery): Promise<{ rows: Release[]; total: number }> {
    const ids = (await this.filtered(list).getRawMany<{ id: string }>()).map((r) => r.id);
    const knownTotal = ids.length < list.perPage && (ids.length > 0 || list.offset === 0) ? list.offset + ids.length : null;
    const [found, total] = await Promise.all([
      ids.length ? this.releases.findBy({ id: In(ids) }) : Promise.resolve([]),
      knownTotal ?? this.count(list, ids.length),
    ]);
    const byId = new Map(found.map((r) => [r.id, r]));
    return { rows: ids.map((id) => byId.get(id)).filter((r): r is Release => Boolean(r)), total };
  }

  /**
   * Exact up to EXACT_COUNT_LIMIT rows, else the planner's estimate. Without a search the estimate
   * comes from the table statistics and is close, so a large one is answered without counting at
   * all; a text search's estimate is a guess, so there the capped count always runs first.
   */
  private async count(list: ListQuery, pageRows: number): Promise<number> {
    const [sql, params] = this.filtered(list).orderBy().offset(undefined).limit(undefined).getQueryAndParameters();
    const seen = pageRows ? list.offset + pageRows : 0;
    // An estimate never hides a page that came back full (there may be more after it).
    const atLeast = seen + (pageRows === list.perPage ? 1 : 0);
    const estimate = async () => {
      const [plan] = await this.releases.query(`EXPLAIN (FORMAT JSON) ${sql}`, params);
      return Math.round(Number(plan['QUERY PLAN'][0].Plan['Plan Rows']) || 0);
    };
    if (!list.q) {
      const planned = await estimate();
      if (planned > ESTIMATE_TRUSTED_ABOVE) return Math.max(planned, atLeast);
    }
    const [{ n }] = await this.releases.query(`SELECT count(*)::int AS n FROM (${sql} LIMIT ${EXACT_COUNT_LIMIT + 1}) capped`, params);
    if (n <= EXACT_COUNT_LIMIT) return Math.max(n, seen);
    return Math.max(await estimate(), EXACT_COUNT_LIMIT + 1, atLeast);
  }

  async ownersOf(userIds: string[], manager?: EntityManager): Promise<Map<string, ReleaseOwner>> {
    const owners = new Map<string, ReleaseOwner>();
    if (!userIds.length) return owners;
    const rows: ReleaseOwner[] = await (manager ?? this.releases.manager).query(`SELECT id, name, email FROM users WHERE id = ANY($1::uuid[])`, [userIds]);
    for (const row of rows) owners.set(row.id, row);
    return owners;
  }
}
