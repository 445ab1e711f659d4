import { validateVerificationCode, VERIFICATION_CODE_VALIDITY_MINUTES } from '@soundpost/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput, Field } from '../../components/forms';
import { useMessage } from '../../i18n/messages';

interface VerifyStepProps {
  readonly email: string;
  readonly busy: boolean;
  readonly onVerify: (code: string) => void;
  readonly onResend: () => void;
  readonly onChangeEmail: () => void;
  /** Seconds until a resend is allowed again (a throttled send); 0 when it is. */
  readonly resendWait?: number;
}

/** Digits only, 6 long ('Enter the 6-digit code.'). */
export function VerifyStep({ email, busy, onVerify, onResend, onChangeEmail, resendWait = 0 }: VerifyStepProps) {
  const { t } = useTranslation();
  const m = useMessage();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const edit = (next: string) => {
    setCode(next);
    if (error && validateVerificationCode(next).ok) setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateVerificationCode(code);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setError(undefined);
    onVerify(result.value);
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="signup-verify-form">
      <h2 className="form__title">{t('signup.verify.title')}</h2>
      <p className="form__text" data-testid="signup-verify-email">
        {t('signup.verify.text', { email, minutes: VERIFICATION_CODE_VALIDITY_MINUTES })}
      </p>
      <Field id="signup-code" label={t('signup.verify.code')} error={error && m(error)} errorTestId="code-error">
        <CodeInput id="signup-code" value={code} onChange={edit} testId="code-input" error={error} autoFocus />
      </Field>
      <button type="submit" className="btn btn--primary btn--block" disabled={busy} data-testid="verify-submit">
        {busy ? t('forms.working') : t('signup.verify.submit')}
      </button>
      <div className="form__links">
        <button type="button" className="link-button" onClick={onResend} disabled={busy || resendWait > 0} data-testid="resend-code">
          {resendWait > 0 ? t('people.throttle.resendIn', { seconds: resendWait }) : t('signup.verify.resend')}
        </button>
        <button type="button" className="link-button" onClick={onChangeEmail} data-testid="signup-change-email">
          {t('signup.verify.changeEmail')}
        </button>
      </div>
    </form>
  );
}
