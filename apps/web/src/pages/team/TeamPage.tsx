import { MEMBER_ROLES, PLAN_UPGRADE_PATH, type MemberRole, type TeamMember, type TeamResponse } from '@soundpost/contracts';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isAbortError, isApiRequestError } from '../../api/client';
import { refreshAccounts } from '../../session/accounts';
import { storeArtistToken } from '../../session/session-store';
import { useSession } from '../../session/use-session';
import { Alert, Field, type FormMessage } from '../../components/forms';
import {
  cancelInvitation,
  cancelOwnershipTransfer,
  changeMemberRole,
  confirmOwnershipTransfer,
  fetchTeam,
  inviteMember,
  leaveAccount,
  removeMember,
  startOwnershipTransfer,
} from './team-api';
import { isTeamLimitMessage, useTeamMessage } from './team-messages';
import './team.css';

const DASHBOARD_PATH = '/artist/dashboard';

/** The browser's confirm dialog, behind an object so tests can answer it. */
export const confirmDialog = { ask: (text: string): boolean => window.confirm(text) };

type Load = { kind: 'loading' } | { kind: 'ready'; team: TeamResponse } | { kind: 'error'; text: string };

function useDate() {
  const { i18n } = useTranslation();
  return (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** The server's text for a refused call, translated; a field's message when it names one. */
function useFailure() {
  const { t } = useTranslation();
  const m = useTeamMessage();
  return useCallback(
    (error: unknown, field?: string): string => {
      if (isApiRequestError(error)) {
        const text = (field && error.fieldError(field)) || error.message;
        if (text) return m(text);
      }
      return t('team.failed');
    },
    [m, t],
  );
}

function Seats({ team }: { readonly team: TeamResponse }) {
  const { t } = useTranslation();
  const full = team.user_limit > 0 && team.seats_used >= team.user_limit;
  return (
    <div className="team__seats" data-testid="team-seats">
      <p>
        {team.user_limit > 0
          ? t('team.seats.used', { used: team.seats_used, limit: team.user_limit })
          : t('team.seats.unlimited', { count: team.seats_used })}
      </p>
      {full && (
        <div className="team__limit" data-testid="team-limit">
          <p>{t('team.seats.full')}</p>
          <Link className="btn btn--primary btn--sm" to={PLAN_UPGRADE_PATH} data-testid="team-upgrade-link">
            {t('team.seats.upgrade')}
          </Link>
        </div>
      )}
    </div>
  );
}

function RoleSelect({
  id,
  value,
  onChange,
  testId,
  label,
  disabled,
}: {
  readonly id: string;
  readonly value: string;
  readonly onChange: (role: MemberRole) => void;
  readonly testId: string;
  readonly label?: string;
  readonly disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <select
      id={id}
      className="input"
      value={value}
      disabled={disabled}
      aria-label={label}
      data-testid={testId}
      onChange={(e) => onChange(e.target.value as MemberRole)}
    >
      {MEMBER_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`team.roles.${role}`)}
        </option>
      ))}
    </select>
  );
}

