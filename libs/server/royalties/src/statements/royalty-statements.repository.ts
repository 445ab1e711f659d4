import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { RoyaltyGroupBy, RoyaltyStatementLine } from '@soundpost/contracts';
import { DataSource } from 'typeorm';

const GROUPS: Record<RoyaltyGroupBy, { key: string; label: string; order: string }> = {
  month: { key: "to_char(l.month, 'YYYY-MM')", label: "to_char(l.month, 'YYYY-MM')", order: '1 ASC' },
  store: { key: 'l.store', label: 'l.store', order: '3 DESC, 1' },
  territory: { key: "COALESCE(l.territory, '')", label: "COALESCE(l.territory, '')", order: '3 DESC, 1' },
  release: { key: 'l.release_id::text', label: "COALESCE(max(r.release_title), '')", order: '3 DESC, 1' },
  track: { key: "COALESCE(l.track_id::text, '')", label: "COALESCE(max(t.track_title), '')", order: '3 DESC, 1' },
};

export interface StatementRange {
  from: string | null;
  to: string | null;
}

/**
 * The caller's share of each line: what collaborators were allocated, and for the owner what the line leaves after
 * them (never stored). Lines are found by (import_id, id), so each lookup reads its import's partition only.
 */
const SHARES = `
  shares AS (
    SELECT import_id, line_id, sum(share)::bigint AS share FROM (
      SELECT a.import_id, a.line_id, a.amount_cents AS share FROM royalty_allocations a WHERE a.user_id = $1
      UNION ALL
      SELECT l.import_id, l.id, l.amount_cents - COALESCE((SELECT sum(c.amount_cents) FROM royalty_allocations c WHERE c.import_id = l.import_id AND c.line_id = l.id), 0)
        FROM royalty_owner_lines o CROSS JOIN LATERAL unnest(o.line_ids) AS li(id)
        JOIN royalty_lines l ON l.import_id = o.import_id AND l.id = li.id
       WHERE o.owner_user_id = $1
    ) x GROUP BY import_id, line_id HAVING sum(share) <> 0
  )`;

const IN_RANGE = `($2::date IS NULL OR l.month >= $2::date) AND ($3::date IS NULL OR l.month <= $3::date)`;

const LINES_SELECT = `
  WITH ${SHARES}
  SELECT l.id::text AS id, to_char(l.month, 'YYYY-MM') AS month, i.period_start::text AS period_start, i.period_end::text AS period_end,
         l.store, l.territory, l.isrc, l.upc, r.release_title, t.track_title, l.units, s.share::text AS share
    FROM shares s
    JOIN royalty_lines l ON l.import_id = s.import_id AND l.id = s.line_id
    JOIN royalty_imports i ON i.id = l.import_id
    LEFT JOIN release_catalogue_releases r ON r.release_id = l.release_id
    LEFT JOIN release_catalogue_tracks t ON t.track_id = l.track_id
   WHERE ${IN_RANGE}`;

export type LineRow = Omit<RoyaltyStatementLine, 'share_cents'> & { share: string };

export interface SummaryRow {
  key: string;
  label: string;
  amount: string;
  units: string;
}

/** An artist's own shares of posted lines; every statement takes the user as $1 and the range as $2, $3. */
@Injectable()
export class RoyaltyStatementsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  summary(userId: string, range: StatementRange, groupBy: RoyaltyGroupBy): Promise<SummaryRow[]> {
    const g = GROUPS[groupBy];
    return this.db.query(
      `WITH ${SHARES}
       SELECT ${g.key} AS key, ${g.label} AS label, sum(s.share)::text AS amount, COALESCE(sum(l.units), 0)::text AS units
         FROM shares s
         JOIN royalty_lines l ON l.import_id = s.import_id AND l.id = s.line_id
         LEFT JOIN release_catalogue_releases r ON r.release_id = l.release_id
         LEFT JOIN release_catalogue_tracks t ON t.track_id = l.track_id
        WHERE ${IN_RANGE}
        GROUP BY 1 ORDER BY ${g.order}`,
      [userId, range.from, range.to],
    );
  }

  /** The newest month holding a share of the user's, whatever its sum. */
  async latestMonth(userId: string): Promise<{ month: string; amount: string } | null> {
    const [row] = await this.db.query(
      `WITH ${SHARES}
       SELECT to_char(l.month, 'YYYY-MM') AS month, sum(s.share)::text AS amount
         FROM shares s
         JOIN royalty_lines l ON l.import_id = s.import_id AND l.id = s.line_id
        GROUP BY l.month ORDER BY l.month DESC LIMIT 1`,
      [userId],
    );
    return row ?? null;
  }

  linesPage(userId: string, range: StatementRange, limit: number, offset: number): Promise<LineRow[]> {
    return this.db.query(`${LINES_SELECT} ORDER BY l.month DESC, l.id DESC LIMIT $4 OFFSET $5`, [userId, range.from, range.to, limit, offset]);
  }

  async countLines(userId: string, range: StatementRange): Promise<number> {
    const [{ n }] = await this.db.query(
      `WITH ${SHARES} SELECT count(*)::int AS n FROM shares s JOIN royalty_lines l ON l.import_id = s.import_id AND l.id = s.line_id WHERE ${IN_RANGE}`,
      [userId, range.from, range.to],
    );
    return n;
  }

  /** The account's credits grouped by the import they came from (released holds included), for imports whose period meets the range. */
  creditsByImport(userId: string, range: StatementRange): Promise<Array<{ import_id: string; store: string; period_start: string; period_end: string; posted_at: Date | null; gross: string }>> {
    return this.db.query(
      `SELECT c.import_id, i.store_name AS store, i.period_start::text AS period_start, i.period_end::text AS period_end, i.posted_at, sum(c.amount_cents)::text AS gross
         FROM royalty_credits c JOIN royalty_imports i ON i.id = c.import_id
        WHERE c.user_id = $1 AND ($2::date IS NULL OR i.period_end >= $2::date) AND ($3::date IS NULL OR i.period_start < $3::date + interval '1 month')
        GROUP BY c.import_id, i.store_name, i.period_start, i.period_end, i.posted_at
        ORDER BY i.period_start DESC, i.posted_at DESC NULLS LAST, c.import_id`,
      [userId, range.from, range.to],
    );
  }

  allLines(userId: string, range: StatementRange, limit: number): Promise<LineRow[]> {
    return this.db.query(`${LINES_SELECT} ORDER BY l.month DESC, l.id DESC LIMIT $4`, [userId, range.from, range.to, limit]);
  }
}
