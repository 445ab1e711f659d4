import { BILLING_MESSAGES, formatPlanPrice, type PublicPlanResponse, resolveCheckoutPlanKey } from '@soundpost/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText, isAbortError } from '../../api/client';
import { browser, fetchPlans, isHttpUrl, planCents, serverPlanFor, startCheckout, startManualCheckout, type CheckoutGateway, type ManualAnswer } from '../../api/billing';
import { useSession } from '../../session/use-session';
import { NoticeAlert } from './PricingPage';
import { BankTransferDetails, QuoteSummary, useQuote } from './PurchaseBox';
import './billing.css';

const METHODS: readonly { gateway: CheckoutGateway; id: 'card' | 'paypal' | 'bank' }[] = [
  { gateway: 'stripe', id: 'card' },
  { gateway: 'paypal', id: 'paypal' },
  { gateway: 'manual', id: 'bank' },
];

type Notice = { tone: 'error' | 'success'; text: string } | null;

/** /checkout?plan=free|artist|producer|label: plan summary and the payment method. */
export function CheckoutPage() {
  const { t } = useTranslation();
  const { artistToken } = useSession();
  const [params] = useSearchParams();
  const key = resolveCheckoutPlanKey(params.get('plan'));
  const [plan, setPlan] = useState<PublicPlanResponse | null | undefined>(undefined);
  const [method, setMethod] = useState<CheckoutGateway>('stripe');
  const [notice, setNotice] = useState<Notice>(null);
  const [manual, setManual] = useState<ManualAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const { quote } = useQuote(plan?.id ?? null, Boolean(artistToken));

  useEffect(() => {
    const controller = new AbortController();
    setPlan(undefined);
    fetchPlans(controller.signal).then(
      (plans) => setPlan(serverPlanFor(plans, key)),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setPlan(null);
        setNotice({ tone: 'error', text: errorText(error, BILLING_MESSAGES.loadPlansFailed) });
      },
    );
    return () => controller.abort();
  }, [key]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!plan) return;
    setNotice(null);
    setManual(null);
    if (!artistToken) {
      setNotice({ tone: 'error', text: BILLING_MESSAGES.loginRequired });
      return;
    }
    setBusy(true);
    const done = () => setBusy(false);
    if (method === 'manual') {
      startManualCheckout(plan.id)
        .then(
          (answer) => {
            if (answer?.reference) setManual(answer);
            else if (answer?.activated) setNotice({ tone: 'success', text: BILLING_MESSAGES.planActivated });
            else setNotice({ tone: 'error', text: BILLING_MESSAGES.manualInvoiceFailed });
          },
          (error: unknown) => setNotice({ tone: 'error', text: errorText(error, BILLING_MESSAGES.manualInvoiceFailed) }),
        )
        .finally(done);
      return;
    }
    const stripe = method === 'stripe';
    startCheckout(method, plan.id)
      .then(
        (answer) => {
          if (answer?.activated) {
            setNotice({ tone: 'success', text: BILLING_MESSAGES.planActivated });
            return;
          }
          const target = stripe ? answer?.url : answer?.approve_url;
          if (isHttpUrl(target)) browser.go(target);
          else setNotice({ tone: 'error', text: stripe ? BILLING_MESSAGES.stripeNoCheckoutUrl : BILLING_MESSAGES.paypalInitFailed });
        },
        (error: unknown) =>
          setNotice({ tone: 'error', text: errorText(error, stripe ? BILLING_MESSAGES.stripeCheckoutFailed : BILLING_MESSAGES.paypalInitFailed) }),
      )
      .finally(done);
  };

  return (
    <section className="page checkout" data-testid="checkout-page">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('billing.checkoutTitle')}
        </h1>
      </header>
      <NoticeAlert notice={notice} />
      {plan === undefined && (
        <p className="loading-text" role="status">
          {t('forms.loading')}
        </p>
      )}
      {plan === null && !notice && <p className="empty-state">{t('billing.planUnavailable')}</p>}
      {plan && (
        <form className="card form checkout__card" onSubmit={submit}>
          <dl className="facts" data-testid="checkout-summary">
            <div className="facts__row">
              <dt>{t('billing.plan')}</dt>
              <dd data-testid="checkout-plan-name">{plan.name}</dd>
            </div>
            <div className="facts__row">
              <dt>{t('billing.price')}</dt>
              <dd data-testid="checkout-price">{formatPlanPrice(planCents(plan), plan.currency ?? 'EUR')}</dd>
            </div>
            <div className="facts__row">
              <dt>{t('billing.currency')}</dt>
              <dd data-testid="checkout-currency">{(plan.currency ?? 'EUR').toUpperCase()}</dd>
            </div>
            <div className="facts__row">
              <dt>{t('billing.cycle')}</dt>
              <dd data-testid="checkout-cycle">{t(`billing.cycles.${plan.billing_cycle === 'yearly' ? 'yearly' : 'monthly'}`)}</dd>
            </div>
          </dl>
          <fieldset className="checkout__methods">
            <legend className="form__legend">{t('billing.method')}</legend>
            {METHODS.map(({ gateway, id }) => (
              <label key={id} className="check">
                <input
                  type="radio"
                  name="method"
                  value={gateway}
                  checked={method === gateway}
                  onChange={() => setMethod(gateway)}
                  data-testid={`checkout-method-${id}`}
                />{' '}
                {t(`billing.methods.${id}`)}
              </label>
            ))}
          </fieldset>
          {/* Signed in: what this artist pays today, with the credit for their current plan (below the methods, so they do not move). */}
          {quote && (
            <div className="checkout__quote">
              <QuoteSummary quote={quote} />
            </div>
          )}
          <button type="submit" className="btn btn--primary btn--block" disabled={busy} data-testid="checkout-submit">
            {busy ? t('forms.working') : t('billing.continue')}
          </button>
        </form>
      )}
      {manual?.reference && (
        <div className="card checkout__bank">
          <BankTransferDetails manual={manual} />
        </div>
      )}
    </section>
  );
}
