import {
  AUTH_MESSAGES,
  validateEmail,
  validatePasswordConfirmation,
  validateSignUpPassword,
} from '@soundpost/contracts';
import { useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withoutFixedErrors } from '../../components/form-errors';
import { PasswordRules } from '../../components/PasswordRules';
import { describedBy, Field } from '../../components/forms';
import { useMessage } from '../../i18n/messages';

export interface AccountValues {
  readonly email: string;
  readonly password: string;
}

type AccountField = 'email' | 'password' | 'confirm' | 'terms';
export type AccountErrors = Partial<Record<AccountField, string>>;

/** Account step: e-mail (trimmed, lower-cased), password rule, confirmation, terms box. */
export function validateAccount(email: string, password: string, confirm: string, terms: boolean) {
  const errors: AccountErrors = {};
  const e = validateEmail(email);
  if (!e.ok) errors.email = e.error;
  const p = validateSignUpPassword(password);
  if (!p.ok) errors.password = p.error;
  const c = validatePasswordConfirmation(password, confirm);
  if (!c.ok) errors.confirm = c.error;
  if (!terms) errors.terms = AUTH_MESSAGES.termsRequired;
  return { errors, email: e.ok ? e.value : null };
}

interface AccountStepProps {
  readonly initialEmail: string;
  readonly busy: boolean;
  /** Server-side field errors (422). */
  readonly serverErrors: AccountErrors;
  readonly onSubmit: (values: AccountValues) => void;
  /** Shown when an e-mail of an earlier sign-up is stored: go straight to the code step. */
  readonly onHaveCode?: () => void;
  /** The log-in link, carrying the sign-up's `next`. */
  readonly loginTo?: string;
}

export function AccountStep({ initialEmail, busy, serverErrors, onSubmit, onHaveCode, loginTo = '/login' }: AccountStepProps) {
  const { t } = useTranslation();
  const m = useMessage();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<AccountErrors>(serverErrors);
  const [prevServerErrors, setPrevServerErrors] = useState(serverErrors);
  if (prevServerErrors !== serverErrors) {
    setPrevServerErrors(serverErrors);
    setErrors((current) => ({ ...current, ...serverErrors }));
  }

  const edit = (change: Partial<{ email: string; password: string; confirm: string; terms: boolean }>) => {
    const next = { email, password, confirm, terms, ...change };
    setErrors((current) => withoutFixedErrors(current, validateAccount(next.email, next.password, next.confirm, next.terms).errors));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateAccount(email, password, confirm, terms);
    setErrors(result.errors);
    if (result.email && Object.keys(result.errors).length === 0) onSubmit({ email: result.email, password });
  };

  const err = (field: AccountField) => (errors[field] ? m(errors[field]) : undefined);

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="signup-account-form">
      <h2 className="form__title">{t('signup.account.title')}</h2>
      <Field id="signup-email" label={t('signup.account.email')} error={err('email')} errorTestId="signup-email-error">
        <input
          id="signup-email"
          className="input"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            edit({ email: event.target.value });
          }}
          data-testid="signup-email"
          {...describedBy('signup-email', err('email'))}
        />
      </Field>
      <Field id="signup-password" label={t('signup.account.password')} error={err('password')} errorTestId="signup-password-error">
        <input
          id="signup-password"
          className="input"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            edit({ password: event.target.value });
          }}
          data-testid="signup-password"
          {...describedBy('signup-password', err('password'), 'signup-password-rules')}
        />
      </Field>
      <PasswordRules id="signup-password-rules" password={password} testId="password-rules" />
      <Field id="signup-confirm" label={t('signup.account.confirm')} error={err('confirm')} errorTestId="signup-confirm-error">
        <input
          id="signup-confirm"
          className="input"
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => {
            setConfirm(event.target.value);
            edit({ confirm: event.target.value });
          }}
          data-testid="signup-confirm"
          {...describedBy('signup-confirm', err('confirm'))}
        />
      </Field>
      <div className={`field field--check${err('terms') ? ' field--invalid' : ''}`}>
        <label className="check" htmlFor="signup-terms">
          <input
            id="signup-terms"
            type="checkbox"
            checked={terms}
            onChange={(event) => {
              setTerms(event.target.checked);
              edit({ terms: event.target.checked });
            }}
            data-testid="signup-terms"
            {...describedBy('signup-terms', err('terms'))}
          />
          <span>
            {/* The texts open in a new tab, so the form keeps what was typed. */}
            <Trans
              i18nKey="signup.account.terms"
              components={{
                terms: <Link to="/terms" target="_blank" rel="noopener" data-testid="signup-terms-link" />,
                privacy: <Link to="/privacy" target="_blank" rel="noopener" data-testid="signup-privacy-link" />,
              }}
            />
          </span>
        </label>
        {err('terms') && (
          <p className="field__error" id="signup-terms-error" data-testid="signup-terms-error">
            {err('terms')}
          </p>
        )}
      </div>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy} data-testid="signup-submit">
        {busy ? t('forms.working') : t('signup.account.submit')}
      </button>
      <p className="form__aside">
        {t('signup.account.haveAccount')}{' '}
        <Link to={loginTo} data-testid="signup-login-link">
          {t('auth.login')}
        </Link>
        {onHaveCode && (
          <>
            {' · '}
            <button type="button" className="link-button" onClick={onHaveCode} data-testid="signup-have-code">
              {t('signup.account.haveCode')}
            </button>
          </>
        )}
      </p>
    </form>
  );
}
