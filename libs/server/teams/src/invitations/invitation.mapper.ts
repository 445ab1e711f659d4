import type { TeamInvitation, TeamInvitationPreview } from '@soundpost/contracts';
import { isExpired } from '../team.rules';
import type { Invitation } from './invitation.entity';

export function toTeamInvitation(row: Invitation, now: Date): TeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    invited_by: row.invitedBy,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    expired: isExpired(row.expiresAt, now),
  };
}

export function toTeamInvitationPreview(row: Invitation, accountName: string, now: Date): TeamInvitationPreview {
  return { id: row.id, account_name: accountName, role: row.role, email: row.email, expires_at: row.expiresAt.toISOString(), expired: isExpired(row.expiresAt, now) };
}
