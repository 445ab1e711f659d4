import {
  AUTH_MESSAGES,
  LOGIN_MESSAGES,
  normaliseEmail,
  REDIRECT_DELAYS_MS,
  validateEmail,
  validatePasswordConfirmation,
  validateResetPassword,
  validateVerificationCode,
} from '@soundpost/contracts';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { API_ERROR_CODES, ApiRequestError, errorText } from '../../api/client';
import { resetPassword, sendResetCode, startLogin, verifyLogin, verifyResetCode } from '../../api/endpoints';
import { Alert, CodeInput, type FormMessage } from '../../components/forms';
import { useRetryCountdown } from '../../components/use-retry-countdown';
import { useMessage } from '../../i18n/messages';
import { clearOnboardingToken, storeArtistToken } from '../../session/session-store';

export const LOGIN_VIEWS = ['password', 'verify', 'reset_email', 'reset_otp', 'reset_newpass'] as const;
export type LoginView = (typeof LOGIN_VIEWS)[number];

export const DASHBOARD_PATH = '/artist/dashboard';

const isBlocked = (error: unknown) => error instanceof ApiRequestError && error.code === API_ERROR_CODES.accountBlocked;

/** `?next=` only when it is a path of this site, never another origin. */
export function afterLoginPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : DASHBOARD_PATH;
}

function noticeFrom(state: unknown): FormMessage | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' && notice ? { tone: 'info', text: notice } : null;
}

