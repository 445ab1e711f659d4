import { BILLING_MESSAGES, type CheckoutQuoteResponse, formatMoney, type PublicPlanResponse } from '@soundpost/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isAbortError } from '../../api/client';
import { fetchQuote, type ManualAnswer } from '../../api/billing';
import { Alert } from '../../components/forms';
import { useMessage } from '../../i18n/messages';

export type PurchaseMethod = 'stripe' | 'paypal' | 'manual';

/** The server's quote for `plan` (price, credit, amount due); null while loading or without a plan. */
export function useQuote(planId: string | null, enabled: boolean): { quote: CheckoutQuoteResponse | null; error: string | null } {
  const [quote, setQuote] = useState<CheckoutQuoteResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setQuote(null);
    setError(null);
    if (!planId || !enabled) return undefined;
    const controller = new AbortController();
    fetchQuote(planId, controller.signal).then(
      (answer) => !controller.signal.aborted && setQuote(answer),
      (failure: unknown) => {
        if (isAbortError(failure) || controller.signal.aborted) return;
        setError(errorText(failure, BILLING_MESSAGES.loadQuoteFailed));
      },
    );
    return () => controller.abort();
  }, [planId, enabled]);
  return { quote, error };
}

/** What the artist pays and why: the plan's price, the credit for the current plan's unused time, the amount due. */
export function QuoteSummary({ quote }: { readonly quote: CheckoutQuoteResponse }) {
  const { t, i18n } = useTranslation();
  const until = quote.credit ? new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium' }).format(new Date(quote.credit.unused_until)) : '';
  return (
    <dl className="facts quote" data-testid="checkout-quote">
      <div className="facts__row">
        <dt>{t('money.planPrice', { plan: quote.plan_name })}</dt>
        <dd data-testid="quote-price">{formatMoney(quote.price_cents, quote.currency)}</dd>
      </div>
      {quote.credit && (
        <div className="facts__row">
          <dt>{t('money.credit', { plan: quote.credit.plan_name ?? '', date: until })}</dt>
          <dd data-testid="quote-credit">− {formatMoney(quote.credit_cents, quote.currency)}</dd>
        </div>
      )}
      <div className="facts__row quote__due">
        <dt>{t('money.amountDue')}</dt>
        <dd data-testid="quote-due">{formatMoney(quote.amount_due_cents, quote.currency)}</dd>
      </div>
      {quote.credit && quote.amount_due_cents === 0 && <p className="quote__note">{t('money.creditCovers')}</p>}
    </dl>
  );
}

/** The transfer to make once a bank-transfer checkout is created (also e-mailed to the artist). */
export function BankTransferDetails({ manual }: { readonly manual: ManualAnswer }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Shown below the button that asked for them: bring them into view, or Continue seems to do nothing.
    box.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    box.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="checkout__bank" ref={box} tabIndex={-1} data-testid="bank-transfer">
      <Alert tone="success">{t('billing.manualSuccess', { reference: manual.reference })}</Alert>
      <dl className="facts" data-testid="bank-details">
        <div className="facts__row">
          <dt>{t('billing.reference')}</dt>
          <dd>
            <strong data-testid="bank-reference">{manual.reference}</strong>
          </dd>
        </div>
        {typeof manual.amount_cents === 'number' && (
          <div className="facts__row">
            <dt>{t('money.amountToTransfer')}</dt>
            <dd data-testid="bank-amount">{formatMoney(manual.amount_cents, manual.currency ?? 'EUR')}</dd>
          </div>
        )}
        <div className="facts__row">
          <dt>{t('billing.accountName')}</dt>
          <dd>{manual.bank?.account_name ?? '—'}</dd>
        </div>
        <div className="facts__row">
          <dt>IBAN</dt>
          <dd>{manual.bank?.iban ?? '—'}</dd>
        </div>
        <div className="facts__row">
          <dt>SWIFT</dt>
          <dd>{manual.bank?.swift ?? '—'}</dd>
        </div>
      </dl>
      <p className="quote__note">{t('money.bankEmailed')}</p>
    </div>
  );
}

/**
 * The purchase box of /pricing and /account/myplan: the server's quote, then card, PayPal or bank
 * transfer (the three methods the checkout page offers), and the bank details once a transfer is made.
 */
export function PaymentModal({
  plan,
  busy,
  manual,
  onPay,
  onClose,
}: {
  readonly plan: PublicPlanResponse;
  readonly busy: boolean;
  readonly manual: ManualAnswer | null;
  readonly onPay: (method: PurchaseMethod) => void;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation();
  const m = useMessage();
  const { quote, error } = useQuote(plan.id, true);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div
        className="card modal modal--purchase"
        role="dialog"
        aria-modal="true"
        aria-labelledby="pay-title"
        data-testid="payment-modal"
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id="pay-title" className="modal__title">
          {t('billing.chooseMethod', { plan: plan.name })}
        </h2>
        {error && <Alert tone="error">{m(error)}</Alert>}
        {!error && !quote && (
          <p className="loading-text" role="status">
            {t('forms.loading')}
          </p>
        )}
        {quote && <QuoteSummary quote={quote} />}
        {manual?.reference ? (
          <BankTransferDetails manual={manual} />
        ) : (
          <div className="modal__actions">
            <button type="button" className="btn btn--primary btn--block" disabled={busy || !quote} onClick={() => onPay('stripe')} data-testid="pay-card">
              {t('billing.payCard')}
            </button>
            <button type="button" className="btn btn--ghost btn--block" disabled={busy || !quote} onClick={() => onPay('paypal')} data-testid="pay-paypal">
              {t('billing.payPaypal')}
            </button>
            <button type="button" className="btn btn--ghost btn--block" disabled={busy || !quote} onClick={() => onPay('manual')} data-testid="pay-bank">
              {t('money.payBank')}
            </button>
          </div>
        )}
        <div className="modal__actions">
          <button type="button" className="link-button" onClick={onClose} data-testid="pay-close">
            {manual?.reference ? t('money.close') : t('billing.cancel')}
          </button>
        </div>
      </div>
    </div>
  );
}
