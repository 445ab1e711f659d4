import type { StatsUnsubscribeResponse } from '@soundpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiRequest, errorText } from '../../api/client';
import { Alert, type FormMessage } from '../../components/forms';

/**
 * The streaming report's unsubscribe link, opened from the e-mail with no session: the token in the address is the
 * proof. It asks for a click rather than acting on load, so a mail scanner opening the link stops nothing.
 */
export function ReportUnsubscribePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);

  const stop = async () => {
    setBusy(true);
    try {
      await apiRequest<StatsUnsubscribeResponse>(`/stats/report/unsubscribe/${encodeURIComponent(token)}`, { method: 'POST' });
      setMessage({ tone: 'success', text: t('reportUnsubscribe.done') });
      setDone(true);
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, t('reportUnsubscribe.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page auth-page" data-testid="report-unsubscribe-page">
      <header className="page__header auth-page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('reportUnsubscribe.title')}
        </h1>
        <p className="page__subtitle">{t('reportUnsubscribe.subtitle')}</p>
      </header>
      <div className="card auth-card">
        {message && (
          <Alert tone={message.tone} testId={`report-unsubscribe-${message.tone}`}>
            {message.text}
          </Alert>
        )}
        <div className="auth-card__body">
          {done ? (
            <p>
              {t('reportUnsubscribe.again')} <Link to="/artist/stats">{t('reportUnsubscribe.statsLink')}</Link>
            </p>
          ) : (
            <button type="button" className="btn btn--primary btn--block" disabled={busy} onClick={stop} data-testid="report-unsubscribe-confirm">
              {t('reportUnsubscribe.confirm')}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
