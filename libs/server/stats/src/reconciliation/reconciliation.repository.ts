import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { RECONCILIATION_RULES } from '@soundpost/contracts';
import { applyListQuery, type ListQuery, type ListSpec } from '@soundpost/server-core/lists';
import { DataSource, EntityManager } from 'typeorm';
import { reconciliationStatusSql } from './reconciliation-rule';
import { lateReportsListSpec, missingRevenueListSpec, storeSettingsListSpec } from './reconciliation.lists';

export interface StoreSettingRow {
  store_id: string;
  store_name: string;
  active: boolean;
  reporting_lag_days: number;
  is_default: boolean;
  updated_at: Date | null;
}

export interface MissingRevenueDbRow {
  id: string;
  month_key: string;
  store_id: string;
  store_name: string | null;
  release_id: string;
  release_title: string | null;
  track_id: string | null;
  track_title: string | null;
  isrc: string | null;
  owner_user_id: string;
  artist_name: string | null;
  streamed: string;
  paid: string;
  lag_days: number;
}

export interface LateReportDbRow {
  id: string;
  month_key: string;
  store_id: string;
  store_name: string | null;
  lag_days: number;
  due_text: string;
  days_overdue: number;
  streams: string;
}

export interface ArtistReconciliationDbRow {
  month: string;
  store_id: string;
  store_name: string | null;
  release_id: string;
  track_id: string | null;
  streamed: string;
  paid: string;
  lag_days: number;
  covered: boolean;
}

const DEFAULT_LAG = RECONCILIATION_RULES.defaultLagDays;
/** A posted royalty import of the row's store covers some of its month. */
/** The first day of each month these days fall in. */
const monthsOf = (days: string[]) => [...new Set(days.map((d) => `${d.slice(0, 7)}-01`))];

const COVERED = (alias: string) =>
  `EXISTS (SELECT 1 FROM royalty_posted_periods c WHERE c.store_id = ${alias}.store_id AND c.period_start < ${alias}.month + interval '1 month' AND c.period_end >= ${alias}.month)`;

/**
 * Reconciliation reads: the monthly stream totals stats keeps, the paid units and covered periods royalties publishes
 * (`royalty_paid_units`, `royalty_posted_periods`), each store's lag; never the daily rows.
 */