function InviteForm({ onInvited }: { readonly onInvited: (email: string) => void }) {
  const { t } = useTranslation();
  const failure = useFailure();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('manager');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; role?: string; form?: string; limit?: boolean }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setErrors({});
    try {
      await inviteMember({ email: email.trim(), role });
      setEmail('');
      onInvited(email.trim());
    } catch (error) {
      if (isApiRequestError(error) && error.status === 422 && (error.fieldError('email') || error.fieldError('role'))) {
        const emailError = error.fieldError('email');
        setErrors({
          email: emailError ? failure(error, 'email') : undefined,
          role: error.fieldError('role') ? failure(error, 'role') : undefined,
          limit: isTeamLimitMessage(emailError) || isTeamLimitMessage(error.fieldError('role')),
        });
      } else setErrors({ form: failure(error), limit: isApiRequestError(error) && isTeamLimitMessage(error.message) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card team__invite" onSubmit={(e) => void submit(e)} noValidate data-testid="team-invite-form">
      <h2 className="team__heading">{t('team.invite.title')}</h2>
      <div className="team__invite-fields">
        <Field id="team-invite-email" label={t('team.invite.email')} error={errors.email} errorTestId="team-invite-email-error">
          <input
            id="team-invite-email"
            className="input"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={errors.email ? true : undefined}
            data-testid="team-invite-email"
          />
        </Field>
        <Field id="team-invite-role" label={t('team.invite.role')} error={errors.role} errorTestId="team-invite-role-error" hint={t(`team.roleDescriptions.${role}`)}>
          <RoleSelect id="team-invite-role" value={role} onChange={setRole} testId="team-invite-role" />
        </Field>
      </div>
      <ul className="team__role-help" data-testid="team-role-help">
        {MEMBER_ROLES.map((r) => (
          <li key={r}>
            <strong>{t(`team.roles.${r}`)}</strong>: {t(`team.roleDescriptions.${r}`)}
          </li>
        ))}
      </ul>
      {errors.form && (
        <Alert tone="error" testId="team-invite-error">
          {errors.form}
        </Alert>
      )}
      {errors.limit && (
        <Link className="btn btn--ghost btn--sm" to={PLAN_UPGRADE_PATH} data-testid="team-invite-upgrade">
          {t('team.seats.upgrade')}
        </Link>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy} data-testid="team-invite-submit">
        {t('team.invite.submit')}
      </button>
    </form>
  );
}

function OwnershipBox({ team, onChange }: { readonly team: TeamResponse; readonly onChange: (message: FormMessage) => void }) {
  const { t } = useTranslation();
  const failure = useFailure();
  const admins = team.members.filter((member) => member.role === 'admin');
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ member?: string; code?: string; form?: string }>({});
  const transfer = team.ownership_transfer;
  const isOwner = team.me.role === 'owner';
  // Only the two sides hold a code; everyone else is told where ownership is going.
  const confirms = transfer !== null && (isOwner || (team.me.member_id !== null && team.me.member_id === transfer.to_member_id));
  const { artistToken } = useSession();

  const run = async (action: () => Promise<unknown>, done: string, field: 'member' | 'code') => {
    if (busy) return;
    setBusy(true);
    setError({});
    try {
      await action();
      setCode('');
      onChange({ tone: 'success', text: done });
    } catch (caught) {
      const apiField = field === 'member' ? 'member_id' : 'code';
      if (isApiRequestError(caught) && caught.fieldError(apiField)) setError({ [field]: failure(caught, apiField) });
      else setError({ form: failure(caught) });
    } finally {
      setBusy(false);
    }
  };

  if (!transfer && !isOwner) return null;
  return (
    <section className="card team__ownership" data-testid="team-ownership">
      <h2 className="team__heading">{t('team.ownership.title')}</h2>
      {transfer && !confirms ? (
        <p data-testid="team-ownership-pending">{t('team.ownership.pendingOther', { name: transfer.to_name })}</p>
      ) : transfer ? (
        <>
          <p data-testid="team-ownership-pending">{t('team.ownership.pending', { name: transfer.to_name })}</p>
          <form
            className="team__ownership-confirm"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void run(async () => {
                await confirmOwnershipTransfer({ code: code.trim() });
                // The second confirmation moves ownership: the roles in the header and the menu change.
                refreshAccounts(artistToken);
              }, t('team.ownership.confirmed'), 'code');
            }}
          >
            <Field id="team-ownership-code" label={t('team.ownership.code')} error={error.code} errorTestId="team-ownership-code-error">
              <input
                id="team-ownership-code"
                className="input"
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                data-testid="team-ownership-code"
              />
            </Field>
            <button type="submit" className="btn btn--primary btn--sm" disabled={busy} data-testid="team-ownership-confirm">
              {t('team.ownership.confirm')}
            </button>
            {isOwner && (
              <button
                type="button"
                className="btn btn--ghost btn--sm"
                disabled={busy}
                onClick={() => void run(cancelOwnershipTransfer, t('team.ownership.cancelled'), 'code')}
                data-testid="team-ownership-cancel"
              >
                {t('team.ownership.cancel')}
              </button>
            )}
          </form>
        </>
      ) : admins.length === 0 ? (
        <p className="field__hint" data-testid="team-ownership-no-admin">
          {t('team.ownership.needsAdmin')}
        </p>
      ) : (
        <form
          className="team__ownership-start"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => startOwnershipTransfer({ member_id: target }), t('team.ownership.started'), 'member');
          }}
        >
          <Field id="team-ownership-member" label={t('team.ownership.to')} error={error.member} hint={t('team.ownership.hint')}>
            <select id="team-ownership-member" className="input" value={target} onChange={(e) => setTarget(e.target.value)} data-testid="team-ownership-member">
              <option value="">{t('team.ownership.choose')}</option>
              {admins.map((admin) => (
                <option key={admin.id} value={admin.id}>
                  {admin.name || admin.email}
                </option>
              ))}
            </select>
          </Field>
          <button type="submit" className="btn btn--ghost btn--sm" disabled={busy || !target} data-testid="team-ownership-start">
            {t('team.ownership.start')}
          </button>
        </form>
      )}
      {error.form && (
        <Alert tone="error" testId="team-ownership-error">
          {error.form}
        </Alert>
      )}
    </section>
  );
}

