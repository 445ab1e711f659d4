import { formatMoney, PAYOUT_MESSAGES, type WalletTransactionPage, WALLET_TRANSACTION_STATUS_COLORS } from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isAbortError } from '../../api/client';
import { fetchWalletTransactions } from '../../api/wallet';
import { Alert } from '../../components/forms';
import { useAreaMessage } from '../../i18n/messages';
import { walletKey } from './wallet-messages';
import { formatWhen } from './WalletPage';
import './wallet.css';

type Load = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'loaded'; page: WalletTransactionPage };

/** /artist/wallet/transactions: ID, When, Type, Amount, Status, Description; 20 a page. */
export function WalletTransactionsPage() {
  const { t, i18n } = useTranslation();
  const m = useAreaMessage(walletKey);
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const language = i18n.resolvedLanguage ?? 'en';

  useEffect(() => {
    const controller = new AbortController();
    fetchWalletTransactions(page, controller.signal).then(
      (body) => setLoad({ kind: 'loaded', page: { data: Array.isArray(body?.data) ? body.data : [], meta: body?.meta } }),
      (error: unknown) => {
        if (!isAbortError(error) && !controller.signal.aborted) setLoad({ kind: 'error', text: errorText(error, PAYOUT_MESSAGES.loadFailed) });
      },
    );
    return () => controller.abort();
  }, [page]);

  const pages = load.kind === 'loaded' ? Math.max(1, load.page.meta?.last_page ?? 1) : 1;

  return (
    <section className="page wallet" data-testid="wallet-transactions-page">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('wallet.transactionsTitle')}
        </h1>
      </header>
      {load.kind === 'loading' && (
        <p className="loading-text" role="status">
          {t('forms.loading')}
        </p>
      )}
      {load.kind === 'error' && (
        <Alert tone="error" testId="wallet-tx-error">
          {m(load.text)}
        </Alert>
      )}
      {load.kind === 'loaded' && load.page.data.length === 0 && (
        <p className="empty-state" data-testid="wallet-tx-empty">
          {t('wallet.noTransactions')}
        </p>
      )}
      {load.kind === 'loaded' && load.page.data.length > 0 && (
        <div className="table-wrap">
          <table className="table" data-testid="wallet-tx-table">
            <thead>
              <tr>
                <th scope="col">{t('wallet.columns.id')}</th>
                <th scope="col">{t('wallet.columns.when')}</th>
                <th scope="col">{t('wallet.columns.type')}</th>
                <th scope="col">{t('wallet.columns.amount')}</th>
                <th scope="col">{t('wallet.columns.status')}</th>
                <th scope="col">{t('wallet.columns.description')}</th>
              </tr>
            </thead>
            <tbody>
              {load.page.data.map((tx) => (
                <tr key={tx.id} data-testid={`wallet-tx-${tx.id}`}>
                  <td className="wallet__id" title={tx.id}>
                    {tx.id.slice(0, 8)}
                  </td>
                  <td>{formatWhen(tx.created_at, language)}</td>
                  <td data-testid="wallet-tx-type">{t(`wallet.type.${tx.type}`)}</td>
                  <td data-testid="wallet-tx-amount">{`${tx.type === 'debit' ? '−' : '+'}${formatMoney(tx.amount, tx.currency)}`}</td>
                  <td>
                    <span className={`status-badge status-badge--${WALLET_TRANSACTION_STATUS_COLORS[tx.status] ?? 'error'}`} data-testid="wallet-tx-status">
                      {t(`wallet.txStatus.${tx.status}`)}
                    </span>
                  </td>
                  <td>{tx.description || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="pager" aria-label={t('activity.pagination')} data-testid="wallet-tx-pager">
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
