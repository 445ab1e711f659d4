import type {
  ArtistReconciliationMonth,
  ArtistReconciliationStore,
  LateReportRow,
  MissingRevenueRow,
  ReconciliationFigures,
  StatsStoreSettingResponse,
} from '@soundpost/contracts';
import { dueDate, gapPercent, reconcile, worstStatus, type Reconciled } from './reconciliation-rule';
import type { ArtistReconciliationDbRow, LateReportDbRow, MissingRevenueDbRow, StoreSettingRow } from './reconciliation.repository';

export function toStoreSetting(row: StoreSettingRow): StatsStoreSettingResponse {
  return {
    id: row.store_id,
    store_id: row.store_id,
    store_name: row.store_name,
    active: row.active,
    reporting_lag_days: Number(row.reporting_lag_days),
    is_default: row.is_default,
    updated_at: row.updated_at ? new Date(row.updated_at).toISOString() : null,
  };
}

export function toMissingRevenue(row: MissingRevenueDbRow): MissingRevenueRow {
  const streamed = Number(row.streamed);
  const paid = Number(row.paid);
  return {
    id: row.id,
    month: row.month_key,
    store_id: row.store_id,
    store_name: row.store_name ?? row.store_id,
    release_id: row.release_id,
    release_title: row.release_title,
    track_id: row.track_id,
    track_title: row.track_title,
    isrc: row.isrc,
    artist_user_id: row.owner_user_id,
    artist_name: row.artist_name,
    streamed,
    paid_units: paid,
    gap_percent: gapPercent(streamed, paid),
    due_date: dueDate(`${row.month_key}-01`, Number(row.lag_days)),
  };
}

export function toLateReport(row: LateReportDbRow): LateReportRow {
  return {
    id: row.id,
    month: row.month_key,
    store_id: row.store_id,
    store_name: row.store_name ?? row.store_id,
    reporting_lag_days: Number(row.lag_days),
    due_date: row.due_text,
    days_overdue: Number(row.days_overdue),
    streams: Number(row.streams),
  };
}

interface Judged {
  row: ArtistReconciliationDbRow;
  streamed: number;
  paid: number;
  verdict: Reconciled;
}

/** Sums of tracks' figures; the status is the worst of theirs, the gap is over the flagged tracks, the due date the latest. */
function figures(tracks: Judged[]): ReconciliationFigures {
  const flagged = tracks.filter((t) => t.verdict.status === 'gap');
  const flaggedStreams = flagged.reduce((n, t) => n + t.streamed, 0);
  return {
    streamed: tracks.reduce((n, t) => n + t.streamed, 0),
    paid_units: tracks.reduce((n, t) => n + t.paid, 0),
    status: worstStatus(tracks.map((t) => t.verdict.status)),
    due_date: tracks.reduce((latest, t) => (t.verdict.dueDate > latest ? t.verdict.dueDate : latest), ''),
    gap_percent: flagged.length ? gapPercent(flaggedStreams, flagged.reduce((n, t) => n + t.paid, 0)) : null,
  };
}

/** Each track judged by the rule, then grouped by month (newest first) and store. */
export function toArtistMonths(rows: ArtistReconciliationDbRow[], today: string): ArtistReconciliationMonth[] {
  const byMonth = new Map<string, Map<string, Judged[]>>();
  for (const row of rows) {
    const streamed = Number(row.streamed);
    const paid = Number(row.paid);
    const verdict = reconcile({ month: row.month, streamed, paidUnits: paid, covered: row.covered, lagDays: Number(row.lag_days), today });
    const stores = byMonth.get(row.month) ?? new Map<string, Judged[]>();
    byMonth.set(row.month, stores);
    const tracks = stores.get(row.store_id) ?? [];
    stores.set(row.store_id, tracks);
    tracks.push({ row, streamed, paid, verdict });
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => (a < b ? 1 : -1))
    .map(([month, stores]) => {
      const storeRows: ArtistReconciliationStore[] = [...stores.values()].map((tracks) => ({
        store_id: tracks[0].row.store_id,
        store_name: tracks[0].row.store_name ?? tracks[0].row.store_id,
        ...figures(tracks),
      }));
      return { month: month.slice(0, 7), ...figures([...stores.values()].flat()), stores: storeRows.sort((a, b) => b.streamed - a.streamed || a.store_name.localeCompare(b.store_name)) };
    });
}
