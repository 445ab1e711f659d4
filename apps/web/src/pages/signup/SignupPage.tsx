import { AUTH_MESSAGES, DOCUMENT_MESSAGES, KYC_MESSAGES } from '@soundpost/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { API_ERROR_CODES, ApiRequestError, errorText, isAbortError, safeRedirect } from '../../api/client';
import {
  fetchArtistProfile,
  register,
  resendEmailCode,
  revokeToken,
  saveIdentity,
  startOnboarding,
  uploadSignupDocument,
  verifyEmailCode,
} from '../../api/endpoints';
import { Alert, type FormMessage } from '../../components/forms';
import { useRetryCountdown } from '../../components/use-retry-countdown';
import { SERVER_MESSAGES, useMessage } from '../../i18n/messages';
import { clearOnboardingToken, readSession, storeArtistToken, storeOnboardingToken } from '../../session/session-store';
import { useSession } from '../../session/use-session';
import { AccountStep, type AccountErrors, type AccountValues } from './AccountStep';
import { DocumentStep } from './DocumentStep';
import { DoneStep } from './DoneStep';
import { IdentityStep } from './IdentityStep';
import { VerifyStep } from './VerifyStep';
import {
  EMPTY_IDENTITY,
  identityComplete,
  identityFieldOf,
  identityFromProfile,
  type IdentityErrors,
  type IdentityValues,
} from './identity-form';
import { loginPath, readSignupEmail, readSignupNext, safeNext, storeSignupEmail, storeSignupNext } from './signup-storage';
import './signup.css';

export const SIGNUP_STEPS = ['account', 'verify', 'identity', 'document', 'done'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];
type PageStep = SignupStep | 'resuming';

const isForbiddenOrConflict = (error: ApiRequestError) => error.status === 403 || error.status === 409;
const isBlocked = (error: unknown) => error instanceof ApiRequestError && error.code === API_ERROR_CODES.accountBlocked;

function isEmailTaken(error: ApiRequestError): boolean {
  if (error.status !== 422) return false;
  return error.code === API_ERROR_CODES.emailTaken || (error.errors['email'] ?? []).includes(SERVER_MESSAGES.emailTaken);
}

function Progress({ step }: { readonly step: SignupStep }) {
  const { t } = useTranslation();
  const current = SIGNUP_STEPS.indexOf(step);
  return (
    <ol className="stepper" aria-label={t('signup.progressLabel')} data-testid="signup-progress">
      {SIGNUP_STEPS.map((name, index) => (
        <li
          key={name}
          className={`stepper__item${index < current ? ' is-done' : ''}${index === current ? ' is-current' : ''}`}
          aria-current={index === current ? 'step' : undefined}
          data-testid={`signup-progress-${name}`}
        >
          <span className="stepper__dot" aria-hidden="true">
            {index < current ? '✓' : index + 1}
          </span>
          <span className="stepper__label">{t(`signup.steps.${name}`)}</span>
        </li>
      ))}
    </ol>
  );
}

