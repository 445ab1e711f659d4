import { TEAM_MESSAGES } from '@soundpost/contracts';
import { AuthErrors } from '@soundpost/server-auth';
import { DomainError } from '@soundpost/server-core/http';

const field = (code: string, name: string, message: string) => new DomainError(code, message, 422, { [name]: [message] });

export const TeamErrors = {
  ownEmail: () => field('team_owner_email', 'email', TEAM_MESSAGES.ownEmail),
  alreadyMember: () => field('team_already_member', 'email', TEAM_MESSAGES.alreadyMember),
  alreadyInvited: () => field('team_already_invited', 'email', TEAM_MESSAGES.alreadyInvited),
  limitReached: (message: string) => field('user_limit_reached', 'email', message),
  /** Missing, another account's, or a wrong token: never say which. */
  invitationNotFound: () => DomainError.notFound(TEAM_MESSAGES.invitationNotFound, 'invitation_not_found'),
  invitationExpired: () => new DomainError('invitation_expired', TEAM_MESSAGES.invitationExpired, 410),
  notYourInvitation: () => DomainError.forbidden(TEAM_MESSAGES.notYourInvitation, 'invitation_not_yours'),
  alreadyInAccount: () => DomainError.conflict(TEAM_MESSAGES.alreadyInAccount, 'already_member'),
  accountNotFound: () => DomainError.notFound(TEAM_MESSAGES.accountNotFound, 'not_found'),
  memberNotFound: () => DomainError.notFound(TEAM_MESSAGES.memberNotFound, 'member_not_found'),
  ownerRoleFixed: () => field('owner_role_fixed', 'role', TEAM_MESSAGES.ownerRoleFixed),
  ownerNotRemovable: () => new DomainError('owner_not_removable', TEAM_MESSAGES.ownerNotRemovable, 422),
  accountUserNotRemovable: () => new DomainError('account_user_not_removable', TEAM_MESSAGES.accountUserNotRemovable, 422),
  roleForbidden: () => AuthErrors.roleForbidden(),
  transferToAdminOnly: () => field('transfer_to_admin_only', 'member_id', TEAM_MESSAGES.transferToAdminOnly),
  transferStale: () => DomainError.conflict(TEAM_MESSAGES.transferStale, 'transfer_stale'),
  transferNotFound: () => DomainError.notFound(TEAM_MESSAGES.transferNotFound, 'transfer_not_found'),
  transferNotYours: () => DomainError.forbidden(TEAM_MESSAGES.transferNotYours, 'transfer_not_yours'),
  codeWrong: () => field('code_wrong', 'code', TEAM_MESSAGES.codeWrong),
};