/** A member (never the owner, nor the account's own user) leaves, then carries on in their own account. */
function LeaveBox({ team }: { readonly team: TeamResponse }) {
  const { t } = useTranslation();
  const failure = useFailure();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const me = team.members.find((member) => member.id === team.me.member_id);
  if (!me || me.role === 'owner' || me.user_id === team.account_id) return null;

  const leave = async () => {
    if (busy || !confirmDialog.ask(t('team.leave.confirm', { name: team.account_name }))) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await leaveAccount(me.id);
      storeArtistToken(answer.token);
      await navigate(DASHBOARD_PATH);
    } catch (caught) {
      setError(failure(caught));
      setBusy(false);
    }
  };

  return (
    <section className="card team__section" data-testid="team-leave">
      <h2 className="team__heading">{t('team.leave.title')}</h2>
      <p className="field__hint">{t('team.leave.hint', { name: team.account_name })}</p>
      {error && (
        <Alert tone="error" testId="team-leave-error">
          {error}
        </Alert>
      )}
      <button type="button" className="btn btn--ghost btn--sm" disabled={busy} onClick={() => void leave()} data-testid="team-leave-button">
        {t('team.leave.button')}
      </button>
    </section>
  );
}

/** /artist/team: the account's people, pending invitations, inviting, roles, removal and the ownership transfer. */
export function TeamPage() {
  const { t } = useTranslation();
  const date = useDate();
  const failure = useFailure();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<FormMessage | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchTeam(controller.signal).then(
      (team) => setLoad({ kind: 'ready', team }),
      (error: unknown) => {
        if (!isAbortError(error)) setLoad({ kind: 'error', text: failure(error) });
      },
    );
    return () => controller.abort();
  }, [version, failure]);

  const reload = (message: FormMessage | null) => {
    setNotice(message);
    setVersion((n) => n + 1);
  };

  const act = async (id: string, action: () => Promise<unknown>, done: string) => {
    setBusyId(id);
    setNotice(null);
    try {
      await action();
      reload({ tone: 'success', text: done });
    } catch (error) {
      setNotice({ tone: 'error', text: failure(error, 'role') });
    } finally {
      setBusyId(null);
    }
  };

  const remove = (member: TeamMember) => {
    if (!confirmDialog.ask(t('team.members.removeConfirm', { name: member.name || member.email }))) return;
    void act(member.id, () => removeMember(member.id), t('team.members.removed', { name: member.name || member.email }));
  };

  const team = load.kind === 'ready' ? load.team : null;
  const canManage = team !== null && (team.role === 'owner' || team.role === 'admin');

  return (
    <div className="page team" data-testid="team-page">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('team.title')}
        </h1>
        <p className="page__subtitle">{team ? t('team.subtitle', { name: team.account_name }) : t('team.subtitleGeneric')}</p>
      </header>
      {load.kind === 'loading' && <p className="empty-state">{t('team.loading')}</p>}
      {load.kind === 'error' && (
        <Alert tone="error" testId="team-error">
          {load.text}
        </Alert>
      )}
      {notice && (
        <Alert tone={notice.tone} testId="team-notice">
          {notice.text}
        </Alert>
      )}
      {team && (
        <>
          <Seats team={team} />
          <section className="card team__section">
            <h2 className="team__heading">{t('team.members.title')}</h2>
            <div className="table-wrap">
              <table className="table table--cards" data-testid="team-members">
                <thead>
                  <tr>
                    <th>{t('team.columns.name')}</th>
                    <th>{t('team.columns.email')}</th>
                    <th>{t('team.columns.role')}</th>
                    <th>{t('team.columns.joined')}</th>
                    {canManage && <th>{t('team.columns.actions')}</th>}
                  </tr>
                </thead>
                <tbody>
                  {team.members.map((member) => {
                    const editable = canManage && member.role !== 'owner';
                    return (
                      <tr key={member.id} data-testid="team-member-row">
                        <td className="table__cell--wide" data-label={t('team.columns.name')}>
                          {member.name || '—'}
                        </td>
                        <td data-label={t('team.columns.email')}>{member.email}</td>
                        <td data-label={t('team.columns.role')}>
                          {editable ? (
                            <RoleSelect
                              id={`team-role-${member.id}`}
                              value={member.role}
                              label={t('team.members.roleFor', { name: member.name || member.email })}
                              disabled={busyId === member.id}
                              testId="team-member-role"
                              onChange={(role) =>
                                void act(member.id, () => changeMemberRole(member.id, { role }), t('team.members.roleChanged', { name: member.name || member.email, role: t(`team.roles.${role}`) }))
                              }
                            />
                          ) : (
                            <span data-testid="team-member-role-text">{t(`team.roles.${member.role}`)}</span>
                          )}
                        </td>
                        <td data-label={t('team.columns.joined')}>{date(member.joined_at)}</td>
                        {canManage && (
                          <td data-label={t('team.columns.actions')}>
                            {editable && (
                              <button type="button" className="btn btn--ghost btn--sm" disabled={busyId === member.id} onClick={() => remove(member)} data-testid="team-member-remove">
                                {t('team.members.remove')}
                              </button>
                            )}
                          </td>
                        )}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
          <section className="card team__section">
            <h2 className="team__heading">{t('team.invitations.title')}</h2>
            {team.invitations.length === 0 ? (
              <p className="empty-state" data-testid="team-invitations-empty">
                {t('team.invitations.empty')}
              </p>
            ) : (
              <div className="table-wrap">
                <table className="table table--cards" data-testid="team-invitations">
                  <thead>
                    <tr>
                      <th>{t('team.columns.email')}</th>
                      <th>{t('team.columns.role')}</th>
                      <th>{t('team.columns.expires')}</th>
                      {canManage && <th>{t('team.columns.actions')}</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {team.invitations.map((invitation) => (
                      <tr key={invitation.id} data-testid="team-invitation-row">
                        <td className="table__cell--wide" data-label={t('team.columns.email')}>
                          {invitation.email}
                        </td>
                        <td data-label={t('team.columns.role')}>{t(`team.roles.${invitation.role}`)}</td>
                        <td data-label={t('team.columns.expires')}>
                          {invitation.expired ? t('team.invitations.expiredOn', { date: date(invitation.expires_at) }) : date(invitation.expires_at)}
                        </td>
                        {canManage && (
                          <td data-label={t('team.columns.actions')}>
                            <button
                              type="button"
                              className="btn btn--ghost btn--sm"
                              disabled={busyId === invitation.id}
                              onClick={() => void act(invitation.id, () => cancelInvitation(invitation.id), t('team.invitations.cancelled', { email: invitation.email }))}
                              data-testid="team-invitation-cancel"
                            >
                              {t('team.invitations.cancel')}
                            </button>
                          </td>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          {canManage && <InviteForm onInvited={(email) => reload({ tone: 'success', text: t('team.invite.sent', { email }) })} />}
          <OwnershipBox team={team} onChange={reload} />
          <LeaveBox team={team} />
        </>
      )}
    </div>
  );
}
