import { LINK_LIMITS, LINK_STATS_GROUPS, type LinkStatsGroupBy, type LinkStatsResponse, type LinkStatsRow, type ReleaseLinkResponse } from '@soundpost/contracts';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadArtistFile } from '../../api/download';
import { errorText } from '../../api/client';
import { Alert } from '../../components/forms';
import { PeriodPicker } from '../../components/PeriodPicker';
import { daysBetween, presetRange } from '../stats/stats-range';
import { LinkTotalsLine, useCtrFormat } from './link-parts';
import { fetchLinkStats, linkStatsCsvPath, type LinkStatsRange } from './links-api';
import { useLinkMessage } from './links-messages';

// chart.js loads only on this page, and only once there is a day series to draw.
const LinkChart = lazy(() => import('./LinkChart').then((m) => ({ default: m.LinkChart })));

export const LINK_PRESET_DAYS = [7, 28, 90] as const;
type Preset = (typeof LINK_PRESET_DAYS)[number];
type Range = { kind: 'preset'; days: Preset } | { kind: 'custom'; from: string; to: string };
type Load = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'loaded'; data: LinkStatsResponse };

const datesOf = (range: Range): LinkStatsRange => (range.kind === 'preset' ? presetRange(range.days) : { from: range.from, to: range.to });

/** Row labels in the reader's language: dates, country names, "Direct" for visits without a channel. */
function useRowLabel(group: LinkStatsGroupBy): (row: LinkStatsRow) => string {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    if (group === 'country') {
      const names = new Intl.DisplayNames([language], { type: 'region' });
      return (row) => {
        if (row.key === 'ZZ') return t('links.stats.unknownCountry');
        try {
          return `${names.of(row.key) ?? row.key} (${row.key})`;
        } catch {
          return row.label || row.key;
        }
      };
    }
    if (group === 'channel') return (row) => (row.key === '' ? t('links.stats.direct') : row.label || row.key);
    if (group === 'day') {
      const format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
      return (row) => {
        const time = Date.parse(`${row.key}T00:00:00Z`);
        return Number.isNaN(time) ? row.label || row.key : format.format(new Date(time));
      };
    }
    return (row) => row.label || row.key;
  }, [group, language, t]);
}