function Input(props: {
  readonly id: string;
  readonly label: string;
  readonly type?: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete?: string;
  readonly autoFocus?: boolean;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className="input"
        type={props.type ?? 'text'}
        value={props.value}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        onChange={(event) => props.onChange(event.target.value)}
        data-testid={props.id}
      />
    </div>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  const m = useMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const [view, setView] = useState<LoginView>('password');
  const [message, setMessage] = useState<FormMessage | null>(() => noticeFrom(location.state));
  const [busy, setBusy] = useState(false);
  const [loggedIn, setLoggedIn] = useState(false);
  const throttle = useRetryCountdown();

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [resetEmail, setResetEmail] = useState('');
  const [resetCode, setResetCode] = useState('');
  const [resetToken, setResetToken] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    },
    [],
  );

  const show = (next: LoginView, msg: FormMessage | null = null) => {
    setView(next);
    setMessage(msg);
  };
  const fail = (text: string) => setMessage({ tone: 'error', text });
  const blocked = () => {
    storeArtistToken(null);
    show('password', { tone: 'error', text: LOGIN_MESSAGES.accountBlocked });
  };

  const run = (action: () => Promise<void> | void) => (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    const pending = action();
    if (!pending) return;
    setBusy(true);
    void pending.finally(() => setBusy(false));
  };

  const start = run(() => {
    const address = normaliseEmail(email);
    if (address === '' || password === '') return fail(LOGIN_MESSAGES.credentialsRequired);
    return (async () => {
      try {
        const answer = await startLogin(address, password);
        setEmail(address);
        setCode('');
        show('verify', { tone: 'success', text: answer?.message || AUTH_MESSAGES.codeSent });
      } catch (error) {
        if (isBlocked(error)) return blocked();
        if (throttle.startFrom(error)) return setMessage(null);
        fail(errorText(error, LOGIN_MESSAGES.startFailed));
      }
    })();
  });

  const verify = run(() => {
    const result = validateVerificationCode(code, LOGIN_MESSAGES.codeSixDigits);
    if (!result.ok) return fail(result.error);
    return (async () => {
      try {
        const answer = await verifyLogin(email, result.value);
        if (!answer?.token) return fail(LOGIN_MESSAGES.invalidCode);
        storeArtistToken(answer.token);
        clearOnboardingToken();
        setLoggedIn(true);
        setMessage({ tone: 'success', text: answer.message || LOGIN_MESSAGES.loginSuccess });
        const target = afterLoginPath(location.search);
        redirectTimer.current = setTimeout(() => navigate(target, { replace: true }), REDIRECT_DELAYS_MS.afterLogin);
      } catch (error) {
        if (isBlocked(error)) return blocked();
        fail(errorText(error, LOGIN_MESSAGES.invalidCode));
      }
    })();
  });

  const sendReset = run(() => {
    const address = validateEmail(resetEmail, { required: LOGIN_MESSAGES.emailRequired });
    if (!address.ok) return fail(address.error);
    return (async () => {
      try {
        await sendResetCode(address.value);
        setResetEmail(address.value);
        setResetCode('');
        // Always the same text, whether or not the address exists.
        show('reset_otp', { tone: 'info', text: LOGIN_MESSAGES.resetCodeSentIfExists });
      } catch (error) {
        if (isBlocked(error)) return blocked();
        if (throttle.startFrom(error)) return setMessage(null);
        fail(errorText(error, LOGIN_MESSAGES.sendResetCodeFailed));
      }
    })();
  });

  const verifyReset = run(() => {
    const result = validateVerificationCode(resetCode, LOGIN_MESSAGES.codeSixDigits);
    if (!result.ok) return fail(result.error);
    return (async () => {
      try {
        const answer = await verifyResetCode(resetEmail, result.value);
        if (!answer?.reset_token) return fail(AUTH_MESSAGES.invalidOrExpiredCode);
        setResetToken(answer.reset_token);
        setNewPassword('');
        setConfirmPassword('');
        show('reset_newpass');
      } catch (error) {
        if (isBlocked(error)) return blocked();
        fail(errorText(error, AUTH_MESSAGES.invalidOrExpiredCode));
      }
    })();
  });

  const clearAll = () => {
    for (const set of [setEmail, setPassword, setCode, setResetEmail, setResetCode, setResetToken, setNewPassword, setConfirmPassword]) set('');
  };

  const submitNewPassword = run(() => {
    if (!resetToken) return fail(LOGIN_MESSAGES.resetSessionExpired);
    const pass = validateResetPassword(newPassword);
    if (!pass.ok) return fail(pass.error);
    const confirmation = validatePasswordConfirmation(newPassword, confirmPassword);
    if (!confirmation.ok) return fail(confirmation.error);
    return (async () => {
      try {
        await resetPassword({
          email: resetEmail,
          reset_token: resetToken,
          password: newPassword,
          password_confirmation: confirmPassword,
        });
        clearAll();
        show('password', { tone: 'success', text: LOGIN_MESSAGES.resetSuccess });
      } catch (error) {
        if (isBlocked(error)) {
          clearAll();
          return blocked();
        }
        if (error instanceof ApiRequestError && error.code === API_ERROR_CODES.resetExpired) setResetToken('');
        fail(errorText(error, LOGIN_MESSAGES.resetFailed));
      }
    })();
  });

  const backToPassword = () => {
    setCode('');
    show('password');
  };

  let body: ReactNode;
  if (view === 'password') {
    body = (
      <form className="form" onSubmit={start} noValidate>
        <h2 className="form__title">{t('login.title')}</h2>
        <Input id="login-email" label={t('login.email')} type="email" autoComplete="email" value={email} onChange={setEmail} />
        <Input id="login-password" label={t('login.password')} type="password" autoComplete="current-password" value={password} onChange={setPassword} />
        <div className="form__row">
          <button type="button" className="link-button" onClick={() => show('reset_email')} data-testid="forgot-link">
            {t('login.forgot')}
          </button>
        </div>
        <button type="submit" className="btn btn--primary btn--block" disabled={busy} data-testid="login-submit">
          {busy ? t('forms.working') : t('login.submit')}
        </button>
        <p className="form__aside">
          {t('login.noAccount')}{' '}
          <Link to="/signup" data-testid="login-signup-link">
            {t('login.signupLink')}
          </Link>
        </p>
      </form>
    );
  } else if (view === 'verify') {
    body = (
      <form className="form" onSubmit={verify} noValidate>
        <h2 className="form__title">{t('login.verifyTitle')}</h2>
        <p className="form__text">{t('login.verifyText', { email })}</p>
        <div className="field">
          <label className="field__label" htmlFor="login-code">
            {t('login.code')}
          </label>
          <CodeInput id="login-code" value={code} onChange={setCode} testId="login-code" autoFocus />
        </div>
        <button type="submit" className="btn btn--primary btn--block" disabled={busy || loggedIn} data-testid="login-verify">
          {busy ? t('forms.working') : t('login.verify')}
        </button>
        <div className="form__links">
          <button type="button" className="link-button" onClick={() => void start()} disabled={busy || loggedIn || throttle.running} data-testid="login-resend">
            {throttle.running ? t('people.throttle.resendIn', { seconds: throttle.remaining }) : t('login.resend')}
          </button>
          <button type="button" className="link-button" onClick={backToPassword} disabled={loggedIn} data-testid="login-back">
            {t('login.back')}
          </button>
        </div>
      </form>
    );
  } else if (view === 'reset_email') {
    body = (
      <form className="form" onSubmit={sendReset} noValidate>
        <h2 className="form__title">{t('login.resetTitle')}</h2>
        <p className="form__text">{t('login.resetText')}</p>
        <Input id="reset-email" label={t('login.email')} type="email" autoComplete="email" value={resetEmail} onChange={setResetEmail} autoFocus />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy} data-testid="reset-send">
          {busy ? t('forms.working') : t('login.resetSend')}
        </button>
        <div className="form__links">
          <button type="button" className="link-button" onClick={() => show('password')} data-testid="reset-back">
            {t('login.backToLogin')}
          </button>
        </div>
      </form>
    );
  } else if (view === 'reset_otp') {
    body = (
      <form className="form" onSubmit={verifyReset} noValidate>
        <h2 className="form__title">{t('login.resetOtpTitle')}</h2>
        <p className="form__text">{t('login.resetOtpText', { email: resetEmail })}</p>
        <div className="field">
          <label className="field__label" htmlFor="reset-code">
            {t('login.resetCode')}
          </label>
          <CodeInput id="reset-code" value={resetCode} onChange={setResetCode} testId="reset-code" autoFocus />
        </div>
        <button type="submit" className="btn btn--primary btn--block" disabled={busy} data-testid="reset-verify">
          {busy ? t('forms.working') : t('login.resetVerify')}
        </button>
        <div className="form__links">
          <button type="button" className="link-button" onClick={() => void sendReset()} disabled={busy || throttle.running} data-testid="reset-resend">
            {throttle.running ? t('people.throttle.resendIn', { seconds: throttle.remaining }) : t('login.resend')}
          </button>
          <button type="button" className="link-button" onClick={() => show('password')} data-testid="reset-back">
            {t('login.backToLogin')}
          </button>
        </div>
      </form>
    );
  } else {
    body = (
      <form className="form" onSubmit={submitNewPassword} noValidate>
        <h2 className="form__title">{t('login.newPassTitle')}</h2>
        <p className="form__text">{t('login.newPassHint')}</p>
        <Input id="reset-password" label={t('login.newPassword')} type="password" autoComplete="new-password" value={newPassword} onChange={setNewPassword} autoFocus />
        <Input id="reset-confirm" label={t('login.confirmPassword')} type="password" autoComplete="new-password" value={confirmPassword} onChange={setConfirmPassword} />
        <button type="submit" className="btn btn--primary btn--block" disabled={busy} data-testid="reset-submit">
          {busy ? t('forms.working') : t('login.resetSubmit')}
        </button>
        <div className="form__links">
          <button type="button" className="link-button" onClick={() => show('reset_email')} data-testid="reset-restart">
            {t('login.resetRestart')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <section className="page auth-page" data-testid="login-page">
      <header className="page__header auth-page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('pages.login')}
        </h1>
        <p className="page__subtitle">{t('login.subtitle')}</p>
      </header>
      <div className="card auth-card">
        {throttle.running && (
          <Alert tone="error" testId="login-throttle">
            {t('people.throttle.wait', { seconds: throttle.remaining })}
          </Alert>
        )}
        {message && (
          <Alert tone={message.tone} testId={message.tone === 'error' ? 'login-error' : 'login-message'}>
            {m(message.text)}
            {message.text === LOGIN_MESSAGES.accountBlocked && (
              <>
                {' '}
                <Link to="/appeal" data-testid="login-appeal-link">
                  {t('login.appealLink')}
                </Link>
              </>
            )}
          </Alert>
        )}
        <div className="auth-card__body" data-testid={`login-view-${view}`} data-view={view}>
          {body}
        </div>
      </div>
    </section>
  );
}
