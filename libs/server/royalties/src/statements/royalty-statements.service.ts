import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  formatCentsPlain,
  ROYALTY_GROUP_BYS,
  ROYALTY_MESSAGES as M,
  type RoyaltyGroupBy,
  type RoyaltyStatementLine,
  type RoyaltyStatementPage,
  type RoyaltySummaryResponse,
} from '@soundpost/contracts';
import { toCsv } from '@soundpost/shared-csv';
import { DomainError } from '@soundpost/server-core/http';
import { ListSpec, parseListQuery } from '@soundpost/server-core/lists';
import { centsTransformer } from '@soundpost/server-core/money';
import { DataSource } from 'typeorm';
import { monthOf } from '../imports/report-reader';

const cents = (v: string): number => centsTransformer.from(v) as number;

/** How each grouping reads: its key, its label, and its order (months in time, the rest biggest first). */
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
 * The caller's share of each line of a posted import, as `shares (line_id, share)`: what
 * collaborators were allocated, and for the owner (their lines as the posting recorded them)
 * what the line leaves after its collaborators (the owner's share is never stored). A line where
 * the caller is both (an e-mail changed later) is one line with both shares. Lines that gave the
 * caller nothing are left out.
 */
const SHARES = `
  shares AS (
    SELECT line_id, sum(share)::bigint AS share FROM (
      SELECT a.line_id, a.amount_cents AS share FROM royalty_allocations a WHERE a.user_id = $1
      UNION ALL
      SELECT l.id, l.amount_cents - COALESCE((SELECT sum(c.amount_cents) FROM royalty_allocations c WHERE c.import_id = l.import_id AND c.line_id = l.id), 0)
        FROM royalty_owner_lines o CROSS JOIN LATERAL unnest(o.line_ids) AS li(id)
        JOIN royalty_lines l ON l.id = li.id
       WHERE o.owner_user_id = $1
    ) x GROUP BY line_id HAVING sum(share) <> 0
  )`;

const IN_RANGE = `($2::date IS NULL OR l.month >= $2::date) AND ($3::date IS NULL OR l.month <= $3::date)`;

const LINES_SELECT = `
  WITH ${SHARES}
  SELECT l.id::text AS id, to_char(l.month, 'YYYY-MM') AS month, i.period_start::text AS period_start, i.period_end::text AS period_end,
         l.store, l.territory, l.isrc, l.upc, r.release_title, t.track_title, l.units, s.share::text AS share
    FROM shares s
    JOIN royalty_lines l ON l.id = s.line_id
    JOIN royalty_imports i ON i.id = l.import_id
    LEFT JOIN release_catalogue_releases r ON r.release_id = l.release_id
    LEFT JOIN release_catalogue_tracks t ON t.track_id = l.track_id
   WHERE ${IN_RANGE}`;

type LineRow = Omit<RoyaltyStatementLine, 'share_cents'> & { share: string };

/** GET /artist/royalties/lines: newest month first, 50 a page by default; `from`/`to` are read by the service. */
const ROYALTY_LINES_LIST: ListSpec = { resource: 'royalty-lines', sortable: { month: 'l.month' }, defaultSort: ['month', 'DESC'], defaultPerPage: 50, maxPerPage: 100, extraParams: ['from', 'to'] };

/** What an artist earned: only their own share of each line, never the line's whole revenue or anyone else's share. */
@Injectable()
export class RoyaltyStatementsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** `from`/`to` as YYYY-MM or YYYY-MM-DD, compared by month; absent means open-ended. 422 otherwise. */
  range(query: Record<string, unknown>): StatementRange {
    const one = (name: 'from' | 'to'): string | null => {
      const raw = query[name];
      if (raw === undefined || raw === '') return null;
      const month = typeof raw === 'string' && /^\d{4}-\d{2}(-\d{2})?$/.test(raw) ? monthOf(raw) : null;
      if (!month) throw DomainError.validation({ [name]: [M.periodQueryInvalid] }, M.periodQueryInvalid);
      return month;
    };
    return { from: one('from'), to: one('to') };
  }

  async summary(userId: string, query: Record<string, unknown>): Promise<RoyaltySummaryResponse> {
    const range = this.range(query);
    const groupBy = (query.group_by ?? 'month') as RoyaltyGroupBy;
    if (!(ROYALTY_GROUP_BYS as readonly string[]).includes(groupBy)) {
      throw DomainError.validation({ group_by: [`Group by one of: ${ROYALTY_GROUP_BYS.join(', ')}.`] });
    }
    const g = GROUPS[groupBy];
    const rows: Array<{ key: string; label: string; amount: string; units: string }> = await this.db.query(
      `WITH ${SHARES}
       SELECT ${g.key} AS key, ${g.label} AS label, sum(s.share)::text AS amount, COALESCE(sum(l.units), 0)::text AS units
         FROM shares s
         JOIN royalty_lines l ON l.id = s.line_id
         LEFT JOIN release_catalogue_releases r ON r.release_id = l.release_id
         LEFT JOIN release_catalogue_tracks t ON t.track_id = l.track_id
        WHERE ${IN_RANGE}
        GROUP BY 1 ORDER BY ${g.order}`,
      [userId, range.from, range.to],
    );
    const groups = rows.map((r) => ({ key: r.key, label: r.label, amount_cents: cents(r.amount), units: Number(r.units) }));
    return {
      from: range.from,
      to: range.to,
      group_by: groupBy,
      currency: 'EUR',
      total_cents: groups.reduce((sum, x) => sum + x.amount_cents, 0),
      units: groups.reduce((sum, x) => sum + x.units, 0),
      groups,
    };
  }

  async lines(userId: string, query: Record<string, unknown>): Promise<RoyaltyStatementPage> {
    const range = this.range(query);
    // The house's one paging parser: absurd page numbers are a 400 like on every other list.
    const { page, perPage, offset } = parseListQuery(query, ROYALTY_LINES_LIST);
    const rows: LineRow[] = await this.db.query(`${LINES_SELECT} ORDER BY l.month DESC, l.id DESC LIMIT $4 OFFSET $5`, [userId, range.from, range.to, perPage, offset]);
    const [{ n }] = await this.db.query(
      `WITH ${SHARES} SELECT count(*)::int AS n FROM shares s JOIN royalty_lines l ON l.id = s.line_id WHERE ${IN_RANGE}`,
      [userId, range.from, range.to],
    );
    return { data: rows.map(toLine), meta: { current_page: page, per_page: perPage, total: n, last_page: Math.max(1, Math.ceil(n / perPage)) } };
  }

  /** The same lines as a CSV document (amounts as decimals in EUR), newest month first. */
  async csv(userId: string, query: Record<string, unknown>): Promise<string> {
    const range = this.range(query);
    const rows: LineRow[] = await this.db.query(`${LINES_SELECT} ORDER BY l.month DESC, l.id DESC LIMIT 200000`, [userId, range.from, range.to]);
    return toCsv(rows.map(toLine), [
      { header: 'month', value: (r) => r.month },
      { header: 'period_start', value: (r) => r.period_start },
      { header: 'period_end', value: (r) => r.period_end },
      { header: 'store', value: (r) => r.store },
      { header: 'territory', value: (r) => r.territory },
      { header: 'release', value: (r) => r.release_title },
      { header: 'track', value: (r) => r.track_title },
      { header: 'isrc', value: (r) => r.isrc },
      { header: 'upc', value: (r) => r.upc },
      { header: 'units', value: (r) => r.units },
      { header: 'earnings_eur', value: (r) => formatCentsPlain(r.share_cents) },
    ]);
  }
}

function toLine(r: LineRow): RoyaltyStatementLine {
  const { share, ...rest } = r;
  return { ...rest, share_cents: cents(share) };
}
