import { Injectable } from '@nestjs/common';
import {
  formatCentsPlain,
  ROYALTY_GROUP_BYS,
  ROYALTY_MESSAGES as M,
  type RoyaltyGroupBy,
  type RoyaltyStatementLine,
  type RoyaltyStatementPage,
  type RoyaltyStatementSummary,
  type RoyaltySummaryResponse,
} from '@soundpost/contracts';
import { toCsv } from '@soundpost/shared-csv';
import { DomainError } from '@soundpost/server-core/http';
import { ListSpec, parseListQuery } from '@soundpost/server-core/lists';
import { centsTransformer } from '@soundpost/server-core/money';
import { monthOf } from '../imports/report-reader';
import { RoyaltyCreditSink } from '../wallet/royalty-credit.sink';
import { RoyaltyStatementsRepository, type LineRow, type StatementRange } from './royalty-statements.repository';

const cents = (v: string): number => centsTransformer.from(v) as number;

const CSV_MAX_LINES = 200_000;

/** Reports are converted to euros on import. */
const STATEMENT_CURRENCY = 'EUR';

/** The artist's own share in one month. */
export interface MonthEarnings {
  month: string;
  amount_cents: number;
  currency: string;
}

const ROYALTY_LINES_LIST: ListSpec = { resource: 'royalty-lines', sortable: { month: 'l.month' }, defaultSort: ['month', 'DESC'], defaultPerPage: 50, maxPerPage: 100, extraParams: ['from', 'to'] };

/** What an artist earned: only their own share of each line, never the line's whole revenue or anyone else's share. */
@Injectable()
export class RoyaltyStatementsService {
  constructor(
    private readonly statements: RoyaltyStatementsRepository,
    private readonly wallet: RoyaltyCreditSink,
  ) {}

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
    const [rows, statements] = await Promise.all([this.statements.summary(userId, range, groupBy), this.postedStatements(userId, range)]);
    const groups = rows.map((r) => ({ key: r.key, label: r.label, amount_cents: cents(r.amount), units: Number(r.units) }));
    return {
      from: range.from,
      to: range.to,
      group_by: groupBy,
      currency: STATEMENT_CURRENCY,
      total_cents: groups.reduce((sum, x) => sum + x.amount_cents, 0),
      units: groups.reduce((sum, x) => sum + x.units, 0),
      groups,
      statements,
      statements_total: {
        gross_cents: statements.reduce((sum, x) => sum + x.gross_cents, 0),
        withheld_cents: statements.reduce((sum, x) => sum + x.withheld_cents, 0),
        net_cents: statements.reduce((sum, x) => sum + x.net_cents, 0),
      },
    };
  }

  /** One statement per posted report that credited the account: gross, the US tax the wallet withheld from it, net. */
  private async postedStatements(userId: string, range: StatementRange): Promise<RoyaltyStatementSummary[]> {
    const rows = await this.statements.creditsByImport(userId, range);
    const withheld = await this.wallet.withheldByImport(userId, rows.map((r) => r.import_id));
    return rows.map((r) => {
      const gross = cents(r.gross);
      const w = withheld.get(r.import_id) ?? 0;
      return {
        import_id: r.import_id,
        store: r.store,
        period_start: r.period_start,
        period_end: r.period_end,
        posted_at: r.posted_at ? new Date(r.posted_at).toISOString() : null,
        gross_cents: gross,
        withheld_cents: w,
        net_cents: gross - w,
      };
    });
  }

  async latestMonth(userId: string): Promise<MonthEarnings | null> {
    const row = await this.statements.latestMonth(userId);
    return row ? { month: row.month, amount_cents: cents(row.amount), currency: STATEMENT_CURRENCY } : null;
  }

  async lines(userId: string, query: Record<string, unknown>): Promise<RoyaltyStatementPage> {
    const range = this.range(query);
    const { page, perPage, offset } = parseListQuery(query, ROYALTY_LINES_LIST);
    const rows = await this.statements.linesPage(userId, range, perPage, offset);
    const n = await this.statements.countLines(userId, range);
    return { data: rows.map(toLine), meta: { current_page: page, per_page: perPage, total: n, last_page: Math.max(1, Math.ceil(n / perPage)) } };
  }

  async csv(userId: string, query: Record<string, unknown>): Promise<string> {
    const range = this.range(query);
    const rows = await this.statements.allLines(userId, range, CSV_MAX_LINES);
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
