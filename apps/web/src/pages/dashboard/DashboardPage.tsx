import {
  ACCOUNT_MESSAGES,
  type ArtistDashboardResponse,
  BILLING_MESSAGES,
  type DashboardEarningsResponse,
  type DashboardReleaseResponse,
  type DashboardWalletResponse,
  formatMoney,
  formatReleaseNumber,
  isSubscriptionStatus,
  SUBSCRIPTION_STATUS_COLORS,
} from '@soundpost/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText, isAbortError } from '../../api/client';
import { fetchDashboard } from '../../api/releases';
import { Alert } from '../../components/forms';
import { useMessage } from '../../i18n/messages';
import { NewReleaseButton } from '../release-wizard/NewReleaseButton';
import { ReleaseCover } from '../releases/ReleaseCover';
import { ReleaseStatusBadge } from '../releases/release-view';
import { StreamsCard } from './StreamsCard';
import './dashboard.css';

type Load = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'loaded'; data: ArtistDashboardResponse };

/** The six counters, in the spec's order. */
export const DASHBOARD_STATS = [
  'total_releases',
  'total_tracks',
  'approved_releases',
  'pending_releases',
  'total_tickets',
  'open_tickets',
] as const satisfies readonly (keyof ArtistDashboardResponse)[];

/** Where each card leads, when there is a page for it. */
const STAT_LINKS: Partial<Record<(typeof DASHBOARD_STATS)[number], string>> = {
  total_releases: '/artist/releases',
  approved_releases: '/artist/releases',
  pending_releases: '/artist/releases',
  total_tickets: '/artist/support',
  open_tickets: '/artist/support',
};

function count(value: unknown): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : 0;
}

/** 'YYYY-MM' as the month's name in the reader's language ("February 2026"). */
export function monthLabel(month: string, language: string): string {
  const [year, m] = month.split('-').map(Number);
  if (!year || !m) return month;
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, m - 1, 1)));
}

/**
 * The balance (linking to the wallet), the last 28 days' streams (linking to Statistics) and the newest month of earnings (linking to Earnings).
 * No wallet means the caller's role does not read money: the streams alone.
 */
function MoneyCards({ wallet, earnings }: { readonly wallet: DashboardWalletResponse | null; readonly earnings: DashboardEarningsResponse | null }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  if (!wallet) {
    return (
      <div className="dashboard__money" data-testid="dashboard-money">
        <StreamsCard />
      </div>
    );
  }
  return (
    <div className="dashboard__money" data-testid="dashboard-money">
      <Link className="card money-card money-card--link" to="/artist/wallet" data-testid="dashboard-balance-link">
        <span className="eyebrow">{t('dashboard.balance')}</span>
        <span className="money-card__amount" data-testid="dashboard-balance">
          {formatMoney(wallet.balance_cents, wallet.currency)}
        </span>
        <span className="money-card__action">{t('dashboard.openWallet')}</span>
      </Link>
      <StreamsCard />
      {earnings ? (
        <Link className="card money-card money-card--link" to="/artist/earnings" data-testid="dashboard-earnings-link">
          <span className="eyebrow">{t('dashboard.latestEarnings')}</span>
          <span className="money-card__amount" data-testid="dashboard-earnings-amount">
            {formatMoney(earnings.amount_cents, earnings.currency)}
          </span>
          <span className="money-card__action" data-testid="dashboard-earnings-month">
            {monthLabel(earnings.month, language)}
          </span>
        </Link>
      ) : (
        <div className="card money-card" data-testid="dashboard-no-earnings">
          <span className="eyebrow">{t('dashboard.latestEarnings')}</span>
          <span className="money-card__empty">{t('dashboard.noEarnings')}</span>
        </div>
      )}
    </div>
  );
}

