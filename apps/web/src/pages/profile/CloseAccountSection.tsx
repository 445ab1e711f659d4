import { ACCOUNT_CLOSING_MESSAGES, formatMoney, type AccountClosingCheckResponse, type PayoutMethod } from '@soundpost/contracts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError, errorText, isAbortError } from '../../api/client';
import { Alert, describedBy, Field, type FormMessage } from '../../components/forms';
import { roleAllows, useCurrentAccount } from '../../session/accounts';
import { useSession } from '../../session/use-session';
import { closeAccount, fetchClosingCheck, requestClosingPayout } from './close-account-api';
import { useClosingMessage } from './close-account-messages';

/** Where the artist lands after closing: signed out, a goodbye page. */
export const GOODBYE_PATH = '/goodbye';

type Load = { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; check: AccountClosingCheckResponse };

/** The profile's "Close account": the owner's alone (the server refuses members too). */
export function CloseAccountSection() {
  const session = useSession();
  const { role } = useCurrentAccount(session.artistToken, false);
  if (!roleAllows(role, 'owner')) return null;
  return <CloseAccount />;
}

function CloseAccount() {
  const { t } = useTranslation();
  const m = useClosingMessage();
  const session = useSession();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const [confirmed, setConfirmed] = useState(false);
  const [forfeit, setForfeit] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);

  const read = useCallback((signal?: AbortSignal) => {
    fetchClosingCheck(signal).then(
      (check) => setLoad({ kind: 'loaded', check }),
      (error: unknown) => {
        if (!isAbortError(error) && !signal?.aborted) setLoad({ kind: 'error' });
      },
    );
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal);
    return () => controller.abort();
  }, [read]);

  const money = (cents: number, currency = 'EUR') => formatMoney(cents, currency);
  const check = load.kind === 'loaded' ? load.check : null;
  const mustEmpty = Boolean(check && check.balance_cents > 0);
  const blocked = !check || check.payout_in_progress || check.chat_open || (mustEmpty && !(check.may_forfeit && forfeit));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setPasswordError(password ? undefined : t('closing.msg.server.passwordRequired'));
    if (!password || !confirmed || blocked) return;
    setBusy(true);
    try {
      await closeAccount({ password, confirm: true, ...(forfeit && check?.may_forfeit ? { forfeit_balance: true } : {}) });
      await session.logout(GOODBYE_PATH);
    } catch (error) {
      const field = error instanceof ApiRequestError && error.status === 422 ? error.fieldError('password') : undefined;
      if (field) setPasswordError(m(field));
      setMessage({ tone: 'error', text: errorText(error, t('closing.failed')) });
      if (error instanceof ApiRequestError && error.status === 409) read();
      setBusy(false);
    }
  };

  return (
    <section className="card form form--wide close-account" aria-labelledby="close-account-title" data-testid="close-account">
      <h2 className="form__title" id="close-account-title">
        {t('closing.title')}
      </h2>
      <p className="form__text">{t('closing.intro')}</p>
      <ul className="close-account__facts" data-testid="close-account-facts">
        <li>{t('closing.facts.takedowns')}</li>
        <li>{t('closing.facts.signedOut')}</li>
        <li>{t('closing.facts.erased')}</li>
        <li>{t('closing.facts.kept')}</li>
        <li>{t('closing.facts.email')}</li>
      </ul>
      <p className="form__hint" data-testid="close-account-transfer">
        {t('closing.transfer')}
      </p>

      {load.kind === 'loading' && (
        <p className="loading-text" role="status">
          {t('closing.loading')}
        </p>
      )}
      {load.kind === 'error' && (
        <Alert tone="error" testId="close-account-load-error">
          {t('closing.loadFailed')}
        </Alert>
      )}
      {check && (
        <div className="close-account__state" data-testid="close-account-state">
          {check.live_releases > 0 && <p className="form__text">{t('closing.liveReleases', { count: check.live_releases })}</p>}
          {check.payout_in_progress && (
            <Alert tone="info" testId="close-account-payout-in-progress">
              {m(ACCOUNT_CLOSING_MESSAGES.payoutInProgress)} <Link to="/artist/wallet">{t('closing.toWallet')}</Link>
            </Alert>
          )}
          {check.chat_open && (
            <Alert tone="info" testId="close-account-chat-open">
              {m(ACCOUNT_CLOSING_MESSAGES.chatOpen)}
            </Alert>
          )}
          {!check.payout_in_progress && check.balance_cents === 0 && <p className="form__text" data-testid="close-account-balance-empty">{t('closing.balanceEmpty')}</p>}
          {!check.payout_in_progress && mustEmpty && (
            <ClosingPayout balanceCents={check.balance_cents} amount={money(check.balance_cents, check.currency)} onRequested={() => read()} />
          )}
          {!check.payout_in_progress && mustEmpty && check.may_forfeit && (
            <label className="check close-account__forfeit" data-testid="close-account-forfeit-label">
              <input type="checkbox" checked={forfeit} onChange={(event) => setForfeit(event.target.checked)} data-testid="close-account-forfeit" />{' '}
              <span>
                {t('closing.forfeitUnderMinimum', { amount: money(check.balance_cents, check.currency), minimum: money(check.payout_minimum_cents, check.currency) })}{' '}
                {m(ACCOUNT_CLOSING_MESSAGES.forfeitConsent)}
              </span>
            </label>
          )}
        </div>
      )}

      <form onSubmit={(event) => void submit(event)} noValidate data-testid="close-account-form">
        <Field id="close-account-password" label={t('closing.password')} error={passwordError} errorTestId="close-account-password-error">
          <input
            id="close-account-password"
            className="input"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            data-testid="close-account-password"
            {...describedBy('close-account-password', passwordError)}
          />
        </Field>
        <label className="check close-account__confirm">
          <input type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} data-testid="close-account-confirm" /> <span>{t('closing.confirm')}</span>
        </label>
        <p className="form__hint">{t('closing.stepUpNote')}</p>
        {message && (
          <Alert tone={message.tone} testId="close-account-error">
            {m(message.text)}
          </Alert>
        )}
        <div className="form__actions">
          <button type="submit" className="btn btn--danger" disabled={busy || !confirmed || blocked} data-testid="close-account-submit">
            {busy ? t('closing.closing') : t('closing.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

/** A closing payout of the whole balance: the payout minimum does not bind it. */
function ClosingPayout({ balanceCents, amount, onRequested }: { readonly balanceCents: number; readonly amount: string; readonly onRequested: () => void }) {
  const { t } = useTranslation();
  const m = useClosingMessage();
  const [method, setMethod] = useState<Extract<PayoutMethod, 'paypal' | 'bank'>>('paypal');
  const [destination, setDestination] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<FormMessage | null>(null);

  const submit = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await requestClosingPayout({ amount: balanceCents, method, destination, closing: true });
      setMessage({ tone: 'success', text: t('closing.payout.requested') });
      onRequested();
    } catch (error) {
      const field = error instanceof ApiRequestError ? (error.fieldError('destination') ?? error.fieldError('amount')) : undefined;
      setMessage({ tone: 'error', text: field ?? errorText(error, t('closing.payout.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="close-account__payout" data-testid="close-account-payout">
      <p className="form__text">{t('closing.balanceLeft', { amount })}</p>
      <div className="close-account__payout-fields">
        <Field id="close-account-payout-method" label={t('closing.payout.method')}>
          <select id="close-account-payout-method" className="input" value={method} onChange={(event) => setMethod(event.target.value as 'paypal' | 'bank')} data-testid="close-account-payout-method">
            <option value="paypal">{t('closing.payout.paypal')}</option>
            <option value="bank">{t('closing.payout.bank')}</option>
          </select>
        </Field>
        <Field id="close-account-payout-destination" label={method === 'paypal' ? t('closing.payout.paypalEmail') : t('closing.payout.iban')}>
          <input id="close-account-payout-destination" className="input" value={destination} onChange={(event) => setDestination(event.target.value)} data-testid="close-account-payout-destination" />
        </Field>
      </div>
      {message && (
        <Alert tone={message.tone} testId={`close-account-payout-${message.tone === 'error' ? 'error' : 'message'}`}>
          {m(message.text)}
        </Alert>
      )}
      <button type="button" className="btn btn--secondary" disabled={busy || !destination.trim()} onClick={() => void submit()} data-testid="close-account-payout-submit">
        {busy ? t('closing.payout.requesting') : t('closing.payout.submit', { amount })}
      </button>
    </div>
  );
}
