import { BILLING_MESSAGES, REDIRECT_DELAYS_MS } from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../api/client';
import { capturePaypalPayment, confirmCardPayment } from '../../api/billing';
import { Alert } from '../../components/forms';
import { useMessage } from '../../i18n/messages';

type State = { tone: 'info' | 'success' | 'error'; text: string };

const MY_PLAN = '/account/myplan';

function ReturnCard({ state, titleKey }: { readonly state: State; readonly titleKey: string }) {
  const { t } = useTranslation();
  const m = useMessage();
  return (
    <section className="page page--center checkout-return" data-testid="checkout-return">
      <div className="card verification__card">
        <h1 className="page__title" data-testid="page-title">
          {t(titleKey)}
        </h1>
        <Alert tone={state.tone} testId="return-message">
          {state.tone === 'info' ? t(state.text) : m(state.text)}
        </Alert>
        {state.tone === 'error' && (
          <p className="form__links">
            <Link to="/pricing">{t('billing.backToPlans')}</Link> · <Link to={MY_PLAN}>{t('console.myPlan')}</Link>
          </p>
        )}
      </div>
    </section>
  );
}

/** Confirms a return call; 200 → success then /account/myplan after `delay`; 202 → still processing. */
function usePaymentReturn(
  param: string,
  missing: string,
  call: (value: string) => Promise<number>,
  success: string,
  failure: string,
  delay: number,
  progress: string,
): State {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const value = params.get(param);
  const [state, setState] = useState<State>(
    value ? { tone: 'info', text: progress } : { tone: 'error', text: missing },
  );

  useEffect(() => {
    if (!value) return undefined;
    let alive = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState({ tone: 'info', text: progress });
    call(value).then(
      (status) => {
        if (!alive) return;
        if (status !== 200) {
          setState({ tone: 'info', text: 'billing.processing' });
          return;
        }
        setState({ tone: 'success', text: success });
        timer = setTimeout(() => navigate(MY_PLAN), delay);
      },
      (error: unknown) => alive && setState({ tone: 'error', text: errorText(error, failure) }),
    );
    return () => {
      alive = false;
      if (timer) clearTimeout(timer);
    };
  }, [value, call, success, failure, delay, progress, navigate]);

  return state;
}

/** /checkout/success?session_id=… (card return). */
export function CheckoutSuccessPage() {
  const state = usePaymentReturn(
    'session_id',
    BILLING_MESSAGES.missingSessionId,
    confirmCardPayment,
    BILLING_MESSAGES.paymentConfirmed,
    BILLING_MESSAGES.confirmationFailed,
    REDIRECT_DELAYS_MS.afterCardPayment,
    'billing.confirming',
  );
  return <ReturnCard state={state} titleKey="pages.checkoutSuccess" />;
}

/** /checkout/paypal-success?token=… (PayPal return). */
export function CheckoutPaypalSuccessPage() {
  const state = usePaymentReturn(
    'token',
    BILLING_MESSAGES.missingPaypalToken,
    capturePaypalPayment,
    BILLING_MESSAGES.paypalCaptured,
    BILLING_MESSAGES.paypalConfirmationFailed,
    REDIRECT_DELAYS_MS.afterPaypalPayment,
    'billing.capturing',
  );
  return <ReturnCard state={state} titleKey="pages.checkoutPaypalSuccess" />;
}

/** /checkout/cancel. */
export function CheckoutCancelPage() {
  return <ReturnCard state={{ tone: 'error', text: BILLING_MESSAGES.paymentCanceled }} titleKey="pages.checkoutCancel" />;
}
