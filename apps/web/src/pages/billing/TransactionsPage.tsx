import {
  type ArtistTransactionPage,
  type ArtistTransactionResponse,
  artistTransactionStatusColor,
  BILLING_MESSAGES,
  formatMoney,
  lastPage,
  PAGE_SIZES,
  SEARCH_DEBOUNCE_MS,
} from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchArtistTransactions } from '../../api/billing';
import { PagedListStatus, Pager, usePageLoad } from '../../components/PagedList';
import { useMessage } from '../../i18n/messages';
import './billing.css';

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

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS.artistTransactions);
    return () => clearTimeout(timer);
  }, [search]);

  const load = usePageLoad<ArtistTransactionResponse, ArtistTransactionPage['meta']>(
    (signal) => fetchArtistTransactions(page, limit, q, signal),
    BILLING_MESSAGES.loadTransactionsFailed,
    [page, limit, q],
  );

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
      <PagedListStatus load={load} translate={m} empty={m(BILLING_MESSAGES.noTransactions)} testIds={{ error: 'tx-error', empty: 'tx-empty' }}>
        {(rows) => (
          <div className="table-wrap">
            <table className="table table--cards" data-testid="tx-table">
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
                {rows.map((tx) => (
                  <tr key={tx.id} data-testid={`tx-row-${tx.id}`}>
                    <td data-label={t('billing.columns.date')}>{formatDate(tx.paid_at ?? tx.created_at, language)}</td>
                    <td data-label={t('billing.columns.transactionId')}>{tx.transaction_id || '—'}</td>
                    <td className="table__cell--wide" data-label={t('billing.columns.description')}>
                      {tx.description || '—'}
                      {tx.subscription_id && <span className="tx__sub"> {t('billing.subscriptionNo', { id: tx.subscription_id })}</span>}
                    </td>
                    <td data-label={t('billing.columns.type')}>{tx.transaction_type}</td>
                    <td data-label={t('billing.columns.gateway')}>{tx.gateway}</td>
                    <td data-label={t('billing.columns.amount')} data-testid="tx-amount">
                      {amountText(tx.amount, tx.currency)}
                    </td>
                    <td data-label={t('billing.columns.status')}>
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
      </PagedListStatus>
      <Pager page={page} pages={pages} onPage={setPage} testPrefix="tx" />
    </section>
  );
}