/** The newest releases as cover tiles, each opening its release page. */
function RecentReleases({ releases }: { readonly releases: readonly DashboardReleaseResponse[] }) {
  const { t } = useTranslation();
  return (
    <section className="card dashboard__releases" data-testid="dashboard-releases">
      <header className="dashboard__section-header">
        <h2 className="dashboard__section-title">{t('dashboard.recentReleases')}</h2>
        {releases.length > 0 && (
          <Link className="btn btn--ghost btn--sm" to="/artist/releases" data-testid="dashboard-all-releases">
            {t('dashboard.seeAllReleases')}
          </Link>
        )}
      </header>
      {releases.length === 0 ? (
        <div className="dashboard__empty" data-testid="dashboard-no-releases">
          <p>{t('catalog.releases.empty')}</p>
          <NewReleaseButton className="btn btn--primary" testId="dashboard-new-release" />
        </div>
      ) : (
        <ul className="release-tiles">
          {releases.map((release) => {
            const title = release.title || t('catalog.releases.untitled');
            return (
              <li key={release.id}>
                <Link className="release-tile" to={`/artist/releases/${release.id}`} data-testid={`dashboard-release-${release.id}`}>
                  <ReleaseCover url={release.cover_url} alt={t('catalog.releases.coverAlt', { title })} size="tile" testId="dashboard-release-cover" />
                  <span className="release-tile__title">{title}</span>
                  <span className="release-tile__meta">
                    {[formatReleaseNumber(release.release_number), release.artist].filter(Boolean).join(' · ')}
                  </span>
                  <ReleaseStatusBadge status={release.status} />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** /artist/dashboard: balance and latest earnings, six stat cards, the newest releases and the active subscription card. */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const m = useMessage();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const controller = useRef<AbortController | null>(null);

  const reload = useCallback(() => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setLoad((state) => (state.kind === 'loaded' ? state : { kind: 'loading' }));
    fetchDashboard(current.signal).then(
      (data) => setLoad({ kind: 'loaded', data }),
      (error: unknown) => {
        if (isAbortError(error) || current.signal.aborted) return;
        setLoad({ kind: 'error', text: errorText(error, ACCOUNT_MESSAGES.loadDashboardFailed) });
      },
    );
  }, []);

  useEffect(() => {
    reload();
    return () => controller.current?.abort();
  }, [reload]);

  const language = i18n.resolvedLanguage ?? 'en';
  const plan = load.kind === 'loaded' ? load.data.active_plan : null;
  const end = plan?.current_period_end ? new Date(plan.current_period_end) : null;
  const statusColor = plan && isSubscriptionStatus(plan.status) ? SUBSCRIPTION_STATUS_COLORS[plan.status] : 'default';

  return (
    <section className="page dashboard" data-testid="dashboard-page">
      <header className="page__header dashboard__header">
        <h1 className="page__title" data-testid="page-title">
          {t('dashboard.title')}
        </h1>
        <button type="button" className="btn btn--ghost btn--sm" onClick={reload} disabled={load.kind === 'loading'} data-testid="dashboard-refresh">
          {t('dashboard.refresh')}
        </button>
      </header>
      {load.kind === 'loading' && (
        <p className="loading-text" role="status">
          {t('forms.loading')}
        </p>
      )}
      {load.kind === 'error' && (
        <Alert tone="error" testId="dashboard-error">
          {m(load.text)}
        </Alert>
      )}
      {load.kind === 'loaded' && (
        <>
          <MoneyCards wallet={load.data.wallet ?? null} earnings={load.data.latest_earnings ?? null} />
          <div className="stats-grid" data-testid="dashboard-stats">
            {DASHBOARD_STATS.map((stat) => {
              const link = STAT_LINKS[stat];
              const body = (
                <>
                  <span className="stat-card__value" data-testid={`stat-${stat}`}>
                    {new Intl.NumberFormat(language).format(count(load.data[stat]))}
                  </span>
                  <span className="stat-card__label">{t(`dashboard.stats.${stat}`)}</span>
                  <span className="stat-card__note" data-testid={`stat-note-${stat}`}>
                    {t(`dashboard.statNotes.${stat}`)}
                  </span>
                </>
              );
              return link ? (
                <Link key={stat} className="card stat-card stat-card--link" to={link} data-testid={`stat-card-${stat}`}>
                  {body}
                </Link>
              ) : (
                <div key={stat} className="card stat-card" data-testid={`stat-card-${stat}`}>
                  {body}
                </div>
              );
            })}
          </div>
          <div className="dashboard__lower">
          <RecentReleases releases={load.data.recent_releases ?? []} />
          <article className="card plan-card subscription-card" data-testid="dashboard-subscription">
            <p className="eyebrow">{t('dashboard.subscription')}</p>
            {plan ? (
              <>
                <h2 className="plan-card__name" data-testid="dashboard-plan-name">
                  {plan.name}
                </h2>
                <p>
                  <span className={`status-badge status-badge--${statusColor}`} data-testid="dashboard-plan-status">
                    {t(`dashboard.planStatuses.${plan.status}`, { defaultValue: plan.status })}
                  </span>
                </p>
                {end && !Number.isNaN(end.getTime()) && (
                  <p className="plan-card__summary" data-testid="dashboard-plan-renewal">
                    {t('dashboard.renews', { date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(end) })}
                  </p>
                )}
              </>
            ) : (
              <p className="plan-card__summary" data-testid="dashboard-no-plan">
                {m(BILLING_MESSAGES.noActivePlan)}
              </p>
            )}
            <Link className="btn btn--primary" to="/account/myplan" data-testid="dashboard-plan-link">
              {plan ? t('dashboard.managePlan') : t('dashboard.choosePlan')}
            </Link>
          </article>
          </div>
        </>
      )}
    </section>
  );
}
