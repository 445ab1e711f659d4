import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { USER_SUMMARIES_VIEW } from '@soundpost/server-auth';
import { applyListQuery, ListQuery } from '@soundpost/server-core/lists';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { Release } from '../releases/release.entity';
import { adminReleasesListSpec } from './admin-releases.list';

export interface ReleaseOwner {
  id: string;
  name: string;
  email: string;
}

export interface AdminReleaseListRecord {
  id: string;
  release_number: number;
  user_id: string;
  title: string | null;
  upc: string | null;
  catalog_number: string | null;
  label_name: string | null;
  release_type: string;
  genre_primary: string | null;
  genre_secondary: string | null;
  /** 'YYYY-MM-DD', read as text as the entity reads its date column. */
  release_date: string | null;
  workflow_stage: string;
  status: string;
  cover_art_key: string | null;
  created_at: Date;
  artist_name: string | null;
  owner_name: string | null;
  owner_email: string | null;
  tracks_count: number;
}

/** Above this many rows counting costs more than the page itself: the planner's estimate is answered. */
export const EXACT_COUNT_LIMIT = 10_000;
const ESTIMATE_TRUSTED_ABOVE = 50_000;

@Injectable()
export class AdminReleasesRepository {
  constructor(@InjectRepository(Release) private readonly releases: Repository<Release>) {}

  private filtered(list: ListQuery): SelectQueryBuilder<Release> {
    const qb = applyListQuery(this.releases.createQueryBuilder('r').select('r.id', 'id'), list, adminReleasesListSpec);
    // created_at is NOT NULL, so the helper's NULLS FIRST/LAST changes nothing but would keep
    // Postgres from walking the plain (created_at, id) index: order without it.
    return qb.orderBy('r.created_at', list.sortDir).addOrderBy('r.id', list.sortDir);
  }

  /** One statement: the page's ids from the index alone (materialized, so the joins run for those rows only), then the list columns. */
  async findPage(list: ListQuery): Promise<{ rows: AdminReleaseListRecord[]; total: number }> {
    const [idsSql, params] = this.filtered(list).getQueryAndParameters();
    const dir = list.sortDir === 'ASC' ? 'ASC' : 'DESC';
    const rows: AdminReleaseListRecord[] = await this.releases.query(
      `WITH page AS MATERIALIZED (${idsSql})
       SELECT r.id, r.release_number, r.user_id, r.title, r.upc, r.catalog_number, r.label_name, r.release_type, r.genre_primary, r.genre_secondary,
              r.release_date::text AS release_date, r.workflow_stage, r.status, r.cover_art_key, r.created_at,
              da.name AS artist_name, u.name AS owner_name, u.email AS owner_email,
              (SELECT count(*)::int FROM tracks t WHERE t.release_id = r.id) AS tracks_count
         FROM page
         JOIN releases r ON r.id = page.id
         LEFT JOIN directory_artists da ON da.id = r.primary_artist_id
         LEFT JOIN ${USER_SUMMARIES_VIEW} u ON u.id = r.user_id
        ORDER BY r.created_at ${dir}, r.id ${dir}`,
      params,
    );
    const knownTotal = rows.length < list.perPage && (rows.length > 0 || list.offset === 0) ? list.offset + rows.length : null;
    return { rows, total: knownTotal ?? (await this.count(list, rows.length)) };
  }

  /** Without a search the statistics' estimate is close; a text search's is a guess, so the capped count runs first. */
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
    const rows: ReleaseOwner[] = await (manager ?? this.releases.manager).query(`SELECT id, name, email FROM ${USER_SUMMARIES_VIEW} WHERE id = ANY($1::uuid[])`, [userIds]);
    for (const row of rows) owners.set(row.id, row);
    return owners;
  }
}
