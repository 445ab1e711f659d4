import { normaliseEmail, validateEmail, validateVerificationCode } from '@soundpost/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sendAppeal, sendAppealCode } from '../../api/appeal';
import { errorText } from '../../api/client';
import { Alert, CodeInput, type FormMessage } from '../../components/forms';

/**
 * The appeal of a blocked account, which cannot log in: the address first (a code is e-mailed if
 * the account is blocked), then the code and the message, which reach support as a ticket.
 */
export function AppealPage() {
  const { t } = useTranslation();
  const [step, setStep] = useState<'email' | 'appeal' | 'sent'>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);

  const requestCode = async (event: FormEvent) => {
    event.preventDefault();
    const address = validateEmail(normaliseEmail(email));
    if (!address.ok) return setMessage({ tone: 'error', text: t('appeal.emailInvalid') });
    setBusy(true);
    try {
      await sendAppealCode({ email: address.value });
      setMessage({ tone: 'info', text: t('appeal.codeSent') });
      setStep('appeal');
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, t('appeal.failed')) });
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validateVerificationCode(code).ok) return setMessage({ tone: 'error', text: t('appeal.codeInvalid') });
    if (!text.trim()) return setMessage({ tone: 'error', text: t('appeal.messageRequired') });
    setBusy(true);
    try {
      await sendAppeal({ email: normaliseEmail(email), code, message: text.trim() });
      setMessage({ tone: 'success', text: t('appeal.sent') });
      setStep('sent');
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, t('appeal.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page auth-page" data-testid="appeal-page">
      <header className="page__header auth-page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('appeal.title')}
        </h1>
        <p className="page__subtitle">{t('appeal.subtitle')}</p>
      </header>
      <div className="card auth-card">
        {message && (
          <Alert tone={message.tone} testId={`appeal-${message.tone}`}>
            {message.text}
          </Alert>
        )}
        <div className="auth-card__body">
          {step === 'email' && (
            <form className="form" onSubmit={requestCode} noValidate>
              <div className="field">
                <label className="field__label" htmlFor="appeal-email">
                  {t('appeal.email')}
                </label>
                <input id="appeal-email" className="input" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} data-testid="appeal-email" />
              </div>
              <button type="submit" className="btn btn--primary btn--block" disabled={busy} data-testid="appeal-send-code">
                {t('appeal.sendCode')}
              </button>
            </form>
          )}
          {step === 'appeal' && (
            <form className="form" onSubmit={submit} noValidate>
              <div className="field">
                <label className="field__label" htmlFor="appeal-code">
                  {t('appeal.code')}
                </label>
                <CodeInput id="appeal-code" value={code} onChange={setCode} testId="appeal-code" autoFocus />
              </div>
              <div className="field">
                <label className="field__label" htmlFor="appeal-message">
                  {t('appeal.message')}
                </label>
                <textarea id="appeal-message" className="input" rows={6} maxLength={5000} value={text} onChange={(e) => setText(e.target.value)} data-testid="appeal-message" />
              </div>
              <button type="submit" className="btn btn--primary btn--block" disabled={busy} data-testid="appeal-submit">
                {t('appeal.submit')}
              </button>
            </form>
          )}
        </div>
      </div>
    </section>
  );
}
