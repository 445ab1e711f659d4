import { BILLING_MESSAGES, REDIRECT_DELAYS_MS } from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError, errorText } from '../../api/client';
import { capturePaypalPayment, confirmCardPayment } from '../../api/billing';
import { Alert } from '../../components/forms';
import { useMessage } from '../../i18n/messages';
import { useSession } from '../../session/use-session';

/** `signIn`: the provider sent the artist back to an address where they are not signed in. */
type State = { tone: 'info' | 'success' | 'error'; text: string; signIn?: boolean };

const MY_PLAN = '/account/myplan';

function ReturnCard({ state, titleKey }: { readonly state: State; readonly titleKey: string }) {
  const { t } = useTranslation();
  const m = useMessage();
  const location = useLocation();
  // Back to this very return URL after logging in, which then confirms the payment.
  const login = `/login?next=${encodeURIComponent(location.pathname + location.search)}`;
  return (
    <section className="page page--center checkout-return" data-testid="checkout-return">
      <div className="card verification__card">
        <h1 className="page__title" data-testid="page-title">
          {t(titleKey)}
        </h1>
        <Alert tone={state.tone} testId="return-message">
          {state.tone === 'info' ? t(state.text) : m(state.text)}
        </Alert>
        {state.signIn && (
          <Link className="btn btn--primary btn--block" to={login} data-testid="return-login">
            {t('money.signInToFinish')}
          </Link>
        )}
        {state.tone === 'error' && !state.signIn && (
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
  signInText: string,
): State {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { artistToken } = useSession();
  const value = params.get(param);
  const signIn: State = { tone: 'info', text: signInText, signIn: true };
  const [state, setState] = useState<State>(
    value ? (artistToken ? { tone: 'info', text: progress } : signIn) : { tone: 'error', text: missing },
  );

  useEffect(() => {
    if (!value) return undefined;
    // Not signed in at this address: say what happened and offer to log in and come back.
    if (!artistToken) {
      setState({ tone: 'info', text: signInText, signIn: true });
      return undefined;
    }
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
      (error: unknown) => {
        if (!alive) return;
        if (error instanceof ApiRequestError && error.status === 401) setState({ tone: 'info', text: signInText, signIn: true });
        else setState({ tone: 'error', text: errorText(error, failure) });
      },
    );
    return () => {
      alive = false;
      if (timer) clearTimeout(timer);
    };
  }, [value, call, success, failure, delay, progress, navigate, artistToken, signInText]);

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
    'money.signedOutCard',
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
    'money.signedOutPaypal',
  );
  return <ReturnCard state={state} titleKey="pages.checkoutPaypalSuccess" />;
}

/** /checkout/cancel: nothing to confirm; without a session it still offers to log in (and come back to the plans). */
export function CheckoutCancelPage() {
  const { artistToken } = useSession();
  const state: State = artistToken ? { tone: 'error', text: BILLING_MESSAGES.paymentCanceled } : { tone: 'info', text: 'money.signedOutCancel', signIn: true };
  return <ReturnCard state={state} titleKey="pages.checkoutCancel" />;
}
