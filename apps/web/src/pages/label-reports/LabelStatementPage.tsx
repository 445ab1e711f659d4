import { formatMoney, labelReportPeriod, type LabelStatementResponse } from '@soundpost/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isAbortError, isApiRequestError } from '../../api/client';
import { Alert } from '../../components/forms';
import { downloadLabelStatementCsv, fetchLabelStatement } from './label-reports-api';
import { useLabelReportMessage } from './label-report-messages';
import { LABEL_REPORTS_REQUIRED, LabelUpgradeHint } from './LabelReportsPage';
import './label-reports.css';

type Load =
  | { kind: 'loading' }
  | { kind: 'ready'; statement: LabelStatementResponse }
  | { kind: 'upgrade' }
  | { kind: 'error'; text: string };

/**
 * /artist/label-reports/:artistId/statement?from&to: what the label forwards to the artist it signed. On paper only the
 * statement prints (label-reports.css): the account, the artist, the period, the lines and the totals.
 */
export function LabelStatementPage() {
  const { t, i18n } = useTranslation();
  const m = useLabelReportMessage();
  const { artistId = '' } = useParams();
  const [search] = useSearchParams();
  const range = useMemo(() => labelReportPeriod({ from: search.get('from') ?? undefined, to: search.get('to') ?? undefined }), [search]);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [downloadError, setDownloadError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    setLoad({ kind: 'loading' });
    fetchLabelStatement(artistId, range, controller.signal).then(
      (statement) => setLoad({ kind: 'ready', statement }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        if (isApiRequestError(error) && error.status === 403 && error.code === LABEL_REPORTS_REQUIRED) setLoad({ kind: 'upgrade' });
        else if (isApiRequestError(error) && (error.status === 404 || error.status === 422)) setLoad({ kind: 'error', text: m(error.message) });
        else setLoad({ kind: 'error', text: t('labelReports.loadFailed') });
      },
    );
    return () => controller.abort();
  }, [artistId, range, m, t]);

  const download = () => {
    setDownloadError(null);
    downloadLabelStatementCsv(artistId, range).catch(() => setDownloadError(t('labelReports.downloadFailed')));
  };
  const number = (n: number) => n.toLocaleString(i18n.language);
  const percent = (n: number) => `${n.toLocaleString(i18n.language, { minimumFractionDigits: 0, maximumFractionDigits: 2 })} %`;
  const statement = load.kind === 'ready' ? load.statement : null;

  return (
    <div className="page label-statement-page" data-testid="label-statement-page">
      <div className="label-statement__toolbar">
        <Link className="btn btn--ghost btn--sm" to={`/artist/label-reports`} data-testid="label-statement-back">
          {t('labelReports.back')}
        </Link>
        {statement && (
          <>
            <button type="button" className="btn btn--primary btn--sm" onClick={() => window.print()} data-testid="label-statement-print">
              {t('labelReports.print')}
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={download} data-testid="label-statement-csv">
              {t('labelReports.downloadCsv')}
            </button>
          </>
        )}
      </div>
      {downloadError && <Alert tone="error">{downloadError}</Alert>}
      {load.kind === 'upgrade' && <LabelUpgradeHint />}
      {load.kind === 'error' && (
        <Alert tone="error" testId="label-statement-error">
          {load.text}
        </Alert>
      )}
      {load.kind === 'loading' && <p className="empty-state">{t('labelReports.loading')}</p>}
      {statement && (
        <article className="label-statement" data-testid="label-statement">
          <header className="label-statement__header">
            <p className="label-statement__account" data-testid="label-statement-account">
              {statement.account_name}
            </p>
            <h1 className="page__title" data-testid="page-title">
              {t('labelReports.statementTitle', { name: statement.artist.name })}
            </h1>
            <p className="label-statement__period" data-testid="label-statement-period">
              {t('labelReports.statementPeriod', { from: statement.from, to: statement.to })}
            </p>
          </header>
          {statement.lines.length === 0 ? (
            <p className="empty-state" data-testid="label-statement-empty">
              {t('labelReports.statementEmpty')}
            </p>
          ) : (
            <div className="table-wrap">
              <table className="table table--cards label-statement__table" data-testid="label-statement-lines">
                <thead>
                  <tr>
                    <th>{t('labelReports.columns.month')}</th>
                    <th>{t('labelReports.columns.store')}</th>
                    <th>{t('labelReports.columns.track')}</th>
                    <th>{t('labelReports.columns.units')}</th>
                    <th>{t('labelReports.columns.gross')}</th>
                    <th>{t('labelReports.columns.share')}</th>
                    <th>{t('labelReports.columns.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {statement.lines.map((l) => (
                    <tr key={`${l.month}|${l.store}|${l.release_id}|${l.track_id ?? ''}`} data-testid="label-statement-line">
                      <td data-label={t('labelReports.columns.month')}>{l.month}</td>
                      <td data-label={t('labelReports.columns.store')}>{l.store}</td>
                      <td className="table__cell--wide" data-label={t('labelReports.columns.track')}>
                        {l.track_title === null ? t('labelReports.wholeRelease', { release: l.release_title }) : `${l.track_title} — ${l.release_title}`}
                        {l.isrc && <span className="label-statement__isrc"> {l.isrc}</span>}
                      </td>
                      <td data-label={t('labelReports.columns.units')}>{number(l.units)}</td>
                      <td data-label={t('labelReports.columns.gross')}>{formatMoney(l.gross_cents, statement.currency)}</td>
                      <td data-label={t('labelReports.columns.share')}>{percent(l.share_percent)}</td>
                      <td data-label={t('labelReports.columns.amount')}>{formatMoney(l.amount_cents, statement.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <dl className="label-reports__totals" data-testid="label-statement-totals">
            <div>
              <dt>{t('labelReports.columns.units')}</dt>
              <dd>{number(statement.totals.units)}</dd>
            </div>
            <div>
              <dt>{t('labelReports.columns.gross')}</dt>
              <dd>{formatMoney(statement.totals.gross_cents, statement.currency)}</dd>
            </div>
            <div>
              <dt>{t('labelReports.totalDue')}</dt>
              <dd data-testid="label-statement-total">{formatMoney(statement.totals.amount_cents, statement.currency)}</dd>
            </div>
          </dl>
        </article>
      )}
    </div>
  );
}
