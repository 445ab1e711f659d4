import {
  PLAN_UPGRADE_PATH,
  STATS_MAX_DAYS,
  STATS_PRESET_DAYS,
  STATS_REPORT_FREQUENCIES,
  type StatsFreshnessStore,
  type StatsGroup,
  type StatsReportFrequency,
  type StatsSummaryResponse,
  type StatsSummaryRow,
} from '@soundpost/contracts';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText, isApiRequestError } from '../../api/client';
import {
  downloadStatsCsv,
  fetchStatsFreshness,
  fetchStatsReportSettings,
  fetchStatsSummary,
  saveStatsReportSettings,
  type StatsQuery,
} from '../../api/stats';
import { Alert } from '../../components/forms';
import { PeriodPicker } from '../../components/PeriodPicker';
import { changePercent, daysBetween, presetRange, type StatsPreset } from './stats-range';
import './stats.css';

// The charts (and chart.js with them) load only on this page, once there is something to draw.
const StatsChart = lazy(() => import('./StatsChart').then((m) => ({ default: m.StatsChart })));

const TIME_GROUPS = ['day', 'week', 'month'] as const;
type TimeGroup = (typeof TIME_GROUPS)[number];
const TABLE_GROUPS = ['store', 'territory', 'release', 'track', 'source'] as const;
type TableGroup = (typeof TABLE_GROUPS)[number];
/** Above this many days a line by day gets crowded: weeks and months are offered. */
const LONG_RANGE_DAYS = 31;

type Range = { kind: 'preset'; days: StatsPreset } | { kind: 'custom'; from: string; to: string };
type Filters = Pick<StatsQuery, 'release_id' | 'track_id' | 'store_id' | 'territory'>;
type Load<T> = { kind: 'loading' } | { kind: 'error'; text: string; upgrade: boolean } | { kind: 'loaded'; data: T };

function rangeDates(range: Range): { from: string; to: string } {
  return range.kind === 'preset' ? presetRange(range.days) : { from: range.from, to: range.to };
}

/** A 403 here is the plan's limit (advanced reporting): the page says so in the reader's language, with the upgrade link. */
function loadError(error: unknown, fallback: string): Load<never> {
  const upgrade = isApiRequestError(error) && error.status === 403;
  return { kind: 'error', text: errorText(error, fallback), upgrade };
}

/** The page's answers by request, for as long as it is open: the country filter and the country table, or a tab opened again, ask once. */
type SummaryCache = Map<string, Promise<StatsSummaryResponse>>;

function cachedSummary(cache: SummaryCache, query: StatsQuery, groupBy: StatsGroup): Promise<StatsSummaryResponse> {
  const params = new URLSearchParams(Object.entries({ ...query, group_by: groupBy }).filter((e): e is [string, string] => Boolean(e[1])));
  params.sort();
  const key = params.toString();
  let answer = cache.get(key);
  if (!answer) {
    answer = fetchStatsSummary(query, groupBy);
    cache.set(key, answer);
    // A failure is not kept: the next visit asks again.
    void answer.catch(() => cache.delete(key));
  }
  return answer;
}

function useSummary(cache: SummaryCache, query: StatsQuery | null, groupBy: StatsGroup, fallback: string): Load<StatsSummaryResponse> {
  const [load, setLoad] = useState<Load<StatsSummaryResponse>>({ kind: 'loading' });
  useEffect(() => {
    if (!query) return;
    let current = true;
    // What is on screen stays until the new answer replaces it: the page does not blink on every change.
    setLoad((shown) => (shown.kind === 'loaded' ? shown : { kind: 'loading' }));
    cachedSummary(cache, query, groupBy).then(
      (data) => {
        if (current) setLoad({ kind: 'loaded', data });
      },
      (error: unknown) => {
        if (current) setLoad(loadError(error, fallback));
      },
    );
    return () => {
      current = false;
    };
  }, [cache, query, groupBy, fallback]);
  return load;
}

function UpgradeHint({ url, testId }: { readonly url: string | null; readonly testId: string }) {
  const { t } = useTranslation();
  return (
    <div className="stats-upgrade" data-testid={testId}>
      <p>{t('stats.advancedOnly')}</p>
      <Link className="btn btn--primary btn--sm" to={url ?? PLAN_UPGRADE_PATH} data-testid={`${testId}-link`}>
        {t('stats.upgrade')}
      </Link>
    </div>
  );
}

