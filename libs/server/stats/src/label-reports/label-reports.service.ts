import { Injectable } from '@nestjs/common';
import {
  LABEL_REPORT_MESSAGES as M,
  LABEL_REPORTS_PLAN,
  labelReportPeriod,
  PLAN_UPGRADE_PATH,
  type LabelReportArtistRow,
  type LabelReportQuery,
  type LabelReportResponse,
  type LabelStatementLine,
  type LabelStatementResponse,
} from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { PlanLimitsService } from '@soundpost/server-billing';
import { DomainError } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import { LabelReportsRepository, type StatementLineRow } from './label-reports.repository';

/** Royalty reports are converted to euros on import. */
const CURRENCY = 'EUR';

export function labelReportsRequired(): DomainError {
  return new DomainError('label_reports_required', M.planRequired, 403, undefined, undefined, { plan: LABEL_REPORTS_PLAN, upgrade_url: PLAN_UPGRADE_PATH });
}

/** The first and last day of a period of months. */
function days(from: string, to: string): { first: string; last: string } {
  const [y, m] = to.split('-').map(Number);
  return { first: `${from}-01`, last: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) };
}

/** The account's share in percent, two decimals; a line that paid nothing gave no share. */
const sharePercent = (amount: number, gross: number): number => (gross === 0 ? 0 : Math.round((amount / gross) * 10_000) / 100);

function toLine(r: StatementLineRow): LabelStatementLine {
  const gross = Number(r.gross);
  const amount = Number(r.amount);
  return {
    month: r.month,
    store: r.store,
    release_id: r.release_id,
    release_title: r.release_title ?? '',
    track_id: r.track_id,
    track_title: r.track_id ? (r.track_title ?? '') : null,
    isrc: r.isrc,
    units: Number(r.units),
    gross_cents: gross,
    share_percent: sharePercent(amount, gross),
    amount_cents: amount,
  };
}

/** What a label earned and streamed per artist of its directory, and the statement it forwards to each (Label plan). */
@Injectable()
export class LabelReportsService {
  constructor(
    private readonly reports: LabelReportsRepository,
    private readonly limits: PlanLimitsService,
    private readonly users: UserSummariesService,
  ) {}

  async report(userId: string, query: LabelReportQuery): Promise<LabelReportResponse> {
    await this.checkPlan(userId);
    const { from, to } = labelReportPeriod(query);
    const { first, last } = days(from, to);
    const [directory, earnings, streams, accountName] = await Promise.all([
      this.reports.directory(userId),
      this.reports.earningsByArtistAndStore(userId, first, `${to}-01`),
      this.reports.streamsByArtist(userId, first, last),
      this.accountName(userId),
    ]);
    const byArtist = new Map<string, { amount: number; units: number; top: { store: string; amount: number } | null }>();
    for (const row of earnings) {
      const sums = byArtist.get(row.artist_id) ?? { amount: 0, units: 0, top: null };
      const amount = Number(row.amount);
      sums.amount += amount;
      sums.units += Number(row.units);
      if (amount > 0 && (!sums.top || amount > sums.top.amount || (amount === sums.top.amount && row.store < sums.top.store))) sums.top = { store: row.store, amount };
      byArtist.set(row.artist_id, sums);
    }
    const artists: LabelReportArtistRow[] = directory.map((a) => {
      const sums = byArtist.get(a.artist_id);
      return {
        artist_id: a.artist_id,
        name: a.name,
        is_self: a.is_self,
        releases: a.releases,
        earnings_cents: sums?.amount ?? 0,
        units: sums?.units ?? 0,
        streams: streams.get(a.artist_id) ?? 0,
        top_store: sums?.top?.store ?? null,
      };
    });
    const totals = artists.reduce(
      (t, a) => ({ releases: t.releases + a.releases, earnings_cents: t.earnings_cents + a.earnings_cents, units: t.units + a.units, streams: t.streams + a.streams }),
      { releases: 0, earnings_cents: 0, units: 0, streams: 0 },
    );
    return { from, to, currency: CURRENCY, account_name: accountName, artists, totals };
  }

  /** Another account's artist, or an id that names none, answers 404. */
  async statement(userId: string, artistId: string, query: LabelReportQuery): Promise<LabelStatementResponse> {
    await this.checkPlan(userId);
    const artist = isUuid(artistId) ? await this.reports.artist(userId, artistId) : null;
    if (!artist) throw DomainError.notFound(M.artistNotFound, 'artist_not_found');
    const { from, to } = labelReportPeriod(query);
    const [rows, accountName] = await Promise.all([this.reports.statementLines(userId, artist.artist_id, `${from}-01`, `${to}-01`), this.accountName(userId)]);
    const lines = rows.map(toLine);
    const totals = lines.reduce((t, l) => ({ units: t.units + l.units, gross_cents: t.gross_cents + l.gross_cents, amount_cents: t.amount_cents + l.amount_cents }), {
      units: 0,
      gross_cents: 0,
      amount_cents: 0,
    });
    return { from, to, currency: CURRENCY, account_name: accountName, artist: { id: artist.artist_id, name: artist.name }, lines, totals };
  }

  private async checkPlan(userId: string): Promise<void> {
    const { features } = await this.limits.limitsFor(userId);
    if (features.label_reports !== true) throw labelReportsRequired();
  }

  private async accountName(userId: string): Promise<string> {
    return (await this.users.contact(userId))?.name ?? '';
  }
}
