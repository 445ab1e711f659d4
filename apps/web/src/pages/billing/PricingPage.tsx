import {
  BILLING_MESSAGES,
  type BillingStatusResponse,
  DISPLAYED_PLANS,
  type DisplayedPlan,
  formatPlanPrice,
  PLAN_CARD_LABELS,
  planCardAction,
  type PlanCardAction,
  type PublicPlanResponse,
} from '@soundpost/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { errorText, isAbortError } from '../../api/client';
import { browser, fetchBillingStatus, fetchPlans, isHttpUrl, type ManualAnswer, planRef, serverPlanFor, startCheckout, startManualCheckout } from '../../api/billing';
import { Alert } from '../../components/forms';
import { useMessage } from '../../i18n/messages';
import { useSession } from '../../session/use-session';
import { PaymentModal, type PurchaseMethod } from './PurchaseBox';

export { PaymentModal } from './PurchaseBox';

type Notice = { tone: 'error' | 'success'; text: string } | null;

/** The card's action; a card with no server plan of that name cannot be bought. */
export function cardAction(status: BillingStatusResponse | null, plan: PublicPlanResponse | null): PlanCardAction {
  const candidate = planRef(plan);
  if (!candidate) return 'not_available';
  return planCardAction(planRef(status?.plan), candidate);
}

/** The four static pricing cards with their server plans and states. */
export function PlanCards({
  plans,
  status,
  busy,
  loading = false,
  onAction,
}: {
  readonly plans: readonly PublicPlanResponse[];
  readonly status: BillingStatusResponse | null;
  readonly busy: boolean;
  /** The server plans are not in yet: the cards (static) show already, their buttons wait, so nothing moves later. */
  readonly loading?: boolean;
  readonly onAction: (action: PlanCardAction, plan: PublicPlanResponse, card: DisplayedPlan) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="plans-grid">
      {DISPLAYED_PLANS.map((card) => {
        const plan = serverPlanFor(plans, card.key);
        const action = cardAction(status, plan);
        const enabled = action === 'upgrade' || action === 'activate_free';
        return (
          <article
            key={card.key}
            className={`card plan-card${action === 'current' ? ' plan-card--featured' : ''}`}
            data-testid={`plan-card-${card.key}`}
          >
            <h2 className="plan-card__name">{t(`billing.planNames.${card.key}`)}</h2>
            <p className="plan-card__price">
              <span className="plan-card__amount">{formatPlanPrice(card.priceCents)}</span>
              <span className="plan-card__period">{t(`billing.cycles.${card.billingCycle}`)}</span>
            </p>
            <ul className="plan-features" data-testid={`plan-features-${card.key}`}>
              {card.features.map((_, index) => (
                <li key={index} className="plan-features__item">
                  {t(`billing.features.${card.key}.${index}`)}
                </li>
              ))}
            </ul>
            <button
              type="button"
              className={`btn ${enabled ? 'btn--primary' : 'btn--ghost'} btn--block`}
              disabled={!enabled || busy || loading}
              aria-busy={loading || undefined}
              onClick={() => plan && onAction(action, plan, card)}
              data-testid={`plan-action-${card.key}`}
            >
              {loading ? t('forms.loading') : t(`msg.planCard.${action}`, { defaultValue: PLAN_CARD_LABELS[action] })}
            </button>
          </article>
        );
      })}
    </div>
  );
}

