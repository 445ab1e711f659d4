import { STEP_UP_MESSAGES, VERIFICATION_CODE_LENGTH, type StepUpCodeResponse, type StepUpResponse } from '@soundpost/contracts';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, isApiRequestError, languageHeader } from '../api/client';
import { Alert, CodeInput, Field } from '../components/forms';
import { useMessage } from '../i18n/messages';
import { settleStepUp, useStepUpAsked } from './step-up';

type Sending = 'sending' | 'sent' | 'failed';

/**
 * "Confirm it's you": opened by any protected call (payout, payout destination, tax form, closing).
 * It mails a code as it opens, confirms it for the session, and lets the call go on.
 */
export function StepUpDialog() {
  const asked = useStepUpAsked();
  return asked ? <StepUpForm /> : null;
}

function StepUpForm() {
  const { t } = useTranslation();
  const m = useMessage();
  const [code, setCode] = useState('');
  const [sending, setSending] = useState<Sending>('sending');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const sentOnce = useRef(false);

  const send = useCallback(
    async (again: boolean) => {
      setSending('sending');
      setError(undefined);
      try {
        await apiRequest<StepUpCodeResponse>('/me/step-up/code', { method: 'POST', headers: languageHeader() });
        setSending('sent');
        setResent(again);
      } catch (caught) {
        setSending(isApiRequestError(caught) && caught.status === 429 ? 'sent' : 'failed');
        if (isApiRequestError(caught) && caught.status === 429) setError(m(caught.message));
      }
    },
    [m],
  );

  useEffect(() => {
    // StrictMode mounts twice in development: one code per opening.
    if (sentOnce.current) return;
    sentOnce.current = true;
    void send(false);
  }, [send]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && settleStepUp(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== VERIFICATION_CODE_LENGTH) {
      setError(m(STEP_UP_MESSAGES.codeSixDigits));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await apiRequest<StepUpResponse>('/me/step-up', { method: 'POST', body: { code } });
      settleStepUp(true);
    } catch (caught) {
      setError(isApiRequestError(caught) && caught.message ? m(caught.message) : t('stepUp.failed'));
      setCode('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="modal-backdrop">
      <form className="card modal" role="dialog" aria-modal="true" aria-labelledby="step-up-title" data-testid="step-up-dialog" onSubmit={submit} noValidate>
        <h2 id="step-up-title" className="modal__title">
          {t('stepUp.title')}
        </h2>
        {sending === 'sending' && (
          <p className="loading-text" role="status">
            {t('stepUp.sending')}
          </p>
        )}
        {sending === 'sent' && <p role="status">{resent ? t('stepUp.resent') : t('stepUp.intro')}</p>}
        {sending === 'failed' && <Alert tone="error">{t('stepUp.sendFailed')}</Alert>}
        <Field id="step-up-code" label={t('stepUp.codeLabel')} error={error} errorTestId="step-up-error">
          <CodeInput id="step-up-code" value={code} onChange={setCode} testId="step-up-code" error={error} autoFocus />
        </Field>
        <div className="modal__actions">
          <button type="submit" className="btn btn--primary btn--block" disabled={busy} data-testid="step-up-confirm">
            {t('stepUp.confirm')}
          </button>
          <button type="button" className="link-button" onClick={() => void send(true)} disabled={sending === 'sending'} data-testid="step-up-resend">
            {t('stepUp.resend')}
          </button>
          <button type="button" className="link-button" onClick={() => settleStepUp(false)} data-testid="step-up-cancel">
            {t('stepUp.cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}
