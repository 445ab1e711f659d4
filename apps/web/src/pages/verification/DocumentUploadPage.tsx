import { DOCUMENT_MESSAGES, KYC_MESSAGES, LOGIN_MESSAGES, type MeResponse, REDIRECT_DELAYS_MS, validateDocumentFile } from '@soundpost/contracts';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiRequestError, errorText, isAbortError } from '../../api/client';
import { documentLink, fetchMe, isTruthyFlag, uploadSignupDocument } from '../../api/endpoints';
import { DocumentPicker, DocumentStatusBadge } from '../../components/DocumentPicker';
import { Alert, Field, type FormMessage } from '../../components/forms';
import { useMessage } from '../../i18n/messages';
import { useSession } from '../../session/use-session';
import './verification.css';

export const DASHBOARD_PATH = '/artist/dashboard';

type LoadState = { readonly kind: 'loading' } | { readonly kind: 'loaded'; readonly me: MeResponse } | { readonly kind: 'error'; readonly text: string } | { readonly kind: 'unauthenticated' };

/**
 * The identity verification page (route /document-upload): e-mail, verified flag and document status;
 * upload with an image preview once the e-mail is verified; Refresh Status; approval redirects to the dashboard.
 */
export function DocumentUploadPage() {
  const { t } = useTranslation();
  const m = useMessage();
  const navigate = useNavigate();
  const session = useSession();
  const token = session.artistToken;
  const [state, setState] = useState<LoadState>(() => (token ? { kind: 'loading' } : { kind: 'unauthenticated' }));
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [message, setMessage] = useState<FormMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [reload, setReload] = useState(0);
  const [inputKey, setInputKey] = useState(0);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const refresh = useCallback(() => setReload((n) => n + 1), []);

  useEffect(() => {
    if (!token) {
      setState({ kind: 'unauthenticated' });
      return undefined;
    }
    const controller = new AbortController();
    fetchMe(controller.signal).then(
      (me) => setState({ kind: 'loaded', me: me ?? {} }),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        if (error instanceof ApiRequestError && error.status === 401) setState({ kind: 'unauthenticated' });
        else setState({ kind: 'error', text: errorText(error, KYC_MESSAGES.loadProfileFailed) });
      },
    );
    return () => controller.abort();
  }, [token, reload]);

  const approved = state.kind === 'loaded' && state.me.document_status === 'approved';
  useEffect(() => {
    if (!approved) return undefined;
    redirectTimer.current = setTimeout(() => navigate(DASHBOARD_PATH, { replace: true }), REDIRECT_DELAYS_MS.afterDocumentApproved);
    return () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current);
    };
  }, [approved, navigate]);

  const choose = (next: File | null) => {
    setFile(next);
    setMessage(null);
    const result = next ? validateDocumentFile(next) : null;
    setFileError(result && !result.ok ? result.error : undefined);
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateDocumentFile(file);
    if (!result.ok || !file) {
      setFileError(result.ok ? DOCUMENT_MESSAGES.selectDocument : result.error);
      return;
    }
    setFileError(undefined);
    setBusy(true);
    try {
      const answer = await uploadSignupDocument(file, 'artist');
      setMessage({ tone: 'success', text: answer?.message || DOCUMENT_MESSAGES.uploadedPendingReview });
      setFile(null);
      setInputKey((k) => k + 1);
      refresh();
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, DOCUMENT_MESSAGES.uploadFailed) });
    } finally {
      setBusy(false);
    }
  };

  if (state.kind === 'unauthenticated') {
    return (
      <section className="page verification" data-testid="doc-not-logged-in">
        <header className="page__header">
          <h1 className="page__title" data-testid="page-title">
            {t('pages.documentUpload')}
          </h1>
        </header>
        <div className="card verification__card">
          <Alert tone="info">{m(LOGIN_MESSAGES.notAuthenticated)}</Alert>
          <Link to="/login" className="btn btn--primary" data-testid="doc-login-link">
            {t('verification.goToLogin')}
          </Link>
        </div>
      </section>
    );
  }

  const me = state.kind === 'loaded' ? state.me : null;
  const verified = isTruthyFlag(me?.email_verified);
  const href = me ? documentLink(me) : null;

  return (
    <section className="page verification" data-testid="document-upload-page">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('pages.documentUpload')}
        </h1>
        <p className="page__subtitle">{t('verification.subtitle')}</p>
      </header>

      {state.kind === 'loading' && (
        <p className="loading-text" role="status" data-testid="doc-loading">
          {t('forms.loading')}
        </p>
      )}
      {state.kind === 'error' && (
        <Alert tone="error" testId="doc-load-error">
          {m(state.text)}
        </Alert>
      )}

      {me && (
        <div className="card verification__card">
          <dl className="facts" data-testid="doc-facts">
            <div className="facts__row">
              <dt>{t('verification.email')}</dt>
              <dd data-testid="doc-email">{me.email || '-'}</dd>
            </div>
            <div className="facts__row">
              <dt>{t('verification.emailVerified')}</dt>
              <dd data-testid="doc-email-verified" data-verified={verified}>
                <span className={`status-badge status-badge--${verified ? 'approved' : 'pending'}`}>
                  {verified ? t('verification.yes') : t('verification.no')}
                </span>
              </dd>
            </div>
            <div className="facts__row">
              <dt>{t('verification.status')}</dt>
              <dd>
                <DocumentStatusBadge status={me.document_status} testId="doc-status" />
              </dd>
            </div>
            {href && (
              <div className="facts__row">
                <dt>{t('verification.currentDocument')}</dt>
                <dd>
                  <a href={href} target="_blank" rel="noopener noreferrer" data-testid="doc-view">
                    {t('verification.viewDocument')}
                  </a>
                </dd>
              </div>
            )}
          </dl>

          {approved && (
            <Alert tone="success" testId="doc-approved">
              {m(DOCUMENT_MESSAGES.approvedRedirecting)}
            </Alert>
          )}
          {!approved && me.document_status === 'rejected' && (
            <Alert tone="error" testId="doc-rejected">
              {t('verification.rejected')}
            </Alert>
          )}
          {!approved && me.document_status === 'pending' && href && (
            <Alert tone="info" testId="doc-pending">
              {t('verification.pending')}
            </Alert>
          )}

          {message && (
            <Alert tone={message.tone} testId={message.tone === 'error' ? 'doc-error' : 'doc-message'}>
              {m(message.text)}
            </Alert>
          )}

          {!approved && !verified && (
            <Alert tone="info" testId="doc-unverified">
              {t('verification.unverified')}
            </Alert>
          )}
          {!approved && verified && (
            <form className="form" onSubmit={(event) => void upload(event)} noValidate data-testid="doc-upload-form">
              <Field id="doc-document" label={t('verification.uploadLabel')} error={fileError && m(fileError)} errorTestId="doc-file-error">
                <DocumentPicker key={inputKey} id="doc-document" file={file} onChange={choose} error={fileError} testId="document-input" disabled={busy} />
              </Field>
              <button type="submit" className="btn btn--primary" disabled={busy} data-testid="document-submit">
                {busy ? t('forms.uploading') : t('verification.upload')}
              </button>
            </form>
          )}
        </div>
      )}

      <div className="form__actions verification__actions">
        <button type="button" className="btn btn--ghost" onClick={refresh} disabled={state.kind === 'loading'} data-testid="refresh-status">
          {t('verification.refresh')}
        </button>
        <Link to={DASHBOARD_PATH} className="btn btn--ghost" data-testid="doc-dashboard-link">
          {t('verification.dashboard')}
        </Link>
        <button type="button" className="btn btn--ghost btn--danger" onClick={() => void session.logout('/login')} data-testid="doc-logout">
          {t('verification.logout')}
        </button>
      </div>
    </section>
  );
}