function ChangeBadge({ now, before, testId }: { readonly now: number; readonly before: number | null; readonly testId?: string }) {
  const { t } = useTranslation();
  const change = changePercent(now, before);
  if (change === null) return <span className="stats-change" data-testid={testId}>{before === 0 && now > 0 ? t('stats.new') : '—'}</span>;
  const tone = change > 0 ? 'up' : change < 0 ? 'down' : 'flat';
  return (
    <span className={`stats-change stats-change--${tone}`} data-testid={testId}>
      {change > 0 ? `+${change}%` : `${change}%`}
    </span>
  );
}

function TotalCards({ summary }: { readonly summary: StatsSummaryResponse }) {
  const { t, i18n } = useTranslation();
  const n = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const { totals, previous, allowance } = summary;
  const card = (key: 'streams' | 'listeners' | 'saves') => {
    const value = totals[key];
    const before = previous ? previous[key] : null;
    return (
      <div key={key} className="card stats-total" data-testid={`stats-total-${key}`}>
        <span className="stats-total__value" data-testid={`stats-total-${key}-value`}>
          {n.format(value ?? 0)}
        </span>
        <span className="stats-total__label">{t(`stats.figures.${key}`)}</span>
        {previous && (
          <span className="stats-total__note">
            {t('stats.vsPrevious')} <ChangeBadge now={value ?? 0} before={before} testId={`stats-total-${key}-change`} />
          </span>
        )}
      </div>
    );
  };
  return (
    <div className="stats-totals" data-testid="stats-totals">
      {card('streams')}
      {allowance.advanced ? (
        <>
          {card('listeners')}
          {card('saves')}
        </>
      ) : (
        <div className="card stats-totals__upgrade">
          <UpgradeHint url={allowance.upgrade_url} testId="stats-totals-upgrade" />
        </div>
      )}
    </div>
  );
}

/** Row labels in the reader's language: country names, stream sources, dates. */
function useRowLabel(group: StatsGroup): (row: StatsSummaryRow) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    if (group === 'territory') {
      const names = new Intl.DisplayNames([language], { type: 'region' });
      return (row) => {
        if (row.key === 'ZZ') return t('stats.unknownCountry');
        try {
          return `${names.of(row.key) ?? row.key} (${row.key})`;
        } catch {
          return row.key;
        }
      };
    }
    if (group === 'source') return (row) => t(`stats.sources.${row.key}`, { defaultValue: row.label || row.key });
    if (group === 'day' || group === 'week' || group === 'month') {
      const format = new Intl.DateTimeFormat(language, group === 'month' ? { month: 'short', year: 'numeric', timeZone: 'UTC' } : { dateStyle: 'medium', timeZone: 'UTC' });
      return (row) => {
        const time = Date.parse(`${row.key}T00:00:00Z`);
        return Number.isNaN(time) ? row.label || row.key : format.format(new Date(time));
      };
    }
    return (row) => row.label || row.key;
  }, [group, language, t]);
}

