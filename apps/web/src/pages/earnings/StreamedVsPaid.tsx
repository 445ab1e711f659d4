import type { ArtistReconciliationMonth, ReconciliationFigures } from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isAbortError } from '../../api/client';
import { fetchStreamedVsPaid } from '../../api/reconciliation';
import { Alert } from '../../components/forms';

/** The status in words: when the statement is due, paid, the gap, or late. */
function StatusText({ figures }: { readonly figures: ReconciliationFigures }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  switch (figures.status) {
    case 'pending':
      return <>{t('earnings.streamedVsPaid.status.pending', { date: date.format(new Date(`${figures.due_date}T00:00:00Z`)) })}</>;
    case 'gap':
      return <strong className="streamed-vs-paid__gap">{t('earnings.streamedVsPaid.status.gap', { percent: Math.round(figures.gap_percent ?? 0) })}</strong>;
    case 'late':
      return <>{t('earnings.streamedVsPaid.status.late')}</>;
    default:
      return <>{t('earnings.streamedVsPaid.status.ok')}</>;
  }
}

/**
 * "Streamed vs paid": per month (newest first) the streams the stores' trends reported against the units their posted
 * statements paid, each store below its month. Follows the page's month range; the last 12 months without one.
 */
export function StreamedVsPaid({ from, to }: { readonly from: string; readonly to: string }) {
  const { t, i18n } = useTranslation();
  const [months, setMonths] = useState<ArtistReconciliationMonth[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setError(null);
    // A range the API would refuse (only one end, or reversed) falls back to the last 12 months.
    const range = from && to && from <= to ? { from, to } : {};
    fetchStreamedVsPaid(range, controller.signal).then(
      (body) => setMonths(body.months),
      (e: unknown) => {
        if (!isAbortError(e)) setError(errorText(e, t('earnings.streamedVsPaid.loadFailed')));
      },
    );
    return () => controller.abort();
  }, [from, to, t]);
  const monthName = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');
  const labels = {
    month: t('earnings.groups.month'),
    streams: t('earnings.streamedVsPaid.streams'),
    paid: t('earnings.streamedVsPaid.paid'),
    status: t('earnings.streamedVsPaid.statusHeading'),
  };
  return (
    <section className="card earnings-section" data-testid="streamed-vs-paid">
      <h2 className="support__heading">{t('earnings.streamedVsPaid.title')}</h2>
      <p className="page__subtitle">{t('earnings.streamedVsPaid.intro')}</p>
      {error && <Alert tone="error">{error}</Alert>}
      {months && months.length === 0 && (
        <p className="empty-state" data-testid="streamed-vs-paid-empty">
          {t('earnings.streamedVsPaid.empty')}
        </p>
      )}
      {months && months.length > 0 && (
        <div className="table-wrap">
          <table className="table table--cards" data-testid="streamed-vs-paid-table">
            <thead>
              <tr>
                <th>{labels.month}</th>
                <th>{labels.streams}</th>
                <th>{labels.paid}</th>
                <th>{labels.status}</th>
              </tr>
            </thead>
            <tbody>
              {months.flatMap((m) => [
                <tr key={m.month} className="streamed-vs-paid__month" data-testid="streamed-vs-paid-month">
                  <td className="table__cell--wide" data-label={labels.month}>
                    {monthName.format(new Date(`${m.month}-01T00:00:00Z`))}
                  </td>
                  <td data-label={labels.streams}>{number.format(m.streamed)}</td>
                  <td data-label={labels.paid}>{number.format(m.paid_units)}</td>
                  <td data-label={labels.status}>
                    <StatusText figures={m} />
                  </td>
                </tr>,
                ...m.stores.map((s) => (
                  <tr key={`${m.month}:${s.store_id}`} className="streamed-vs-paid__store" data-testid="streamed-vs-paid-store">
                    <td className="table__cell--wide" data-label={labels.month}>
                      {s.store_name}
                    </td>
                    <td data-label={labels.streams}>{number.format(s.streamed)}</td>
                    <td data-label={labels.paid}>{number.format(s.paid_units)}</td>
                    <td data-label={labels.status}>
                      <StatusText figures={s} />
                    </td>
                  </tr>
                )),
              ])}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
