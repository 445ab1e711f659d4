import { Injectable } from '@nestjs/common';
import {
  PLAN_UPGRADE_PATH,
  STATS_ARTIST_MESSAGES as M,
  type StatsAllowance,
  type StatsFigures,
  type StatsFreshnessResponse,
  type StatsGroup,
  type StatsSummaryResponse,
  type StatsSummaryRow,
} from '@soundpost/contracts';
import { PlanLimitsService } from '@soundpost/server-billing';
import { DomainError } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import { StatsSummaryRepository, type FigureSums, type GroupSums, type SummaryFilter } from './stats-summary.repository';

/** A summary request as the edge checked it (dates, group, filters). */
export interface SummaryQuery {
  from: string;
  to: string;
  groupBy: StatsGroup;
  releaseId?: string;
  trackId?: string;
  storeId?: string;
  territory?: string;
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const ms = (day: string) => Date.parse(`${day}T00:00:00Z`);
const TIME_GROUPS: ReadonlySet<StatsGroup> = new Set(['day', 'week', 'month']);

/** Every day, Monday or first of the month from `from` to `to`: a chart needs the days with no streams too. */
function periods(from: string, to: string, group: 'day' | 'week' | 'month'): string[] {
  const out: string[] = [];
  let cursor = new Date(ms(from));
  if (group === 'week') cursor = new Date(ms(from) - ((cursor.getUTCDay() + 6) % 7) * DAY_MS);
  if (group === 'month') cursor = new Date(Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth(), 1));
  while (cursor.getTime() <= ms(to)) {
    out.push(dayOf(cursor.getTime()));
    if (group === 'day') cursor = new Date(cursor.getTime() + DAY_MS);
    else if (group === 'week') cursor = new Date(cursor.getTime() + 7 * DAY_MS);
    else cursor = new Date(Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, 1));
  }
  return out;
}

export function advancedOnly(): DomainError {
  return new DomainError('advanced_reporting_required', M.advancedOnly, 403, undefined, undefined, { upgrade_url: PLAN_UPGRADE_PATH });
}

@Injectable()
export class StatsSummaryService {
  constructor(
    private readonly summaries: StatsSummaryRepository,
    private readonly limits: PlanLimitsService,
  ) {}

  /** Streams by day, store, country, release and track on every plan; sources, listeners, saves and comparison with advanced reporting. */
  async allowance(userId: string): Promise<StatsAllowance> {
    const { features } = await this.limits.limitsFor(userId);
    const advanced = features.advanced_reporting === true || features.label_reports === true;
    return { advanced, upgrade_url: advanced ? null : PLAN_UPGRADE_PATH };
  }

  async summary(userId: string, query: SummaryQuery): Promise<StatsSummaryResponse> {
    const allowance = await this.allowance(userId);
    if (query.groupBy === 'source' && !allowance.advanced) throw advancedOnly();
    await this.checkOwnership(userId, query);
    const filter: SummaryFilter = { ownerId: userId, from: query.from, to: query.to, releaseId: query.releaseId, trackId: query.trackId, storeId: query.storeId, territory: query.territory };
    const length = Math.round((ms(query.to) - ms(query.from)) / DAY_MS) + 1;
    const previousFilter = { ...filter, from: dayOf(ms(query.from) - length * DAY_MS), to: dayOf(ms(query.from) - DAY_MS) };
    // Every rollup row falls in exactly one group (no group key is null), so the totals are the groups' sums: one scan, not two.
    const groups = await this.summaries.grouped(filter, query.groupBy);
    const totals = groups.reduce((t, g) => ({ streams: t.streams + g.streams, listeners: t.listeners + g.listeners, saves: t.saves + g.saves }), { streams: 0, listeners: 0, saves: 0 });
    const timeGroup = TIME_GROUPS.has(query.groupBy);
    let previous: StatsSummaryResponse['previous'] = null;
    let previousByKey = new Map<string, number>();
    if (allowance.advanced) {
      const [prevTotals, prevGroups] = await Promise.all([
        this.summaries.totals(previousFilter),
        timeGroup ? Promise.resolve([] as GroupSums[]) : this.summaries.grouped(previousFilter, query.groupBy),
      ]);
      previous = { from: previousFilter.from, to: previousFilter.to, ...this.figures(prevTotals, true) };
      previousByKey = new Map(prevGroups.map((g) => [g.key, g.streams]));
    }
    const labels = await this.labels(userId, query.groupBy, groups.map((g) => g.key));
    const row = (g: GroupSums): StatsSummaryRow => ({
      key: g.key,
      label: labels.get(g.key) ?? g.key,
      ...this.figures(g, allowance.advanced),
      previous_streams: allowance.advanced && !timeGroup ? (previousByKey.get(g.key) ?? 0) : null,
    });
    let rows: StatsSummaryRow[];
    if (timeGroup) {
      const byKey = new Map(groups.map((g) => [g.key, g]));
      rows = periods(query.from, query.to, query.groupBy as 'day' | 'week' | 'month').map((key) => row(byKey.get(key) ?? { key, streams: 0, listeners: 0, saves: 0 }));
    } else {
      rows = groups.map(row);
    }
    return { from: query.from, to: query.to, group_by: query.groupBy, totals: this.figures(totals, allowance.advanced), previous, rows, allowance };
  }

  async freshness(): Promise<StatsFreshnessResponse> {
    const rows = await this.summaries.freshness();
    return { stores: rows.map((r) => ({ store_id: r.store_id, store_name: r.store_name ?? r.store_id, latest_day: r.latest_day })) };
  }

  private figures(sums: FigureSums, advanced: boolean): StatsFigures {
    return { streams: sums.streams, listeners: advanced ? sums.listeners : null, saves: advanced ? sums.saves : null };
  }

  /** Another artist's release or track answers 404, as if it did not exist. */
  private async checkOwnership(userId: string, query: SummaryQuery): Promise<void> {
    if (query.releaseId && !(isUuid(query.releaseId) && (await this.summaries.ownsRelease(userId, query.releaseId)))) {
      throw DomainError.notFound(M.releaseNotFound, 'release_not_found');
    }
    if (query.trackId && !(isUuid(query.trackId) && (await this.summaries.ownsTrack(userId, query.trackId)))) {
      throw DomainError.notFound(M.trackNotFound, 'track_not_found');
    }
  }

  private async labels(userId: string, group: StatsGroup, keys: string[]): Promise<Map<string, string>> {
    if (group === 'store') return this.summaries.storeNames(keys);
    if (group === 'release') return this.summaries.releaseTitles(userId, keys);
    if (group === 'territory') return new Map(keys.map((k) => [k, k === 'ZZ' ? 'Not reported' : k]));
    if (group === 'track') return trackLabels(this.summaries, userId, keys);
    return new Map();
  }
}

/** "Track — Release" for each track key of the track group, and "Release (whole release)" for a UPC-only line's key. */
export async function trackLabels(summaries: StatsSummaryRepository, userId: string, keys: string[]): Promise<Map<string, string>> {
  const trackIds = keys.filter((k) => !k.startsWith('release:'));
  const releaseIds = keys.filter((k) => k.startsWith('release:')).map((k) => k.slice('release:'.length));
  const [tracks, releases] = await Promise.all([summaries.trackTitles(userId, trackIds), summaries.releaseTitles(userId, releaseIds)]);
  const out = new Map<string, string>();
  for (const [id, t] of tracks) out.set(id, `${t.track} — ${t.release}`);
  for (const [id, title] of releases) out.set(`release:${id}`, `${title} (whole release)`);
  return out;
}
