import { TEAM_MESSAGES, type TeamInvitationPreview } from '@soundpost/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { isAbortError, isApiRequestError } from '../../api/client';
import { Alert } from '../../components/forms';
import { switchAccount } from '../../session/accounts';
import { useSession } from '../../session/use-session';
import { acceptInvitation, fetchInvitationPreview } from './team-api';
import { useTeamMessage } from './team-messages';
import './team.css';

type Load = { kind: 'loading' } | { kind: 'ready'; preview: TeamInvitationPreview } | { kind: 'invalid' };

/** The accept's 403 when the signed-in person's e-mail is not the invited one. */
const NOT_YOUR_INVITATION = 'invitation_not_yours';

type Refusal = { text: string; offer: 'logout' | 'login' | null };

/**
 * /team/invitations/:id?token=…, the invitation e-mail's link: the account and the role, then Accept (signed in), or
 * log in / create an account and come back here. Accepting moves the session into the account and opens its dashboard.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  const m = useTeamMessage();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  useEffect(() => {
    if (!token) {
      setLoad({ kind: 'invalid' });
      return undefined;
    }
    const controller = new AbortController();
    fetchInvitationPreview(id, token, controller.signal).then(
      (preview) => setLoad({ kind: 'ready', preview }),
      (error: unknown) => {
        if (!isAbortError(error)) setLoad({ kind: 'invalid' });
      },
    );
    return () => controller.abort();
  }, [id, token]);

  const here = location.pathname + location.search;
  const next = encodeURIComponent(here);

  const accept = async () => {
    if (busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const joined = await acceptInvitation(id);
      await switchAccount(joined.account_id);
      await navigate('/artist/dashboard', { replace: true });
    } catch (error) {
      if (isApiRequestError(error) && error.status === 401) setRefusal({ text: t('team.invitation.loginAgain'), offer: 'login' });
      else {
        const text = isApiRequestError(error) && error.message ? m(error.message) : t('team.failed');
        setRefusal({ text, offer: isApiRequestError(error) && error.code === NOT_YOUR_INVITATION ? 'logout' : null });
      }
      setBusy(false);
    }
  };

  const preview = load.kind === 'ready' ? load.preview : null;

  return (
    <div className="page container invitation" data-testid="invitation-page">
      <section className="card">
        <h1 className="page__title" data-testid="page-title">
          {t('team.invitation.title')}
        </h1>
        {load.kind === 'loading' && <p className="empty-state">{t('team.loading')}</p>}
        {load.kind === 'invalid' && (
          <Alert tone="error" testId="invitation-invalid">
            {t('team.invitation.invalid')}
          </Alert>
        )}
        {preview && (
          <>
            <p data-testid="invitation-summary">
              {t('team.invitation.summary', { account: preview.account_name, role: t(`team.roles.${preview.role}`) })}
            </p>
            <p className="field__hint" data-testid="invitation-role-description">
              {t(`team.roleDescriptions.${preview.role}`)}
            </p>
            <p className="field__hint" data-testid="invitation-email">
              {t('team.invitation.sentTo', { email: preview.email })}
            </p>
            {preview.expired ? (
              <Alert tone="error" testId="invitation-expired">
                {m(TEAM_MESSAGES.invitationExpired)}
              </Alert>
            ) : session.status === 'loggedIn' ? (
              <div className="invitation__actions">
                <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void accept()} data-testid="invitation-accept">
                  {t('team.invitation.accept')}
                </button>
              </div>
            ) : (
              <div className="invitation__actions">
                <Link className="btn btn--primary" to={`/login?next=${next}`} data-testid="invitation-login">
                  {t('team.invitation.login')}
                </Link>
                <Link className="btn btn--ghost" to={`/signup?next=${next}`} data-testid="invitation-signup">
                  {t('team.invitation.signup')}
                </Link>
              </div>
            )}
            {refusal && (
              <div data-testid="invitation-refused">
                <Alert tone="error">{refusal.text}</Alert>
                {refusal.offer === 'logout' && (
                  <button type="button" className="btn btn--ghost btn--sm" onClick={() => void session.logout(here)} data-testid="invitation-logout">
                    {t('team.invitation.logout')}
                  </button>
                )}
                {refusal.offer === 'login' && (
                  <Link className="btn btn--ghost btn--sm" to={`/login?next=${next}`} data-testid="invitation-login-again">
                    {t('team.invitation.login')}
                  </Link>
                )}
              </div>
            )}
          </>
        )}
      </section>
    </div>
  );
}