@Injectable()
export class ReconciliationRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Adds (+1) or takes back (-1) these days' rollups of this store in the monthly totals, in the import's transaction:
   * taken back before a correction replaces the days, added once the new rollups are written. Reads the days' rollups
   * only, where summing the whole month again grew with every day the month already held.
   */
  async shiftMonthlyTotals(manager: EntityManager, storeId: string, days: string[], sign: 1 | -1): Promise<void> {
    await manager.query(
      `INSERT INTO stats_monthly_totals AS t (month, store_id, release_id, track_id, owner_user_id, streams)
       SELECT date_trunc('month', day)::date, store_id, release_id, track_id, owner_user_id, sum(streams)
         FROM stats_rollups
        WHERE store_id = $1 AND day = ANY($2::date[])
        GROUP BY 1, store_id, release_id, track_id, owner_user_id
       ON CONFLICT ON CONSTRAINT stats_monthly_totals_key DO UPDATE SET streams = t.streams + $3::int * EXCLUDED.streams`,
      [storeId, days, sign],
    );
    if (sign < 0) {
      await manager.query(`DELETE FROM stats_monthly_totals WHERE store_id = $1 AND month = ANY($2::date[]) AND streams = 0`, [storeId, monthsOf(days)]);
    }
  }

  async storeSettingsPage(list: ListQuery): Promise<{ rows: StoreSettingRow[]; total: number }> {
    const sql = `SELECT s.store_id, s.name AS store_name, s.active, COALESCE(l.reporting_lag_days, ${DEFAULT_LAG}) AS reporting_lag_days,
                        l.store_id IS NULL AS is_default, l.updated_at
                   FROM release_catalogue_stores s LEFT JOIN stats_store_settings l ON l.store_id = s.store_id`;
    return this.page<StoreSettingRow>(sql, {}, list, storeSettingsListSpec);
  }

  async storeSetting(storeId: string, manager: EntityManager = this.db.manager): Promise<StoreSettingRow | null> {
    const [row] = await manager.query(
      `SELECT s.store_id, s.name AS store_name, s.active, COALESCE(l.reporting_lag_days, ${DEFAULT_LAG}) AS reporting_lag_days,
              l.store_id IS NULL AS is_default, l.updated_at
         FROM release_catalogue_stores s LEFT JOIN stats_store_settings l ON l.store_id = s.store_id
        WHERE s.store_id = $1`,
      [storeId],
    );
    return row ?? null;
  }

  async saveLag(manager: EntityManager, storeId: string, lagDays: number): Promise<void> {
    await manager.query(
      `INSERT INTO stats_store_settings (store_id, reporting_lag_days) VALUES ($1, $2)
       ON CONFLICT (store_id) DO UPDATE SET reporting_lag_days = EXCLUDED.reporting_lag_days, updated_at = now()`,
      [storeId, lagDays],
    );
  }

  /** Every (track, store, month) flagged `gap` today, with names for the screen. */
  async missingRevenuePage(list: ListQuery, today: string): Promise<{ rows: MissingRevenueDbRow[]; total: number }> {
    const status = reconciliationStatusSql({ month: 'f.month', lagDays: 'f.lag_days', streamed: 'f.streamed', paid: 'f.paid', covered: 'f.covered', today: ':today::date' });
    const sql = `
      SELECT f.*, to_char(f.month, 'YYYY-MM') AS month_key, (f.streamed - f.paid)::float8 / NULLIF(f.streamed, 0) AS gap_ratio, cs.name AS store_name,
             ct.track_title, ct.isrc, cr.release_title, u.name AS artist_name
        FROM (SELECT to_char(t.month, 'YYYY-MM') || ':' || t.store_id || ':' || t.release_id || ':' || COALESCE(t.track_id::text, '') AS id,
                     t.month, t.store_id, t.release_id, t.track_id, t.owner_user_id, t.streams AS streamed,
                     COALESCE((SELECT sum(p.units) FROM royalty_paid_units p
                                WHERE p.store_id = t.store_id AND p.month = t.month AND p.release_id = t.release_id
                                  AND p.track_id IS NOT DISTINCT FROM t.track_id), 0) AS paid,
                     COALESCE(l.reporting_lag_days, ${DEFAULT_LAG}) AS lag_days, ${COVERED('t')} AS covered
                FROM stats_monthly_totals t LEFT JOIN stats_store_settings l ON l.store_id = t.store_id) f
        LEFT JOIN release_catalogue_stores cs ON cs.store_id = f.store_id
        LEFT JOIN release_catalogue_tracks ct ON ct.track_id = f.track_id
        LEFT JOIN release_catalogue_releases cr ON cr.release_id = f.release_id
        LEFT JOIN auth_user_summaries u ON u.id = f.owner_user_id
       WHERE ${status} = 'gap'`;
    return this.page<MissingRevenueDbRow>(sql, { today }, list, missingRevenueListSpec);
  }

  /** Each (store, month) with trends and no posted royalty import covering it, past the store's lag: summed first, then looked up once per month. */
  async lateReportsPage(list: ListQuery, today: string): Promise<{ rows: LateReportDbRow[]; total: number }> {
    const sql = `
      SELECT g.*, to_char(g.month, 'YYYY-MM') AS month_key, to_char(g.due_date, 'YYYY-MM-DD') AS due_text, (:today::date - g.due_date) AS days_overdue, cs.name AS store_name
        FROM (SELECT m.month_id AS id, m.month, m.store_id, m.streams, COALESCE(l.reporting_lag_days, ${DEFAULT_LAG}) AS lag_days,
                     (m.month + interval '1 month' - interval '1 day')::date + COALESCE(l.reporting_lag_days, ${DEFAULT_LAG}) AS due_date
                FROM (SELECT to_char(month, 'YYYY-MM') || ':' || store_id AS month_id, month, store_id, sum(streams) AS streams
                        FROM stats_monthly_totals GROUP BY month, store_id) m
                LEFT JOIN stats_store_settings l ON l.store_id = m.store_id
               WHERE NOT ${COVERED('m')}) g
        LEFT JOIN release_catalogue_stores cs ON cs.store_id = g.store_id
       WHERE g.due_date <= :today::date`;
    return this.page<LateReportDbRow>(sql, { today }, list, lateReportsListSpec);
  }

  /** One artist's streamed and paid figures per (month, store, release, track) between two months (YYYY-MM-01), both sides summed by key. */
  artistRows(ownerId: string, from: string, to: string): Promise<ArtistReconciliationDbRow[]> {
    return this.db.query(
      `SELECT to_char(k.month, 'YYYY-MM-DD') AS month, k.store_id, cs.name AS store_name, k.release_id, k.track_id,
              k.streamed::text, k.paid::text, COALESCE(l.reporting_lag_days, ${DEFAULT_LAG}) AS lag_days, ${COVERED('k')} AS covered
         FROM (SELECT month, store_id, release_id, track_id, sum(streamed) AS streamed, sum(paid) AS paid
                 FROM (SELECT month, store_id, release_id, track_id, streams AS streamed, 0::bigint AS paid
                         FROM stats_monthly_totals WHERE owner_user_id = $1 AND month BETWEEN $2::date AND $3::date
                       UNION ALL
                       SELECT month, store_id, release_id, track_id, 0, units
                         FROM royalty_paid_units WHERE owner_user_id = $1 AND month BETWEEN $2::date AND $3::date) x
                GROUP BY month, store_id, release_id, track_id) k
         LEFT JOIN stats_store_settings l ON l.store_id = k.store_id
         LEFT JOIN release_catalogue_stores cs ON cs.store_id = k.store_id
        ORDER BY k.month DESC, cs.name, k.store_id`,
      [ownerId, from, to],
    );
  }

  /** A list over a statement: the list's filters, order and page applied outside it, and the rows it matches counted. */
  private async page<T>(sql: string, params: Record<string, unknown>, list: ListQuery, spec: ListSpec): Promise<{ rows: T[]; total: number }> {
    const qb = this.db.createQueryBuilder().select('r.*').from(`(${sql})`, 'r').setParameters(params);
    applyListQuery(qb, list, spec);
    const counted = qb.clone().select('count(*)::int', 'total').orderBy().offset(undefined).limit(undefined);
    const [rows, count] = await Promise.all([qb.getRawMany<T>(), counted.getRawOne<{ total: number }>()]);
    return { rows, total: count?.total ?? 0 };
  }
}
