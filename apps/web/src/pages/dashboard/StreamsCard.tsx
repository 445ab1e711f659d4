import type { StatsSummaryResponse, StatsSummaryRow } from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchStatsSummary } from '../../api/stats';
import { presetRange } from '../stats/stats-range';

const DAYS = 28;
const WIDTH = 120;
const HEIGHT = 32;

/** The days' streams as an SVG polyline: chart.js stays off the dashboard. */
export function sparklinePoints(streams: readonly number[], width = WIDTH, height = HEIGHT): string {
  if (streams.length === 0) return '';
  const max = Math.max(...streams, 1);
  const step = streams.length > 1 ? width / (streams.length - 1) : 0;
  return streams.map((s, i) => `${Math.round(i * step * 10) / 10},${Math.round((height - (s / max) * (height - 2) - 1) * 10) / 10}`).join(' ');
}

/** The last 28 days' streams with a sparkline and the top track, linking to Statistics; nothing when the stats cannot load. */
export function StreamsCard() {
  const { t, i18n } = useTranslation();
  const [data, setData] = useState<{ days: StatsSummaryResponse; top: StatsSummaryRow | null } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const range = presetRange(DAYS);
    Promise.all([fetchStatsSummary(range, 'day', controller.signal), fetchStatsSummary(range, 'track', controller.signal)]).then(
      ([days, tracks]) => setData({ days, top: tracks.rows.find((r) => r.streams > 0) ?? null }),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  if (!data) return null;
  const streams = data.days.rows.map((r) => r.streams);
  const total = data.days.totals.streams;
  return (
    <Link className="card money-card money-card--link streams-card" to="/artist/stats" data-testid="dashboard-streams-link">
      <span className="eyebrow">{t('stats.dashboard.title')}</span>
      <span className="streams-card__row">
        <span className="money-card__amount" data-testid="dashboard-streams-total">
          {new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en').format(total)}
        </span>
        {total > 0 && (
          <svg className="streams-card__sparkline" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT} aria-hidden="true" data-testid="dashboard-sparkline">
            <polyline points={sparklinePoints(streams)} fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
        )}
      </span>
      <span className="money-card__action" data-testid="dashboard-top-track">
        {data.top ? t('stats.dashboard.topTrack', { track: data.top.label || data.top.key }) : total > 0 ? t('stats.dashboard.open') : t('stats.dashboard.none')}
      </span>
    </Link>
  );
}
