import { formatMoney, PLAN_UPGRADE_PATH, type LabelReportResponse } from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isAbortError, isApiRequestError } from '../../api/client';
import { Alert } from '../../components/forms';
import { fetchLabelReport, statementPath } from './label-reports-api';
import { useLabelReportMessage } from './label-report-messages';
import { MonthPeriodPicker, presetPeriod, type MonthPeriod } from './MonthPeriodPicker';
import './label-reports.css';

/** The 403 a plan without label reports answers, with the way to a plan that has them. */
export const LABEL_REPORTS_REQUIRED = 'label_reports_required';

export function LabelUpgradeHint() {
  const { t } = useTranslation();
  return (
    <div className="card label-upgrade" data-testid="label-upgrade">
      <p>{t('labelReports.planRequired')}</p>
      <Link className="btn btn--primary btn--sm" to={PLAN_UPGRADE_PATH} data-testid="label-upgrade-link">
        {t('labelReports.upgrade')}
      </Link>
    </div>
  );
}

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; report: LabelReportResponse }
  | { kind: 'upgrade' }
  | { kind: 'invalid'; errors: { from?: string; to?: string } }
  | { kind: 'error'; text: string };

/** /artist/label-reports: earnings and streams per directory artist for a period of months, each row leading to its statement. */
export function LabelReportsPage() {
  const { t, i18n } = useTranslation();
  const m = useLabelReportMessage();
  const [period, setPeriod] = useState<MonthPeriod>(() => presetPeriod(12));
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  useEffect(() => {
    // Half-typed months wait: the API would only refuse them.
    if (!period.from || !period.to) return;
    const controller = new AbortController();
    setLoad((current) => (current.kind === 'ready' ? current : { kind: 'loading' }));
    fetchLabelReport({ from: period.from, to: period.to }, controller.signal).then(
      (report) => setLoad({ kind: 'ready', report }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        if (isApiRequestError(error) && error.status === 403 && error.code === LABEL_REPORTS_REQUIRED) setLoad({ kind: 'upgrade' });
        else if (isApiRequestError(error) && error.status === 422) {
          const field = (name: string) => (error.fieldError(name) ? m(error.fieldError(name) as string) : undefined);
          setLoad({ kind: 'invalid', errors: { from: field('from'), to: field('to') } });
        } else setLoad({ kind: 'error', text: t('labelReports.loadFailed') });
      },
    );
    return () => controller.abort();
  }, [period.from, period.to, m, t]);

  const number = (n: number) => n.toLocaleString(i18n.language);
  const report = load.kind === 'ready' ? load.report : null;
  const range = { from: period.from, to: period.to };

  return (
    <div className="page label-reports" data-testid="label-reports-page">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('labelReports.title')}
        </h1>
        <p className="page__subtitle">{t('labelReports.subtitle')}</p>
      </header>
      {load.kind === 'upgrade' ? (
        <LabelUpgradeHint />
      ) : (
        <>
          <MonthPeriodPicker period={period} onChange={setPeriod} errors={load.kind === 'invalid' ? load.errors : undefined} />
          {load.kind === 'error' && <Alert tone="error">{load.text}</Alert>}
          {load.kind === 'loading' && <p className="empty-state">{t('labelReports.loading')}</p>}
          {report && report.artists.length === 0 && (
            <p className="empty-state" data-testid="label-reports-empty">
              {t('labelReports.empty')}
            </p>
          )}
          {report && report.artists.length > 0 && (
            <section className="card label-reports__section">
              <div className="table-wrap">
                <table className="table table--cards" data-testid="label-reports-table">
                  <thead>
                    <tr>
                      <th>{t('labelReports.columns.artist')}</th>
                      <th>{t('labelReports.columns.releases')}</th>
                      <th>{t('labelReports.columns.streams')}</th>
                      <th>{t('labelReports.columns.units')}</th>
                      <th>{t('labelReports.columns.earnings')}</th>
                      <th>{t('labelReports.columns.topStore')}</th>
                      <th>{t('labelReports.columns.statement')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {report.artists.map((a) => (
                      <tr key={a.artist_id} data-testid="label-report-row">
                        <td className="table__cell--wide" data-label={t('labelReports.columns.artist')}>
                          {a.name}
                        </td>
                        <td data-label={t('labelReports.columns.releases')}>{number(a.releases)}</td>
                        <td data-label={t('labelReports.columns.streams')}>{number(a.streams)}</td>
                        <td data-label={t('labelReports.columns.units')}>{number(a.units)}</td>
                        <td data-label={t('labelReports.columns.earnings')}>{formatMoney(a.earnings_cents, report.currency)}</td>
                        <td data-label={t('labelReports.columns.topStore')}>{a.top_store ?? '—'}</td>
                        <td data-label={t('labelReports.columns.statement')}>
                          <Link to={statementPath(a.artist_id, range)} data-testid="label-report-statement">
                            {t('labelReports.openStatement', { name: a.name })}
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <dl className="label-reports__totals" data-testid="label-reports-totals">
                <div>
                  <dt>{t('labelReports.columns.streams')}</dt>
                  <dd>{number(report.totals.streams)}</dd>
                </div>
                <div>
                  <dt>{t('labelReports.columns.units')}</dt>
                  <dd>{number(report.totals.units)}</dd>
                </div>
                <div>
                  <dt>{t('labelReports.totalEarnings')}</dt>
                  <dd data-testid="label-reports-total-earnings">{formatMoney(report.totals.earnings_cents, report.currency)}</dd>
                </div>
              </dl>
            </section>
          )}
        </>
      )}
    </div>
  );
}
