import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { AdminTeamResponse, TeamMember } from '@soundpost/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useBasename, useNotify } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate } from '../common/date-time/date-time';
import { errorMessage } from '../common/errors';
import { cellOf, FittedTable } from '../common/list-shell/columns';
import { fetchAdminTeam, removeTeamMember } from './team-api';

export const TEAM_LOAD_FAILED = "Could not load this account's team.";
export const TEAM_REMOVE_FAILED = 'Could not remove this member.';
export const TEAM_MEMBER_REMOVED = 'Member removed. Their sessions in this account have ended.';

const ROLE_LABELS: Record<string, string> = {
  owner: 'Owner',
  admin: 'Admin',
  manager: 'Manager',
  finance: 'Finance',
  viewer: 'Viewer',
};

export const roleLabel = (role: string): string => ROLE_LABELS[role] ?? role;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A user limit of 0 means the plan sets none. */
export const seatsText = (used: number, limit: number): string =>
  limit > 0 ? `${used} of ${plural(limit, 'seat')} used` : `${plural(used, 'seat')} used (no limit)`;

/** The account's name is its own user's (the owner, or the former owner once ownership moved). */
const accountNameOf = (team: AdminTeamResponse): string =>
  team.members.find((m) => m.user_id === team.account_id)?.name ??
  team.members.find((m) => m.role === 'owner')?.name ??
  'this artist';

/** The account's own user holds its history, so the server refuses to remove it, as it does the owner. */
const removable = (team: AdminTeamResponse, member: TeamMember) => member.role !== 'owner' && member.user_id !== team.account_id;

const MemberCell = ({ member, accountId }: { member: TeamMember; accountId: string }) => {
  const basename = useBasename();
  // Every member joined from an artist session, so each has an artist page; this account's own row is this page.
  const linked = member.user_id !== accountId;
  return (
    <Box data-testid="person-cell">
      <Typography variant="body2" component="div">
        {member.name || '—'}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div" data-testid="team-member-email">
        {linked ? (
          <Link component={RouterLink} to={`${basename}/artists/${encodeURIComponent(member.user_id)}/edit`} data-testid={`team-member-link-${member.user_id}`}>
            {member.email}
          </Link>
        ) : (
          member.email
        )}
      </Typography>
    </Box>
  );
};

/**
 * The artist page's Team panel: who may act in the account with which role, the invitations sent,
 * the seats the plan allows, and staff's Remove (audited by the server, which also ends the
 * member's sessions in the account).
 */
export const TeamPanel = ({ accountId }: { accountId: string }) => {
  const notify = useNotify();
  const [team, setTeam] = useState<AdminTeamResponse | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  // Kept after the dialog closes, so its text does not blank out while it fades.
  const [asked, setAsked] = useState<TeamMember | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const answer = await fetchAdminTeam(accountId);
      setTeam(answer);
      setFailure(null);
      return answer;
    } catch (error) {
      setFailure(errorMessage(error, TEAM_LOAD_FAILED));
      return null;
    }
  }, [accountId]);

  useEffect(() => {
    let live = true;
    setTeam(null);
    setFailure(null);
    fetchAdminTeam(accountId).then(
      (answer) => live && setTeam(answer),
      (error: unknown) => live && setFailure(errorMessage(error, TEAM_LOAD_FAILED)),
    );
    return () => {
      live = false;
    };
  }, [accountId]);

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeTeamMember(accountId, removing.id);
      notify(TEAM_MEMBER_REMOVED, { type: 'success' });
      await load();
    } catch (error) {
      notify(errorMessage(error, TEAM_REMOVE_FAILED), { type: 'error' });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const accountName = team ? accountNameOf(team) : '';
  return (
    <Card data-testid="artist-team" sx={{ mt: 2 }}>
      <CardHeader title="Team" subheader={team ? <span data-testid="team-seats">{seatsText(team.seats_used, team.user_limit)}</span> : undefined} />
      <CardContent>
        {failure && (
          <Typography color="error" data-testid="team-error">
            {failure}
          </Typography>
        )}
        {!failure && !team && <Typography variant="body2">Loading…</Typography>}
        {team && (
          <>
            <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
              Members
            </Typography>
            <FittedTable testId="team-members">
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Person</TableCell>
                    <TableCell>Role</TableCell>
                    <TableCell {...cellOf('secondary')}>Joined</TableCell>
                    <TableCell />
                  </TableRow>
                </TableHead>
                <TableBody>
                  {team.members.map((m) => (
                    <TableRow key={`${m.id}-${m.user_id}`} data-testid={`team-member-${m.user_id}`} data-role={m.role}>
                      <TableCell>
                        <MemberCell member={m} accountId={team.account_id} />
                      </TableCell>
                      <TableCell>
                        <Chip size="small" variant={m.role === 'owner' ? 'filled' : 'outlined'} label={roleLabel(m.role)} data-testid="team-member-role" />
                      </TableCell>
                      <TableCell {...cellOf('secondary')}>{formatDate(m.joined_at)}</TableCell>
                      <TableCell align="right">
                        {removable(team, m) && (
                          <Button size="small" color="error" disabled={busy} onClick={() => {
                              setAsked(m);
                              setRemoving(m);
                            }} data-testid={`team-remove-${m.user_id}`}>
                            Remove
                          </Button>
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </FittedTable>

            <Typography variant="subtitle2" sx={{ mt: 2, mb: 0.5 }}>
              Invitations
            </Typography>
            {team.invitations.length === 0 ? (
              <Typography variant="body2" data-testid="team-invitations-none">
                No pending invitations.
              </Typography>
            ) : (
              <FittedTable testId="team-invitations">
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell>E-mail</TableCell>
                      <TableCell>Role</TableCell>
                      <TableCell {...cellOf('detail')}>Sent</TableCell>
                      <TableCell {...cellOf('secondary')}>Expires</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {team.invitations.map((i) => (
                      <TableRow key={i.id} data-testid={`team-invitation-${i.id}`} data-expired={i.expired ? 'true' : 'false'}>
                        <TableCell>
                          {i.email}
                          {i.expired && <Chip size="small" label="Expired" sx={{ ml: 1 }} data-testid="team-invitation-expired" />}
                        </TableCell>
                        <TableCell>{roleLabel(i.role)}</TableCell>
                        <TableCell {...cellOf('detail')}>{formatDate(i.created_at)}</TableCell>
                        <TableCell {...cellOf('secondary')}>{formatDate(i.expires_at)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </FittedTable>
            )}
          </>
        )}
      </CardContent>
      <Dialog open={removing !== null} onClose={() => !busy && setRemoving(null)} data-testid="team-remove-dialog">
        <DialogTitle>Remove a member</DialogTitle>
        <DialogContent>
          <DialogContentText data-testid="team-remove-question">
            {asked
              ? `Remove ${asked.name} (${asked.email}), ${roleLabel(asked.role).toLowerCase()}, from ${accountName}'s account? Their sessions in this account end at once, and the removal is recorded in the audit log.`
              : ''}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)} disabled={busy} data-testid="team-remove-cancel">
            Cancel
          </Button>
          <Button color="error" onClick={() => void confirmRemove()} disabled={busy} data-testid="team-remove-confirm">
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
};