/** With an onboarding token it continues where the verification stopped, across tabs too. */
export function SignupPage() {
  const { t } = useTranslation();
  const m = useMessage();
  const navigate = useNavigate();
  const session = useSession();
  const [step, setStep] = useState<PageStep>(() => (readSession().onboardingToken ? 'resuming' : 'account'));
  const [email, setEmail] = useState(readSignupEmail);
  const { search } = useLocation();
  // An invitation sends its page as `?next=`; a sign-up resumed without it keeps the one it started with.
  const [next] = useState(() => {
    const params = new URLSearchParams(search);
    if (params.has('next')) return safeNext(params.get('next'));
    return readSession().onboardingToken || readSignupEmail() ? readSignupNext() : null;
  });
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [accountErrors, setAccountErrors] = useState<AccountErrors>({});
  const [identityErrors, setIdentityErrors] = useState<IdentityErrors>({});
  const [identity, setIdentity] = useState<IdentityValues>(EMPTY_IDENTITY);
  // Set once the document is uploaded: the onboarding token is then dropped on purpose.
  const completed = useRef(false);
  useEffect(() => {
    if (!completed.current) storeSignupNext(next);
  }, [next]);

  const go = (next: PageStep, msg: FormMessage | null = null) => {
    setStep(next);
    setMessage(msg);
  };
  const fail = (text: string) => setMessage({ tone: 'error', text });

  useEffect(() => {
    if (step !== 'resuming') return undefined;
    const controller = new AbortController();
    const goTo = (next: PageStep, msg: FormMessage | null = null) => {
      setStep(next);
      setMessage(msg);
    };
    fetchArtistProfile(controller.signal, 'onboarding').then(
      (user) => {
        if (user?.email) setEmail(user.email);
        setIdentity(identityFromProfile(user));
        const uploaded = Boolean(user?.document_path || user?.document_url);
        if (uploaded && user?.document_status !== 'rejected') {
          // Already submitted (e.g. in another tab): onboarding is over.
          completed.current = true;
          goTo('done');
          const { onboardingToken } = readSession();
          clearOnboardingToken();
          storeSignupEmail(null);
          storeSignupNext(null);
          void revokeToken(onboardingToken);
        }
        else if (identityComplete(user)) goTo('document');
        else goTo('identity');
      },
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        if (error instanceof ApiRequestError && error.status === 401) {
          clearOnboardingToken();
          goTo('account', { tone: 'info', text: t('signup.sessionExpired') });
        } else goTo('identity');
      },
    );
    return () => controller.abort();
  }, [step, t]);

  const lastToken = useRef(session.onboardingToken);
  useEffect(() => {
    const previous = lastToken.current;
    lastToken.current = session.onboardingToken;
    if (previous === session.onboardingToken) return;
    if (session.onboardingToken && !previous && (step === 'account' || step === 'verify')) {
      setStep('resuming');
    } else if (!session.onboardingToken && previous && !completed.current && step !== 'account' && step !== 'verify') {
      setStep('account');
      setMessage({ tone: 'info', text: t('signup.cancelled') });
    }
  }, [session.onboardingToken, step, t]);

  const leave = (error: ApiRequestError) =>
    navigate(safeRedirect(error.redirect_to), { replace: true, state: error.message ? { notice: error.message } : undefined });

  const throttle = useRetryCountdown();

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  const toVerify = (address: string, text: string) => {
    storeSignupEmail(address);
    setEmail(address);
    go('verify', { tone: 'success', text });
  };

  const onboard = async (address: string) => {
    try {
      await startOnboarding(address);
      toVerify(address, AUTH_MESSAGES.accountAlreadyExists);
    } catch (error) {
      if (!(error instanceof ApiRequestError)) return fail(AUTH_MESSAGES.onboardingNotAllowed);
      if (error.status === 404) return fail(AUTH_MESSAGES.onboardingEmailNotFound);
      if (isBlocked(error)) return fail(AUTH_MESSAGES.accountBlocked);
      if (isForbiddenOrConflict(error)) return void leave(error);
      if (throttle.startFrom(error)) return setMessage(null);
      if (error.status === 429) return fail(errorText(error, AUTH_MESSAGES.onboardingNotAllowed));
      fail(AUTH_MESSAGES.onboardingNotAllowed);
    }
  };

  const onRegister = (values: AccountValues) =>
    run(async () => {
      setMessage(null);
      setAccountErrors({});
      try {
        const answer = await register(values.email, values.password);
        toVerify(values.email, answer?.message || AUTH_MESSAGES.codeSent);
      } catch (error) {
        if (!(error instanceof ApiRequestError)) return fail(AUTH_MESSAGES.registerFailed);
        if (isEmailTaken(error)) return onboard(values.email);
        if (isBlocked(error)) return fail(AUTH_MESSAGES.accountBlocked);
        if (isForbiddenOrConflict(error)) return void leave(error);
        if (throttle.startFrom(error)) return setMessage(null);
        if (error.status === 422) setAccountErrors({ email: error.fieldError('email'), password: error.fieldError('password') });
        fail(errorText(error, AUTH_MESSAGES.registerFailed));
      }
    });

  const onVerify = (code: string) =>
    run(async () => {
      try {
        const answer = await verifyEmailCode(email, code);
        if (!answer?.token) return fail(AUTH_MESSAGES.invalidOrExpiredCode);
        completed.current = false;
        go('identity', { tone: 'success', text: answer.message || AUTH_MESSAGES.emailVerified });
        // During sign-up the visitor holds the onboarding token only.
        storeArtistToken(null);
        storeOnboardingToken(answer.token);
      } catch (error) {
        if (isBlocked(error)) {
          clearOnboardingToken();
          return fail(AUTH_MESSAGES.accountBlocked);
        }
        if (error instanceof ApiRequestError && error.status === 404) return fail(errorText(error, AUTH_MESSAGES.emailNotFound));
        fail(errorText(error, AUTH_MESSAGES.invalidOrExpiredCode));
      }
    });

  const onResend = () =>
    run(async () => {
      try {
        const answer = await resendEmailCode(email);
        setMessage({ tone: 'success', text: answer?.message || AUTH_MESSAGES.codeResent });
      } catch (error) {
        if (throttle.startFrom(error)) return setMessage(null);
        fail(errorText(error, AUTH_MESSAGES.resendCodeFailed));
      }
    });

  const onIdentity = (payload: Record<string, unknown>, values: IdentityValues) =>
    run(async () => {
      setIdentity(values);
      setIdentityErrors({});
      try {
        const answer = await saveIdentity(payload);
        go('document', { tone: 'success', text: answer?.message || KYC_MESSAGES.identitySaved });
      } catch (error) {
        if (isBlocked(error)) return fail(AUTH_MESSAGES.accountBlocked);
        if (error instanceof ApiRequestError && isForbiddenOrConflict(error)) return fail(AUTH_MESSAGES.flowNotAllowed);
        if (error instanceof ApiRequestError && error.status === 422) {
          const fieldErrors: IdentityErrors = {};
          for (const [field, messages] of Object.entries(error.errors)) {
            const target = identityFieldOf(field);
            if (target && !fieldErrors[target]) fieldErrors[target] = messages[0];
          }
          setIdentityErrors(fieldErrors);
        }
        fail(errorText(error, KYC_MESSAGES.saveIdentityFailed));
      }
    });

  const onUpload = (file: File) =>
    run(async () => {
      try {
        const answer = await uploadSignupDocument(file);
        completed.current = true;
        go('done', { tone: 'success', text: answer?.message || DOCUMENT_MESSAGES.uploadedPendingReview });
        // Onboarding is over: the review decision comes by e-mail and the artist logs in later.
        const { onboardingToken } = readSession();
        clearOnboardingToken();
        storeSignupEmail(null);
        storeSignupNext(null);
        void revokeToken(onboardingToken);
      } catch (error) {
        if (isBlocked(error)) return fail(AUTH_MESSAGES.accountBlocked);
        if (error instanceof ApiRequestError && isForbiddenOrConflict(error)) return fail(AUTH_MESSAGES.flowNotAllowed);
        fail(errorText(error, DOCUMENT_MESSAGES.uploadFailed));
      }
    });

  const loggedIn = session.status === 'loggedIn' && (step === 'account' || step === 'verify');

  return (
    <section className="page auth-page" data-testid="signup-page">
      <header className="page__header auth-page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('pages.signup')}
        </h1>
        <p className="page__subtitle">{t('signup.subtitle')}</p>
      </header>
      <div className="card auth-card auth-card--wide">
        {step !== 'resuming' && <Progress step={step} />}
        {throttle.running && (
          <Alert tone="error" testId="signup-throttle">
            {t('people.throttle.wait', { seconds: throttle.remaining })}
          </Alert>
        )}
        {message && (
          <Alert tone={message.tone} testId={message.tone === 'error' ? 'signup-error' : 'signup-message'}>
            {m(message.text)}
            {message.text === AUTH_MESSAGES.accountBlocked && (
              <>
                {' '}
                <Link to="/appeal" data-testid="signup-appeal-link">
                  {t('login.appealLink')}
                </Link>
              </>
            )}
          </Alert>
        )}
        {loggedIn && (
          <Alert tone="info" testId="signup-logged-in">
            {t('signup.loggedIn')} <Link to="/artist/dashboard">{t('account.dashboard')}</Link>
          </Alert>
        )}
        <div className="auth-card__body" data-testid={`signup-step-${step}`}>
          {step === 'resuming' && (
            <p className="loading-text" role="status">
              {t('signup.resuming')}
            </p>
          )}
          {step === 'account' && (
            <AccountStep
              initialEmail={email}
              busy={busy}
              serverErrors={accountErrors}
              onSubmit={(values) => void onRegister(values)}
              onHaveCode={email ? () => go('verify') : undefined}
              loginTo={loginPath(next)}
            />
          )}
          {step === 'verify' && (
            <VerifyStep
              email={email}
              busy={busy}
              onVerify={(code) => void onVerify(code)}
              onResend={() => void onResend()}
              resendWait={throttle.remaining}
              onChangeEmail={() => go('account')}
            />
          )}
          {step === 'identity' && (
            <IdentityStep initial={identity} busy={busy} serverErrors={identityErrors} onSubmit={(p, v) => void onIdentity(p, v)} />
          )}
          {step === 'document' && <DocumentStep busy={busy} onUpload={(file) => void onUpload(file)} onBack={() => go('identity')} />}
          {step === 'done' && <DoneStep next={next} />}
        </div>
      </div>
    </section>
  );
}
