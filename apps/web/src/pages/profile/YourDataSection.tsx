import type { DataExportResponse } from '@soundpost/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isAbortError } from '../../api/client';
import { Alert, type FormMessage } from '../../components/forms';
import { roleAllows, useCurrentAccount } from '../../session/accounts';
import { useSession } from '../../session/use-session';
import { fetchDataExports, requestDataExport } from './your-data-api';
import { usePrivacyMessage } from './your-data-messages';

/** How often the list is read again while an export is being prepared (minutes at most). */
const POLL_MS = 10_000;

type Load = { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; items: DataExportResponse[] };

/** The profile's "Your data": the owner asks for an archive of the account's data and downloads it once ready. */
export function YourDataSection() {
  const session = useSession();
  const { role } = useCurrentAccount(session.artistToken, false);
  // The account's data is its owner's: members never see the section (the server refuses them too).
  if (!roleAllows(role, 'owner')) return null;
  return <YourData />;
}

function YourData() {
  const { t, i18n } = useTranslation();
  const m = usePrivacyMessage();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);

  const read = useCallback((signal?: AbortSignal) => {
    fetchDataExports(signal).then(
      (answer) => setLoad({ kind: 'loaded', items: answer.items }),
      (error: unknown) => {
        if (!isAbortError(error) && !signal?.aborted) setLoad({ kind: 'error' });
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal);
    return () => controller.abort();
  }, [read]);

  const preparing = load.kind === 'loaded' && load.items.some((item) => item.status === 'preparing');
  useEffect(() => {
    if (!preparing) return undefined;
    const controller = new AbortController();
    const timer = setInterval(() => read(controller.signal), POLL_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [preparing, read]);

  const ask = async () => {
    setBusy(true);
    setMessage(null);
    try {
      const created = await requestDataExport();
      setLoad((current) => ({ kind: 'loaded', items: [created, ...(current.kind === 'loaded' ? current.items : [])] }));
      setMessage({ tone: 'success', text: t('privacy.requested') });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, t('privacy.requestFailed')) });
      read();
    } finally {
      setBusy(false);
    }
  };

  const date = (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '');
  // A small account's archive is a few kB: "0 MB" would read as empty.
  const size = (bytes: number | null) =>
    bytes === null
      ? ''
      : bytes < 1_000_000
        ? new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1_000)))
        : new Intl.NumberFormat(i18n.language, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1_000_000);

  return (
    <section className="card form form--wide" aria-labelledby="your-data-title" data-testid="your-data">
      <h2 className="form__title" id="your-data-title">
        {t('privacy.title')}
      </h2>
      <p className="form__text">{t('privacy.intro', { days: 7 })}</p>
      {message && (
        <Alert tone={message.tone} testId={`your-data-${message.tone === 'error' ? 'error' : 'message'}`}>
          {m(message.text)}
        </Alert>
      )}
      {load.kind === 'loading' && (
        <p className="loading-text" role="status">
          {t('privacy.loading')}
        </p>
      )}
      {load.kind === 'error' && (
        <Alert tone="error" testId="your-data-load-error">
          {t('privacy.loadFailed')}
        </Alert>
      )}
      {load.kind === 'loaded' && load.items.length === 0 && <p className="form__text">{t('privacy.empty')}</p>}
      {load.kind === 'loaded' && load.items.length > 0 && (
        <ul className="your-data__list" aria-label={t('privacy.listLabel')} data-testid="your-data-list">
          {load.items.map((item) => (
            <li key={item.id} className="your-data__item" data-testid="your-data-item" data-status={item.status}>
              <span>{t('privacy.requestedOn', { date: date(item.created_at) })}</span>{' '}
              <strong data-testid="your-data-status">{t(`privacy.status.${item.status}`)}</strong>
              {item.status === 'ready' && item.url && (
                <>
                  {' '}
                  <a className="btn btn--secondary" href={item.url} download data-testid="your-data-download">
                    {t('privacy.download', { size: size(item.size_bytes) })}
                  </a>{' '}
                  <span className="form__hint">{t('privacy.expires', { date: date(item.expires_at) })}</span>
                  {item.linked_files > 0 && <span className="form__hint"> {t('privacy.linked', { count: item.linked_files })}</span>}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="form__actions">
        <button type="button" className="btn btn--primary" disabled={busy || preparing} onClick={() => void ask()} data-testid="your-data-request">
          {busy ? t('privacy.requesting') : t('privacy.request')}
        </button>
      </div>
    </section>
  );
}