function GroupTable({ summary, group }: { readonly summary: StatsSummaryResponse; readonly group: TableGroup }) {
  const { t, i18n } = useTranslation();
  const n = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const label = useRowLabel(group);
  const advanced = summary.allowance.advanced;
  const compare = advanced && summary.previous !== null;
  const heading = t(`stats.groups.${group}`);
  const labels = useMemo(() => summary.rows.map(label), [summary.rows, label]);
  const streams = useMemo(() => summary.rows.map((r) => r.streams), [summary.rows]);
  if (summary.rows.length === 0) {
    return (
      <p className="empty-state" data-testid="stats-group-empty">
        {t('stats.groupEmpty')}
      </p>
    );
  }
  return (
    <>
      {group === 'territory' && (
        <Suspense fallback={<div className="stats-chart" />}>
          <StatsChart kind="bar" labels={labels} streams={streams} label={t('stats.chartCountries')} testId="stats-country-chart" />
        </Suspense>
      )}
      <div className="table-wrap">
        <table className="table table--cards" data-testid={`stats-table-${group}`}>
          <thead>
            <tr>
              <th>{heading}</th>
              <th>{t('stats.figures.streams')}</th>
              {advanced && <th>{t('stats.figures.listeners')}</th>}
              {advanced && <th>{t('stats.figures.saves')}</th>}
              {compare && <th>{t('stats.change')}</th>}
            </tr>
          </thead>
          <tbody>
            {summary.rows.map((row, i) => (
              <tr key={row.key} data-testid="stats-row">
                <td className="table__cell--wide" data-label={heading}>
                  {labels[i]}
                </td>
                <td data-label={t('stats.figures.streams')}>{n.format(row.streams)}</td>
                {advanced && <td data-label={t('stats.figures.listeners')}>{n.format(row.listeners ?? 0)}</td>}
                {advanced && <td data-label={t('stats.figures.saves')}>{n.format(row.saves ?? 0)}</td>}
                {compare && (
                  <td data-label={t('stats.change')}>
                    <ChangeBadge now={row.streams} before={row.previous_streams} testId="stats-row-change" />
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** "Data as of" per store: each store reports with its own delay. */
function Freshness({ stores }: { readonly stores: readonly StatsFreshnessStore[] | null }) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section className="card stats-section" data-testid="stats-freshness">
      <h2 className="support__heading">{t('stats.freshness.title')}</h2>
      <p className="page__subtitle">{t('stats.freshness.note')}</p>
      {stores && stores.length === 0 && <p className="empty-state">{t('stats.freshness.none')}</p>}
      {stores && stores.length > 0 && (
        <ul className="stats-freshness">
          {stores.map((s) => (
            <li key={s.store_id} data-testid="stats-freshness-store">
              <span>{s.store_name}</span>
              <span className="stats-freshness__day">{t('stats.freshness.asOf', { date: format.format(new Date(`${s.latest_day}T00:00:00Z`)) })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReportSetting() {
  const { t } = useTranslation();
  const [frequency, setFrequency] = useState<StatsReportFrequency>('off');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetchStatsReportSettings(controller.signal).then(
      (body) => setFrequency(body.frequency),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  const change = async (next: StatsReportFrequency) => {
    const before = frequency;
    setFrequency(next);
    setSaving(true);
    setNotice(null);
    try {
      const saved = await saveStatsReportSettings({ frequency: next });
      setFrequency(saved.frequency);
      setNotice({ tone: 'success', text: t('stats.report.saved') });
    } catch (error) {
      setFrequency(before);
      setNotice({ tone: 'error', text: errorText(error, t('stats.report.failed')) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <section className="card stats-section" data-testid="stats-report">
      <h2 className="support__heading">{t('stats.report.title')}</h2>
      <div className="field">
        <label className="field__label" htmlFor="stats-report-frequency">
          {t('stats.report.label')}
        </label>
        <select
          id="stats-report-frequency"
          className="input"
          value={frequency}
          disabled={saving}
          onChange={(e) => void change(e.target.value as StatsReportFrequency)}
          data-testid="stats-report-frequency"
        >
          {STATS_REPORT_FREQUENCIES.map((f) => (
            <option key={f} value={f}>
              {t(`stats.report.frequencies.${f}`)}
            </option>
          ))}
        </select>
      </div>
      {notice && (
        <Alert tone={notice.tone} testId="stats-report-notice">
          {notice.text}
        </Alert>
      )}
    </section>
  );
}

function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly { key: string; label: string }[];
  readonly onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)} data-testid={id}>
        <option value="">{t('stats.filters.all')}</option>
        {options.map((o) => (
          <option key={o.key} value={o.key}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The release, track and country filters offer what the range has streams for; the stores, those that report. */
function FilterBar({
  cache,
  range,
  filters,
  stores,
  onChange,
}: {
  readonly cache: SummaryCache;
  readonly range: { from: string; to: string } | null;
  readonly filters: Filters;
  readonly stores: readonly StatsFreshnessStore[] | null;
  readonly onChange: (f: Filters) => void;
}) {
  const { t } = useTranslation();
  const fallback = t('stats.loadFailed');
  const base = useMemo(() => (range ? { from: range.from, to: range.to } : null), [range]);
  const trackBase = useMemo(() => (range ? { from: range.from, to: range.to, release_id: filters.release_id } : null), [range, filters.release_id]);
  const releases = useSummary(cache, base, 'release', fallback);
  const tracks = useSummary(cache, trackBase, 'track', fallback);
  const countries = useSummary(cache, base, 'territory', fallback);
  const countryLabel = useRowLabel('territory');
  const options = (load: Load<StatsSummaryResponse>, label?: (row: StatsSummaryRow) => string) =>
    load.kind === 'loaded' ? load.data.rows.map((r) => ({ key: r.key, label: label ? label(r) : r.label || r.key })) : [];
  const set = (key: keyof Filters) => (value: string) => {
    const next = { ...filters, [key]: value || undefined };
    // A track belongs to one release: a new release clears it.
    if (key === 'release_id') next.track_id = undefined;
    onChange(next);
  };
  return (
    <div className="stats-filters" data-testid="stats-filters">
      <FilterSelect id="stats-filter-release" label={t('stats.groups.release')} value={filters.release_id ?? ''} options={options(releases)} onChange={set('release_id')} />
      <FilterSelect id="stats-filter-track" label={t('stats.groups.track')} value={filters.track_id ?? ''} options={options(tracks)} onChange={set('track_id')} />
      <FilterSelect id="stats-filter-store" label={t('stats.groups.store')} value={filters.store_id ?? ''} options={(stores ?? []).map((s) => ({ key: s.store_id, label: s.store_name }))} onChange={set('store_id')} />
      <FilterSelect id="stats-filter-territory" label={t('stats.groups.territory')} value={filters.territory ?? ''} options={options(countries, countryLabel)} onChange={set('territory')} />
    </div>
  );
}

/** /artist/stats: streams (and, with advanced reporting, listeners, saves, sources and comparisons) over a range, by period and by group. */
export function StatsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<Range>({ kind: 'preset', days: 28 });
  const [filters, setFilters] = useState<Filters>({});
  const [timeGroup, setTimeGroup] = useState<TimeGroup>('day');
  const [tableGroup, setTableGroup] = useState<TableGroup>('store');
  const [exportError, setExportError] = useState<string | null>(null);
  const [stores, setStores] = useState<StatsFreshnessStore[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchStatsFreshness(controller.signal).then(
      (body) => setStores(body.stores),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  const fallback = t('stats.loadFailed');

  const dates = useMemo(() => rangeDates(range), [range]);
  const days = daysBetween(dates.from, dates.to);
  // The API answers at most two years (STATS_MAX_DAYS) at a time.
  const valid = days >= 1 && days <= STATS_MAX_DAYS;
  const long = days > LONG_RANGE_DAYS;
  const shownTimeGroup: TimeGroup = long ? timeGroup : 'day';
  const query = useMemo<StatsQuery | null>(() => (valid ? { ...dates, ...filters } : null), [valid, dates, filters]);
  const rangeOnly = useMemo(() => (valid ? dates : null), [valid, dates]);

  const [cache] = useState<SummaryCache>(() => new Map());
  const series = useSummary(cache, query, shownTimeGroup, fallback);
  const summary = series.kind === 'loaded' ? series.data : null;
  const advanced = summary?.allowance.advanced ?? false;
  // Sources need advanced reporting: without it the page says so without asking (the API would answer 403).
  const sourcesLocked = tableGroup === 'source' && summary !== null && !advanced;
  const table = useSummary(cache, sourcesLocked ? null : query, tableGroup, fallback);
  const empty = summary !== null && summary.totals.streams === 0 && summary.rows.every((r) => r.streams === 0);
  const seriesLabel = useRowLabel(shownTimeGroup);
  const seriesLabels = useMemo(() => summary?.rows.map(seriesLabel) ?? [], [summary, seriesLabel]);
  const seriesStreams = useMemo(() => summary?.rows.map((r) => r.streams) ?? [], [summary]);

  const choosePreset = (d: StatsPreset) => {
    setRange({ kind: 'preset', days: d });
    if (d <= LONG_RANGE_DAYS) setTimeGroup('day');
  };
  const setBound = (key: 'from' | 'to', value: string) =>
    setRange((r) => {
      const current = rangeDates(r);
      return { kind: 'custom', ...current, [key]: value };
    });
  const exportCsv = () => {
    if (!query) return;
    setExportError(null);
    downloadStatsCsv(query, tableGroup).catch((error: unknown) =>
      setExportError(isApiRequestError(error) && error.status === 403 ? t('stats.advancedOnly') : errorText(error, t('stats.exportFailed'))),
    );
  };

  return (
    <div className="page stats" data-testid="stats-page">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('stats.title')}
        </h1>
      </header>

      <PeriodPicker
        presets={STATS_PRESET_DAYS}
        activeDays={range.kind === 'preset' ? range.days : null}
        from={dates.from}
        to={dates.to}
        onPreset={choosePreset}
        onBound={setBound}
        prefix="stats"
        classes={{ root: 'stats-range', tabs: 'stats-tabs', custom: 'stats-custom' }}
        labels={{ group: t('stats.range'), preset: (days) => t('stats.lastDays', { days }), from: t('stats.from'), to: t('stats.to') }}
      />
      {!valid && <Alert tone="error">{t('stats.rangeInvalid')}</Alert>}
      <FilterBar cache={cache} range={rangeOnly} filters={filters} stores={stores} onChange={setFilters} />

      {series.kind === 'error' && <Alert tone="error" testId="stats-error">{series.upgrade ? t('stats.advancedOnly') : series.text}</Alert>}
      {series.kind === 'loading' && valid && (
        <p className="loading-text" role="status">
          {t('forms.loading')}
        </p>
      )}
      {summary && empty && (
        <section className="card stats-section stats-empty" data-testid="stats-empty">
          <h2 className="support__heading">{t('stats.empty.title')}</h2>
          <p>{t('stats.empty.delay')}</p>
        </section>
      )}
      {summary && (
        <>
          <TotalCards summary={summary} />
          {!empty && (
            <section className="card stats-section" data-testid="stats-series">
              <header className="stats-section__header">
                <h2 className="support__heading">{t('stats.overTime')}</h2>
                {long && (
                  <div className="stats-tabs" role="tablist" aria-label={t('stats.groupBy')}>
                    {TIME_GROUPS.map((g) => (
                      <button
                        key={g}
                        type="button"
                        role="tab"
                        aria-selected={g === shownTimeGroup}
                        className={`btn btn--ghost btn--sm${g === shownTimeGroup ? ' is-active' : ''}`}
                        onClick={() => setTimeGroup(g)}
                        data-testid={`stats-time-${g}`}
                      >
                        {t(`stats.groups.${g}`)}
                      </button>
                    ))}
                  </div>
                )}
              </header>
              <Suspense fallback={<div className="stats-chart" />}>
                <StatsChart kind="line" labels={seriesLabels} streams={seriesStreams} label={t('stats.chartStreams')} testId="stats-line-chart" />
              </Suspense>
            </section>
          )}
        </>
      )}

      {summary && !empty && (
        <section className="card stats-section" data-testid="stats-groups">
          <header className="stats-section__header">
            <div className="stats-tabs" role="tablist" aria-label={t('stats.groupBy')}>
              {TABLE_GROUPS.map((g) => (
                <button
                  key={g}
                  type="button"
                  role="tab"
                  aria-selected={g === tableGroup}
                  className={`btn btn--ghost btn--sm${g === tableGroup ? ' is-active' : ''}`}
                  onClick={() => setTableGroup(g)}
                  data-testid={`stats-group-${g}`}
                >
                  {t(`stats.groups.${g}`)}
                </button>
              ))}
            </div>
            {advanced && (
              <button type="button" className="btn btn--ghost btn--sm" onClick={exportCsv} data-testid="stats-export">
                {t('stats.export')}
              </button>
            )}
          </header>
          {tableGroup === 'track' && <p className="page__subtitle">{t('stats.topTracks')}</p>}
          {exportError && <Alert tone="error" testId="stats-export-error">{exportError}</Alert>}
          {sourcesLocked && <UpgradeHint url={summary.allowance.upgrade_url} testId="stats-group-upgrade" />}
          {!sourcesLocked && table.kind === 'loading' && (
            <p className="loading-text" role="status">
              {t('forms.loading')}
            </p>
          )}
          {!sourcesLocked && table.kind === 'error' &&
            (table.upgrade ? (
              <UpgradeHint url={summary.allowance.upgrade_url} testId="stats-group-upgrade" />
            ) : (
              <Alert tone="error">{table.text}</Alert>
            ))}
          {!sourcesLocked && table.kind === 'loaded' && <GroupTable summary={table.data} group={table.data.group_by as TableGroup} />}
        </section>
      )}

      <Freshness stores={stores} />
      <ReportSetting />
    </div>
  );
}