function StatsTable({ data }: { readonly data: LinkStatsResponse }) {
  const { t, i18n } = useTranslation();
  const n = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const ctr = useCtrFormat();
  const label = useRowLabel(data.group_by);
  const labels = useMemo(() => data.rows.map(label), [data.rows, label]);
  const views = useMemo(() => data.rows.map((r) => r.views), [data.rows]);
  const clicks = useMemo(() => data.rows.map((r) => r.clicks), [data.rows]);
  const heading = t(`links.stats.groups.${data.group_by}`);
  if (data.rows.length === 0) {
    return (
      <p className="empty-state" data-testid="link-stats-empty">
        {t('links.stats.empty')}
      </p>
    );
  }
  return (
    <>
      {data.group_by === 'day' && (
        <Suspense fallback={<div className="link-chart" />}>
          <LinkChart labels={labels} views={views} clicks={clicks} viewsLabel={t('links.figures.views')} clicksLabel={t('links.figures.clicks')} label={t('links.stats.chart')} />
        </Suspense>
      )}
      <div className="table-wrap">
        {/* Four narrow columns fit a phone as a table: cards would make 90 days of rows a very long page. */}
        <table className="table link-stats-table" data-testid={`link-stats-table-${data.group_by}`}>
          <thead>
            <tr>
              <th>{heading}</th>
              <th>{t('links.figures.views')}</th>
              <th>{t('links.figures.clicks')}</th>
              <th>{t('links.figures.ctr')}</th>
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row, i) => (
              <tr key={row.key} data-testid="link-stats-row">
                <td className="table__cell--wide" data-label={heading}>
                  {labels[i]}
                </td>
                <td data-label={t('links.figures.views')}>{n.format(row.views)}</td>
                <td data-label={t('links.figures.clicks')}>{n.format(row.clicks)}</td>
                <td data-label={t('links.figures.ctr')}>{ctr(row.ctr)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** Views, clicks and CTR over a period, by day (with a chart), store, channel or country, and the same view as CSV. */
export function LinkStats({ link }: { readonly link: ReleaseLinkResponse }) {
  const { t } = useTranslation();
  const m = useLinkMessage();
  const [range, setRange] = useState<Range>({ kind: 'preset', days: 28 });
  const [group, setGroup] = useState<LinkStatsGroupBy>('day');
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [csvError, setCsvError] = useState<string | null>(null);
  const dates = useMemo(() => datesOf(range), [range]);
  const days = daysBetween(dates.from, dates.to);
  // The API answers at most LINK_LIMITS.statsRangeMaxDays at a time.
  const valid = days >= 1 && days <= LINK_LIMITS.statsRangeMaxDays;
  const fallback = t('links.stats.loadFailed');

  useEffect(() => {
    if (!valid) return;
    const controller = new AbortController();
    // What is on screen stays until the new answer replaces it.
    setLoad((shown) => (shown.kind === 'loaded' ? shown : { kind: 'loading' }));
    fetchLinkStats(link.id, dates, group, controller.signal).then(
      (data) => setLoad({ kind: 'loaded', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ kind: 'error', text: m(errorText(error, fallback)) });
      },
    );
    return () => controller.abort();
  }, [link.id, dates, group, valid, fallback, m]);

  const setBound = (key: 'from' | 'to', value: string) => setRange((r) => ({ kind: 'custom', ...datesOf(r), [key]: value }));
  const downloadCsv = () => {
    setCsvError(null);
    downloadArtistFile(linkStatsCsvPath(link.id, dates, group), `links-${link.slug}-${dates.from}-${dates.to}-${group}.csv`).catch((error: unknown) =>
      setCsvError(m(errorText(error, t('links.stats.csvFailed')))),
    );
  };

  return (
    <section className="card link-section" aria-labelledby="link-stats-title" data-testid="link-stats">
      <h2 className="support__heading" id="link-stats-title">
        {t('links.stats.title')}
      </h2>
      <PeriodPicker
        presets={LINK_PRESET_DAYS}
        activeDays={range.kind === 'preset' ? range.days : null}
        from={dates.from}
        to={dates.to}
        onPreset={(days) => setRange({ kind: 'preset', days })}
        onBound={setBound}
        prefix="link"
        classes={{ root: 'link-range', tabs: 'link-tabs', custom: 'link-range__custom' }}
        labels={{ group: t('links.stats.period'), preset: (days) => t('links.stats.lastDays', { days }), from: t('links.stats.from'), to: t('links.stats.to') }}
      />
      {!valid && <Alert tone="error">{t('links.msg.link.statsRangeInvalid')}</Alert>}

      <header className="link-section__header">
        <div className="link-tabs" role="tablist" aria-label={t('links.stats.groupBy')}>
          {LINK_STATS_GROUPS.map((g) => (
            <button
              key={g}
              type="button"
              role="tab"
              aria-selected={g === group}
              className={`btn btn--ghost btn--sm${g === group ? ' is-active' : ''}`}
              onClick={() => setGroup(g)}
              data-testid={`link-group-${g}`}
            >
              {t(`links.stats.groups.${g}`)}
            </button>
          ))}
        </div>
        <button type="button" className="btn btn--ghost btn--sm" onClick={downloadCsv} disabled={!valid} data-testid="link-stats-csv">
          {t('links.stats.csv')}
        </button>
      </header>
      {csvError && <Alert tone="error" testId="link-stats-csv-error">{csvError}</Alert>}
      {load.kind === 'loading' && valid && (
        <p className="loading-text" role="status">
          {t('forms.loading')}
        </p>
      )}
      {load.kind === 'error' && <Alert tone="error" testId="link-stats-error">{load.text}</Alert>}
      {load.kind === 'loaded' && (
        <div role="tabpanel" aria-label={t(`links.stats.groups.${load.data.group_by}`)}>
          <LinkTotalsLine totals={load.data.totals} testId="link-stats-totals" />
          <StatsTable data={load.data} />
        </div>
      )}
    </section>
  );
}
