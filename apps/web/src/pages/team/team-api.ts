import type {
  AccountChoice,
  SwitchAccountResponse,
  TeamInvitation,
  TeamInvitationCreateRequest,
  TeamInvitationPreview,
  TeamMember,
  TeamMemberUpdateRequest,
  TeamOwnershipConfirmRequest,
  TeamOwnershipStartRequest,
  TeamOwnershipTransfer,
  TeamResponse,
} from '@soundpost/contracts';
import { apiRequest } from '../../api/client';

const id = (value: string) => encodeURIComponent(value);

export const fetchTeam = (signal?: AbortSignal) => apiRequest<TeamResponse>('/artist/team', { auth: 'artist', signal });

export const inviteMember = (body: TeamInvitationCreateRequest) =>
  apiRequest<TeamInvitation>('/artist/team/invitations', { method: 'POST', auth: 'artist', body });

export const cancelInvitation = (invitationId: string) =>
  apiRequest<void>(`/artist/team/invitations/${id(invitationId)}`, { method: 'DELETE', auth: 'artist' });

export const changeMemberRole = (memberId: string, body: TeamMemberUpdateRequest) =>
  apiRequest<TeamMember>(`/artist/team/members/${id(memberId)}`, { method: 'PATCH', auth: 'artist', body });

export const removeMember = (memberId: string) => apiRequest<void>(`/artist/team/members/${id(memberId)}`, { method: 'DELETE', auth: 'artist' });

/** Leaving ends the session acting in the account: the answer is one in the person's own account. */
export const leaveAccount = (memberId: string) =>
  apiRequest<SwitchAccountResponse>(`/artist/team/members/${id(memberId)}/leave`, { method: 'POST', auth: 'artist' });

export const startOwnershipTransfer = (body: TeamOwnershipStartRequest) =>
  apiRequest<TeamOwnershipTransfer>('/artist/team/ownership', { method: 'POST', auth: 'artist', body });

export const confirmOwnershipTransfer = (body: TeamOwnershipConfirmRequest) =>
  apiRequest<unknown>('/artist/team/ownership/confirm', { method: 'POST', auth: 'artist', body });

export const cancelOwnershipTransfer = () => apiRequest<void>('/artist/team/ownership', { method: 'DELETE', auth: 'artist' });

/** Public: the invitation's token is the proof. */
export const fetchInvitationPreview = (invitationId: string, token: string, signal?: AbortSignal) =>
  apiRequest<TeamInvitationPreview>(`/team/invitations/${id(invitationId)}`, { auth: 'none', query: { token }, signal });

/** The signed-in person accepts: the server checks their e-mail is the invited one. */
export const acceptInvitation = (invitationId: string) =>
  apiRequest<AccountChoice>(`/artist/team/invitations/${id(invitationId)}/accept`, { method: 'POST', auth: 'artist' });