/** Plans, status and the card actions shared by /pricing and /account/myplan. */
export function usePlanPurchase() {
  const { artistToken } = useSession();
  const [plans, setPlans] = useState<PublicPlanResponse[] | null>(null);
  const [status, setStatus] = useState<BillingStatusResponse | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [chosen, setChosen] = useState<PublicPlanResponse | null>(null);
  const [manual, setManual] = useState<ManualAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  const readStatus = useCallback(
    (signal?: AbortSignal) => {
      if (!artistToken) {
        setStatus({ subscription: null, plan: null });
        return Promise.resolve();
      }
      return fetchBillingStatus(signal).then((s) => {
        if (!signal?.aborted) setStatus(s);
      });
    },
    [artistToken],
  );

  useEffect(() => {
    const controller = new AbortController();
    fetchPlans(controller.signal).then(
      (list) => setPlans(list),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setPlans([]);
        setNotice({ tone: 'error', text: errorText(error, BILLING_MESSAGES.loadPlansFailed) });
      },
    );
    void readStatus(controller.signal);
    return () => controller.abort();
  }, [readStatus]);

  const onAction = (action: PlanCardAction, plan: PublicPlanResponse) => {
    setNotice(null);
    if (!artistToken) {
      setNotice({ tone: 'error', text: BILLING_MESSAGES.loginRequired });
      return;
    }
    if (action === 'upgrade') {
      setManual(null);
      setChosen(plan);
      return;
    }
    if (action !== 'activate_free') return;
    setBusy(true);
    startCheckout('stripe', plan.id)
      .then(
        async (answer) => {
          if (answer?.activated) {
            setNotice({ tone: 'success', text: BILLING_MESSAGES.freePlanActivated });
            await readStatus();
          } else setNotice({ tone: 'error', text: BILLING_MESSAGES.unexpectedFreeActivation });
        },
        (error: unknown) => setNotice({ tone: 'error', text: errorText(error, BILLING_MESSAGES.activationFailed) }),
      )
      .finally(() => setBusy(false));
  };

  const pay = (gateway: PurchaseMethod) => {
    if (!chosen) return;
    if (gateway === 'manual') {
      payByTransfer(chosen);
      return;
    }
    const fallback = gateway === 'stripe' ? BILLING_MESSAGES.stripeInitFailed : BILLING_MESSAGES.paypalInitFailed;
    setBusy(true);
    setNotice(null);
    startCheckout(gateway, chosen.id)
      .then(
        async (answer) => {
          const target = gateway === 'stripe' ? answer?.url : answer?.approve_url;
          if (isHttpUrl(target)) {
            browser.go(target);
            return;
          }
          setChosen(null);
          if (answer?.activated) {
            setNotice({ tone: 'success', text: BILLING_MESSAGES.planActivated });
            await readStatus();
          } else setNotice({ tone: 'error', text: fallback });
        },
        (error: unknown) => {
          setChosen(null);
          setNotice({ tone: 'error', text: errorText(error, fallback) });
        },
      )
      .finally(() => setBusy(false));
  };

  /** Bank transfer: the details stay in the box (and are e-mailed); a transfer the credit pays for activates at once. */
  const payByTransfer = (plan: PublicPlanResponse) => {
    setBusy(true);
    setNotice(null);
    startManualCheckout(plan.id)
      .then(
        async (answer) => {
          if (answer?.reference) {
            setManual(answer);
            return;
          }
          setChosen(null);
          if (answer?.activated) {
            setNotice({ tone: 'success', text: BILLING_MESSAGES.planActivated });
            await readStatus();
          } else setNotice({ tone: 'error', text: BILLING_MESSAGES.manualInvoiceFailed });
        },
        (error: unknown) => {
          setChosen(null);
          setNotice({ tone: 'error', text: errorText(error, BILLING_MESSAGES.manualInvoiceFailed) });
        },
      )
      .finally(() => setBusy(false));
  };

  const close = () => {
    setChosen(null);
    setManual(null);
  };

  return { plans, status, notice, chosen, manual, busy, onAction, pay, close };
}

export function NoticeAlert({ notice }: { readonly notice: Notice }) {
  const m = useMessage();
  const location = useLocation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The answer to a card's button, far below on a phone: brought into view.
    if (notice) box.current?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
  }, [notice]);
  if (!notice) return null;
  // A visitor asked to log in is shown the way there (and back to this page afterwards).
  const next = encodeURIComponent(location.pathname + location.search);
  return (
    <div className="billing-notice" ref={box}>
      <Alert tone={notice.tone} testId="billing-notice">
        {notice.text === BILLING_MESSAGES.loginRequired ? (
          <Trans
            i18nKey="billing.loginRequiredLinks"
            components={{
              login: <Link to={`/login?next=${next}`} data-testid="billing-login-link" />,
              signup: <Link to="/signup" data-testid="billing-signup-link" />,
            }}
          />
        ) : (
          m(notice.text)
        )}
      </Alert>
    </div>
  );
}

/** What every plan comes with, under the cards. */
const INCLUDED_IN_EVERY_PLAN = ['royalties', 'codes', 'payments'] as const;

/** /pricing. */
export function PricingPage() {
  const { t } = useTranslation();
  const purchase = usePlanPurchase();
  return (
    <section className="page pricing" data-testid="pricing-page">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('billing.plansTitle')}
        </h1>
        <p className="page__subtitle" data-testid="one-plan-note">
          {t('billing.onePlanNote')}
        </p>
      </header>
      <NoticeAlert notice={purchase.notice} />
      <p className="visually-hidden" role="status">
        {purchase.plans === null ? t('forms.loading') : ''}
      </p>
      <PlanCards plans={purchase.plans ?? []} status={purchase.status} busy={purchase.busy} loading={purchase.plans === null} onAction={purchase.onAction} />
      <section className="pricing__included" aria-labelledby="pricing-included-title" data-testid="pricing-included">
        <h2 id="pricing-included-title" className="pricing__included-title">
          {t('billing.included.title')}
        </h2>
        <ul className="pricing__included-list">
          {INCLUDED_IN_EVERY_PLAN.map((item) => (
            <li key={item} className="card pricing__included-item">
              <h3 className="pricing__included-name">{t(`billing.included.${item}.title`)}</h3>
              <p className="pricing__included-text">{t(`billing.included.${item}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      {purchase.chosen && <PaymentModal plan={purchase.chosen} busy={purchase.busy} manual={purchase.manual} onPay={purchase.pay} onClose={purchase.close} />}
    </section>
  );
}
