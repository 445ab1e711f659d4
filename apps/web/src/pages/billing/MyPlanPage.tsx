import { BILLING_MESSAGES, formatPlanPrice, PLAN_CARD_LABELS, type PublicPlanResponse } from '@soundpost/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { planCents } from '../../api/billing';
import { useMessage } from '../../i18n/messages';
import { cardAction, NoticeAlert, usePlanPurchase } from './PricingPage';
import { PaymentModal } from './PurchaseBox';
import './billing.css';

function cycleKey(plan: PublicPlanResponse): string {
  return `billing.cycles.${plan.billing_cycle === 'yearly' ? 'yearly' : 'monthly'}`;
}

/** /account/myplan: current plan card, Available Plans sorted by price. */
export function MyPlanPage() {
  const { t, i18n } = useTranslation();
  const m = useMessage();
  const purchase = usePlanPurchase();
  const current = purchase.status?.plan ?? null;
  const sorted = [...(purchase.plans ?? [])].sort((a, b) => planCents(a) - planCents(b));
  const end = purchase.status?.subscription?.current_period_end;

  return (
    <section className="page myplan" data-testid="myplan-page">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('billing.myPlanTitle')}
        </h1>
        <p className="page__subtitle">
          <Link to="/pricing">{t('billing.comparePlans')}</Link> · <a href="#plans">{t('billing.availablePlans')}</a>
        </p>
      </header>
      <NoticeAlert notice={purchase.notice} />
      <article className="card plan-card plan-card--featured" data-testid="myplan-current">
        <p className="eyebrow">{t('billing.currentPlan')}</p>
        {purchase.status === null ? (
          <p className="loading-text">{t('forms.loading')}</p>
        ) : current ? (
          <>
            <h2 className="plan-card__name" data-testid="myplan-current-name">
              {current.name}
            </h2>
            <p className="plan-card__price">
              <span className="plan-card__amount">{formatPlanPrice(planCents(current), current.currency ?? 'EUR')}</span>
              <span className="plan-card__period">{t(cycleKey(current))}</span>
            </p>
            {end && (
              <p className="plan-card__summary">
                {t('billing.renews', { date: new Intl.DateTimeFormat(i18n.resolvedLanguage ?? 'en', { dateStyle: 'medium' }).format(new Date(end)) })}
              </p>
            )}
          </>
        ) : (
          <p className="plan-card__summary">{m(BILLING_MESSAGES.noActivePlan)}</p>
        )}
      </article>
      <h2 className="section__title" id="plans">
        {t('billing.availablePlans')}
      </h2>
      <div className="plans-grid" data-testid="myplan-available">
        {sorted.map((plan) => {
          const action = cardAction(purchase.status, plan);
          const enabled = action === 'upgrade' || action === 'activate_free';
          return (
            <article key={plan.id} className="card plan-card" data-testid={`myplan-plan-${plan.id}`}>
              <h3 className="plan-card__name">{plan.name}</h3>
              <p className="plan-card__price">
                <span className="plan-card__amount">{formatPlanPrice(planCents(plan), plan.currency ?? 'EUR')}</span>
                <span className="plan-card__period">{t(cycleKey(plan))}</span>
              </p>
              <button
                type="button"
                className={`btn ${enabled ? 'btn--primary' : 'btn--ghost'} btn--block`}
                disabled={!enabled || purchase.busy}
                onClick={() => purchase.onAction(action, plan)}
              >
                {t(`msg.planCard.${action}`, { defaultValue: PLAN_CARD_LABELS[action] })}
              </button>
            </article>
          );
        })}
      </div>
      {purchase.chosen && <PaymentModal plan={purchase.chosen} busy={purchase.busy} manual={purchase.manual} onPay={purchase.pay} onClose={purchase.close} />}
    </section>
  );
}
