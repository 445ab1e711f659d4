import { formatMoney, PAYOUT_MESSAGES, type WalletTransactionPage, type WalletTransactionResponse, WALLET_TRANSACTION_STATUS_COLORS } from '@soundpost/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchWalletTransactions } from '../../api/wallet';
import { PagedListStatus, Pager, usePageLoad } from '../../components/PagedList';
import { useAreaMessage } from '../../i18n/messages';
import { walletKey } from './wallet-messages';
import { formatWhen } from './WalletPage';
import './wallet.css';

/** /artist/wallet/transactions: ID, When, Type, Amount, Status, Description; 20 a page. */
export function WalletTransactionsPage() {
  const { t, i18n } = useTranslation();
  const m = useAreaMessage(walletKey);
  const [page, setPage] = useState(1);
  const load = usePageLoad<WalletTransactionResponse, WalletTransactionPage['meta']>((signal) => fetchWalletTransactions(page, signal), PAYOUT_MESSAGES.loadFailed, [page]);
  const language = i18n.resolvedLanguage ?? 'en';
  const pages = load.kind === 'loaded' ? Math.max(1, load.page.meta?.last_page ?? 1) : 1;

  return (
    <section className="page wallet" data-testid="wallet-transactions-page">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('wallet.transactionsTitle')}
        </h1>
      </header>
      <PagedListStatus load={load} translate={m} empty={t('wallet.noTransactions')} testIds={{ error: 'wallet-tx-error', empty: 'wallet-tx-empty' }}>
        {(rows) => (
          <div className="table-wrap">
            <table className="table table--cards" data-testid="wallet-tx-table">
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
                {rows.map((tx) => (
                  <tr key={tx.id} data-testid={`wallet-tx-${tx.id}`}>
                    <td className="wallet__id" title={tx.id} data-label={t('wallet.columns.id')}>
                      {tx.id.slice(0, 8)}
                    </td>
                    <td data-label={t('wallet.columns.when')}>{formatWhen(tx.created_at, language)}</td>
                    <td data-label={t('wallet.columns.type')} data-testid="wallet-tx-type">
                      {tx.kind === 'withholding' ? t('wallet.kind.withholding') : t(`wallet.type.${tx.type}`)}
                    </td>
                    <td data-label={t('wallet.columns.amount')} data-testid="wallet-tx-amount">{`${tx.type === 'debit' ? '−' : '+'}${formatMoney(tx.amount, tx.currency)}`}</td>
                    <td data-label={t('wallet.columns.status')}>
                      <span className={`status-badge status-badge--${WALLET_TRANSACTION_STATUS_COLORS[tx.status] ?? 'error'}`} data-testid="wallet-tx-status">
                        {t(`wallet.txStatus.${tx.status}`)}
                      </span>
                    </td>
                    <td className="table__cell--wide" data-label={t('wallet.columns.description')}>
                      {tx.description || '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedListStatus>
      <Pager page={page} pages={pages} onPage={setPage} testPrefix="wallet-tx" />
    </section>
  );
}
