import {
  type ArtistTransactionPage,
  artistTransactionStatusColor,
  BILLING_MESSAGES,
  formatMoney,
  lastPage,
  PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
} from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isAbortError } from '../../api/client';
import { fetchArtistTransactions } from '../../api/billing';
import { Alert } from '../../components/forms';
import { useMessage } from '../../i18n/messages';
import './billing.css';

type Load = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'loaded'; page: ArtistTransactionPage };

const SIZES = PAGE_SIZES.artistTransactions;

function formatDate(iso: string | null | undefined, language: string): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

function amountText(amount: unknown, currency: string): string {
  return typeof amount === 'number' && Number.isSafeInteger(amount) ? formatMoney(amount, currency || 'EUR') : String(amount ?? '—');
}

/** /account/transactions: My Transactions. */
export function TransactionsPage() {
  const { t, i18n } = useTranslation();
  const m = useMessage();
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [limit, setLimit] = useState<number>(SIZES.default);
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS.artistTransactions);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    const controller = new AbortController();
    setLoad((current) => (current.kind === 'loaded' ? current : { kind: 'loading' }));
    fetchArtistTransactions(page, limit, q, controller.signal).then(
      (body) => setLoad({ kind: 'loaded', page: { data: Array.isArray(body?.data) ? body.data : [], meta: body?.meta } }),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setLoad({ kind: 'error', text: errorText(error, BILLING_MESSAGES.loadTransactionsFailed) });
      },
    );
    return () => controller.abort();
  }, [page, limit, q]);

  const meta = load.kind === 'loaded' ? load.page.meta : undefined;
  const pages = meta?.last_page ?? lastPage(meta?.total ?? 0, limit);
  const language = i18n.resolvedLanguage ?? 'en';

  return (
    <section className="page transactions" data-testid="transactions-page">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('billing.transactionsTitle')}
        </h1>
      </header>
      <div className="toolbar">
        <input
          className="input"
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('billing.search')}
          aria-label={t('billing.search')}
          data-testid="tx-search"
        />
        <label className="toolbar__size">
          {t('billing.perPage')}{' '}
          <select
            className="input"
            value={limit}
            onChange={(event) => {
              setLimit(Number(event.target.value));
              setPage(1);
            }}
            data-testid="tx-page-size"
          >
            {SIZES.options.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
      {load.kind === 'loading' && (
        <p className="loading-text" role="status">
          {t('forms.loading')}
        </p>
      )}
      {load.kind === 'error' && (
        <Alert tone="error" testId="tx-error">
          {m(load.text)}
        </Alert>
      )}
      {load.kind === 'loaded' && load.page.data.length === 0 && (
        <p className="empty-state" data-testid="tx-empty">
          {m(BILLING_MESSAGES.noTransactions)}
        </p>
      )}
      {load.kind === 'loaded' && load.page.data.length > 0 && (
        <div className="table-wrap">
          <table className="table" data-testid="tx-table">
            <thead>
              <tr>
                <th scope="col">{t('billing.columns.date')}</th>
                <th scope="col">{t('billing.columns.transactionId')}</th>
                <th scope="col">{t('billing.columns.description')}</th>
                <th scope="col">{t('billing.columns.type')}</th>
                <th scope="col">{t('billing.columns.gateway')}</th>
                <th scope="col">{t('billing.columns.amount')}</th>
                <th scope="col">{t('billing.columns.status')}</th>
              </tr>
            </thead>
            <tbody>
              {load.page.data.map((tx) => (
                <tr key={tx.id} data-testid={`tx-row-${tx.id}`}>
                  <td>{formatDate(tx.paid_at ?? tx.created_at, language)}</td>
                  <td>{tx.transaction_id || '—'}</td>
                  <td>
                    {tx.description || '—'}
                    {tx.subscription_id && <span className="tx__sub"> {t('billing.subscriptionNo', { id: tx.subscription_id })}</span>}
                  </td>
                  <td>{tx.transaction_type}</td>
                  <td>{tx.gateway}</td>
                  <td data-testid="tx-amount">{amountText(tx.amount, tx.currency)}</td>
                  <td>
                    <span className={`status-badge status-badge--${artistTransactionStatusColor(tx.status)}`} data-testid="tx-status">
                      {tx.status}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="pager" aria-label={t('activity.pagination')} data-testid="tx-pager">
          <button type="button" className="btn btn--ghost btn--sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('activity.previous')}
          </button>
          <span className="pager__info">{t('activity.pageOf', { page, pages })}</span>
          <button type="button" className="btn btn--ghost btn--sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('activity.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
