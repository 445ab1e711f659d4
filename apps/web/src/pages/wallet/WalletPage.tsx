import {
  formatMoney,
  parseMoneyInput,
  PAYOUT_MESSAGES,
  PAYOUT_METHOD_DESTINATION,
  PAYOUT_METHODS,
  payoutStatusColor,
  TAX_FIX_URL,
  validatePayoutAmountInput,
  validatePayoutDestination,
  type ArtistWalletResponse,
  type PayoutMethod,
  type PayoutPreviewResponse,
  type PayoutRequestPage,
  type PayoutRequestResponse,
  type WalletEarnings,
} from '@soundpost/contracts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError, errorText, isAbortError } from '../../api/client';
import { cancelPayout, fetchPayoutPreview, fetchPayouts, fetchWallet, linkStripeAccount, requestPayout } from '../../api/wallet';
import { Alert, describedBy, Field } from '../../components/forms';
import { PagedListStatus, Pager, usePageLoad } from '../../components/PagedList';
import { useAreaMessage } from '../../i18n/messages';
import { TaxStandingBanner } from '../tax/TaxStandingBanner';
import { walletKey } from './wallet-messages';
import './wallet.css';

type Load<T> = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'loaded'; value: T };

export function formatWhen(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** /artist/wallet: balance, payment-account badge, the pending payout, the request form, the history. */
export function WalletPage() {
  const { t, i18n } = useTranslation();
  const m = useAreaMessage(walletKey);
  const [wallet, setWallet] = useState<Load<ArtistWalletResponse>>({ kind: 'loading' });
  const [page, setPage] = useState(1);
  const [reload, setReload] = useState(0);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const language = i18n.resolvedLanguage ?? 'en';
  const refresh = useCallback(() => setReload((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    fetchWallet(controller.signal).then(
      (value) => setWallet({ kind: 'loaded', value }),
      (error: unknown) => {
        if (!isAbortError(error) && !controller.signal.aborted) setWallet({ kind: 'error', text: errorText(error, PAYOUT_MESSAGES.loadFailed) });
      },
    );
    return () => controller.abort();
  }, [reload]);

  const history = usePageLoad<PayoutRequestResponse, PayoutRequestPage['meta']>((signal) => fetchPayouts(page, signal), PAYOUT_MESSAGES.loadFailed, [page, reload]);

  const cancel = async (payout: PayoutRequestResponse) => {
    setNotice(null);
    try {
      await cancelPayout(payout.id);
      setNotice({ tone: 'success', text: t('wallet.cancelled') });
    } catch (error) {
      setNotice({ tone: 'error', text: m(errorText(error, t('wallet.cancelFailed'))) });
    }
    refresh();
  };

  const link = async () => {
    setNotice(null);
    try {
      const answer = await linkStripeAccount();
      window.location.assign(answer.url);
    } catch (error) {
      setNotice({ tone: 'error', text: m(errorText(error, t('wallet.linkFailed'))) });
    }
  };

  const current = wallet.kind === 'loaded' ? wallet.value : null;
  const pending = current?.pending_payout ?? null;
  const pages = history.kind === 'loaded' ? Math.max(1, history.page.meta?.last_page ?? 1) : 1;

  return (
    <section className="page wallet" data-testid="wallet-page">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('wallet.title')}
        </h1>
      </header>
      {notice && (
        <Alert tone={notice.tone} testId="wallet-notice">
          {notice.text}
        </Alert>
      )}
      {wallet.kind === 'loading' && (
        <p className="loading-text" role="status">
          {t('forms.loading')}
        </p>
      )}
      {wallet.kind === 'error' && (
        <Alert tone="error" testId="wallet-error">
          {m(wallet.text)}
        </Alert>
      )}
      {/* The tax standing: form on file, expiry, US withholding rate; missing/expiring/expired say why, with a fix link. */}
      {current && <TaxStandingBanner testId="wallet-tax-standing" />}
      {current && (
        <div className="card wallet__balance" data-testid="wallet-balance-card">
          <p className="wallet__label">{t('wallet.balance')}</p>
          <p className="wallet__amount" data-testid="wallet-balance">
            {formatMoney(current.balance, current.currency)}
          </p>
          {current.stripe_account_id ? (
            <span className="status-badge status-badge--success" data-testid="wallet-linked">
              {t('wallet.linked')}
            </span>
          ) : (
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void link()} data-testid="wallet-link">
              {t('wallet.link')}
            </button>
          )}
        </div>
      )}
      {current?.earnings && <EarningsCard earnings={current.earnings} currency={current.currency} />}
      {pending && (
        <div className="card wallet__pending" data-testid="wallet-pending">
          <p>
            {t('wallet.pending', { amount: formatMoney(pending.amount, pending.currency) })}{' '}
            <span className={`status-badge status-badge--${payoutStatusColor(pending.status)}`} data-testid="wallet-pending-status">
              {t(`wallet.status.${pending.status}`)}
            </span>
          </p>
          {pending.status === 'requested' && (
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => void cancel(pending)} data-testid="wallet-cancel">
              {t('wallet.cancel')}
            </button>
          )}
        </div>
      )}
      {current && !pending && (
        <PayoutForm
          balance={current.balance}
          onDone={(text) => {
            // The page holds the success notice: the form leaves as soon as the held payout shows.
            setNotice({ tone: 'success', text });
            refresh();
          }}
        />
      )}
      <h2 className="wallet__subtitle">{t('wallet.history')}</h2>
      <PagedListStatus load={history} translate={m} empty={m(PAYOUT_MESSAGES.empty)} testIds={{ error: 'payouts-error', empty: 'payouts-empty' }}>
        {(rows) => (
          <div className="table-wrap">
            <table className="table table--cards" data-testid="payouts-table">
              <thead>
                <tr>
                  <th scope="col">{t('wallet.columns.when')}</th>
                  <th scope="col">{t('wallet.columns.amount')}</th>
                  <th scope="col">{t('wallet.columns.method')}</th>
                  <th scope="col">{t('wallet.columns.status')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr key={p.id} data-testid={`payout-row-${p.id}`}>
                    <td data-label={t('wallet.columns.when')}>{formatWhen(p.created_at, language)}</td>
                    <td data-label={t('wallet.columns.amount')} data-testid="payout-amount">{formatMoney(p.amount, p.currency)}</td>
                    <td data-label={t('wallet.columns.method')}>{t(`wallet.method.${p.method}`)}</td>
                    <td data-label={t('wallet.columns.status')}>
                      <span className={`status-badge status-badge--${payoutStatusColor(p.status)}`} data-testid="payout-status">
                        {t(`wallet.status.${p.status}`)}
                      </span>
                      {p.failure_reason && <span className="wallet__reason"> {p.failure_reason}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </PagedListStatus>
      <Pager page={page} pages={pages} onPage={setPage} testPrefix="payouts" />
    </section>
  );
}

type FormErrors = Partial<Record<'amount' | 'destination' | 'method' | 'notes', string>>;

/** The request form: amount as typed ('50,00' or '50.00'), sent in cents; PayPal asks an e-mail, bank an IBAN. */
function PayoutForm({ balance, onDone }: { readonly balance: number; readonly onDone: (notice: string) => void }) {
  const { t } = useTranslation();
  const m = useAreaMessage(walletKey);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<PayoutMethod>('paypal');
  const [destination, setDestination] = useState('');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [result, setResult] = useState<{ tone: 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [taxBlocked, setTaxBlocked] = useState(false);
  const preview = usePayoutPreview(amount, method);
  const needs = PAYOUT_METHOD_DESTINATION[method];
  const blocked = taxBlocked || (preview?.kind === 'loaded' && (preview.value.tax_standing.status === 'missing' || preview.value.tax_standing.status === 'expired'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const cents = validatePayoutAmountInput(amount, balance);
    const dest = validatePayoutDestination(method, destination);
    const found: FormErrors = { amount: cents.ok ? undefined : cents.error, destination: dest.ok ? undefined : dest.error };
    setErrors(found);
    if (!cents.ok || !dest.ok) return;
    setBusy(true);
    try {
      await requestPayout({ amount: cents.value, currency: 'eur', method, destination: dest.value, notes: notes.trim() || null }, key);
      setAmount('');
      setNotes('');
      setKey(crypto.randomUUID());
      onDone(m(PAYOUT_MESSAGES.requested));
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'tax_form_required') {
        setTaxBlocked(true);
        setKey(crypto.randomUUID());
        return;
      }
      const fields = error instanceof ApiRequestError ? error.errors : {};
      setErrors(Object.fromEntries(Object.entries(fields).map(([f, list]) => [f, list[0] ?? ''])) as FormErrors);
      setResult({ tone: 'error', text: m(errorText(error, PAYOUT_MESSAGES.requestFailed)) });
      setKey(crypto.randomUUID());
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card wallet__form" onSubmit={(e) => void submit(e)} noValidate data-testid="payout-form">
      <h2 className="wallet__subtitle">{t('wallet.request')}</h2>
      {result && (
        <Alert tone={result.tone} testId="payout-result">
          {result.text}
        </Alert>
      )}
      <Field id="payout-amount" label={t('wallet.amount')} error={errors.amount ? m(errors.amount) : undefined} errorTestId="payout-amount-error" hint={t('wallet.amountHint')}>
        <input
          id="payout-amount"
          className="input"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          data-testid="payout-amount-input"
          {...describedBy('payout-amount', errors.amount, 'payout-amount-hint')}
        />
      </Field>
      <Field id="payout-method" label={t('wallet.methodLabel')}>
        <select id="payout-method" className="input" value={method} onChange={(e) => setMethod(e.target.value as PayoutMethod)} data-testid="payout-method">
          {PAYOUT_METHODS.map((value) => (
            <option key={value} value={value}>
              {t(`wallet.method.${value}`)}
            </option>
          ))}
        </select>
      </Field>
      {needs && (
        <Field id="payout-destination" label={t(needs === 'paypal_email' ? 'wallet.paypalEmail' : 'wallet.iban')} error={errors.destination ? m(errors.destination) : undefined} errorTestId="payout-destination-error">
          <input
            id="payout-destination"
            className="input"
            type={needs === 'paypal_email' ? 'email' : 'text'}
            value={destination}
            onChange={(e) => setDestination(e.target.value)}
            data-testid="payout-destination"
            {...describedBy('payout-destination', errors.destination)}
          />
        </Field>
      )}
      <Field id="payout-notes" label={t('wallet.notes')} optional error={errors.notes}>
        <textarea id="payout-notes" className="input" rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} data-testid="payout-notes" />
      </Field>
      {preview && <PayoutPreview load={preview} />}
      {blocked && <TaxFormRequired />}
      <button type="submit" className="btn btn--primary" disabled={busy} data-testid="payout-submit">
        {t('wallet.submit')}
      </button>
    </form>
  );
}

/** Percent from basis points: 3000 → "30", 1500 → "15", 1250 → "12.5". */
export function ratePercent(rateBp: number): string {
  return String(rateBp / 100);
}

/** Gross royalties, the US tax withheld from them and the net: this year and since the account began. */
function EarningsCard({ earnings, currency }: { readonly earnings: WalletEarnings; readonly currency: string }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'gross', label: t('wallet.earnings.gross'), year: earnings.this_year.gross_cents, lifetime: earnings.gross_cents },
    { key: 'withheld', label: t('wallet.earnings.withheld'), year: earnings.this_year.withheld_cents, lifetime: earnings.withheld_cents },
    { key: 'net', label: t('wallet.earnings.net'), year: earnings.this_year.net_cents, lifetime: earnings.net_cents },
  ];
  return (
    <div className="card wallet__earnings" data-testid="wallet-earnings">
      <h2 className="wallet__subtitle">{t('wallet.earnings.title')}</h2>
      <table className="table wallet__earnings-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('wallet.earnings.title')}</span>
            </th>
            <th scope="col">{t('wallet.earnings.thisYear', { year: earnings.this_year.year })}</th>
            <th scope="col">{t('wallet.earnings.lifetime')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td data-testid={`earnings-year-${r.key}`}>{r.key === 'withheld' && r.year > 0 ? `−${formatMoney(r.year, currency)}` : formatMoney(r.year, currency)}</td>
              <td data-testid={`earnings-${r.key}`}>{r.key === 'withheld' && r.lifetime > 0 ? `−${formatMoney(r.lifetime, currency)}` : formatMoney(r.lifetime, currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="wallet__hint">{t('wallet.earnings.hint')}</p>
    </div>
  );
}

/** Asks the server what the typed amount and method would bring, 400 ms after the last change; null while nothing is typed. */
function usePayoutPreview(amount: string, method: PayoutMethod): Load<PayoutPreviewResponse> | null {
  const [preview, setPreview] = useState<Load<PayoutPreviewResponse> | null>(null);
  useEffect(() => {
    const cents = parseMoneyInput(amount);
    if (cents === null || cents <= 0) {
      setPreview(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setPreview((p) => (p?.kind === 'loaded' ? p : { kind: 'loading' }));
      fetchPayoutPreview(cents, method, controller.signal).then(
        (value) => {
          if (!controller.signal.aborted) setPreview({ kind: 'loaded', value });
        },
        (error: unknown) => {
          if (!isAbortError(error) && !controller.signal.aborted) setPreview({ kind: 'error', text: errorText(error, '') });
        },
      );
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [amount, method]);
  return preview;
}

export const PREVIEW_DEBOUNCE_MS = 400;

/** Amount, fee and the net to receive, then the US tax withheld so far and the rate: shown before the confirm button. */
function PayoutPreview({ load }: { readonly load: Load<PayoutPreviewResponse> }) {
  const { t } = useTranslation();
  if (load.kind === 'loading') {
    return (
      <p className="wallet__preview loading-text" role="status" data-testid="payout-preview-loading">
        {t('wallet.preview.loading')}
      </p>
    );
  }
  if (load.kind === 'error') {
    return (
      <p className="wallet__preview wallet__hint" data-testid="payout-preview-error">
        {t('wallet.preview.failed')}
      </p>
    );
  }
  const p = load.value;
  return (
    <div className="wallet__preview" data-testid="payout-preview" aria-live="polite">
      <h3 className="wallet__preview-title">{t('wallet.preview.title')}</h3>
      <dl className="wallet__preview-list">
        <dt>{t('wallet.preview.amount')}</dt>
        <dd data-testid="preview-amount">{formatMoney(p.amount_cents, p.currency)}</dd>
        <dt>{t('wallet.preview.fee')}</dt>
        <dd data-testid="preview-fee">{formatMoney(p.fee_cents, p.currency)}</dd>
        <dt>{t('wallet.preview.net')}</dt>
        <dd data-testid="preview-net">
          <strong>{formatMoney(p.net_cents, p.currency)}</strong>
        </dd>
      </dl>
      <p className="wallet__hint" data-testid="preview-withheld">
        {t('wallet.preview.withheld', { amount: formatMoney(p.withheld_to_date_cents, p.currency), rate: ratePercent(p.tax_standing.rate_bp) })}
      </p>
    </div>
  );
}

/** A payout needs a valid tax form: the reason and the way to fix it, never a silent refusal. */
function TaxFormRequired() {
  const { t } = useTranslation();
  return (
    <Alert tone="error" testId="payout-tax-required">
      {t('wallet.tax.required')}{' '}
      <Link to={TAX_FIX_URL} data-testid="payout-tax-link">
        {t('wallet.tax.fix')}
      </Link>
    </Alert>
  );
}
