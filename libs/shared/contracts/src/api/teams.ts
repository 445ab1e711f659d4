// Requests and answers of teams: an artist account's members, invitations and the account switch.

import type { AccountRole, MemberRole } from '../constants/account-roles';

/** A person who can act in the account (the owner is listed too, with role `owner`). */
export interface TeamMember {
  id: string;
  user_id: string;
  name: string;
  email: string;
  role: AccountRole;
  joined_at: string;
}

/** An invitation that was sent and not yet accepted (expired ones are listed with their date). */
export interface TeamInvitation {
  id: string;
  email: string;
  role: MemberRole;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  expired: boolean;
}

/** GET /artist/team. */
export interface TeamResponse {
  account_id: string;
  account_name: string;
  /** The caller's role in this account. */
  role: AccountRole;
  /** The caller: their entry in `members` (its `id`; null if they are not listed) and their role. */
  me: { member_id: string | null; role: AccountRole };
  /** The plan's user limit, owner included (0 means no limit). */
  user_limit: number;
  /** Members and pending invitations together, owner included: what counts against the limit. */
  seats_used: number;
  members: TeamMember[];
  invitations: TeamInvitation[];
  /** A pending ownership transfer, if one was started. */
  ownership_transfer: TeamOwnershipTransfer | null;
}

/** POST /artist/team/invitations. */
export interface TeamInvitationCreateRequest {
  email: string;
  role: string;
}

/** PATCH /artist/team/members/{id}. */
export interface TeamMemberUpdateRequest {
  role: string;
}

/** GET /team/invitations/{id}: what the invitation e-mail's link shows before accepting. */
export interface TeamInvitationPreview {
  id: string;
  account_name: string;
  role: MemberRole;
  email: string;
  expires_at: string;
  expired: boolean;
}

/** POST /artist/team/ownership: start moving ownership to an admin member. */
export interface TeamOwnershipStartRequest {
  member_id: string;
}

/** POST /artist/team/ownership/confirm: each side confirms with the code mailed to them. */
export interface TeamOwnershipConfirmRequest {
  code: string;
}

export interface TeamOwnershipTransfer {
  id: string;
  to_member_id: string;
  to_name: string;
  owner_confirmed: boolean;
  member_confirmed: boolean;
  expires_at: string;
}

/** One account the signed-in person may act in (GET /me/accounts). */
export interface AccountChoice {
  account_id: string;
  name: string;
  role: AccountRole;
  /** The account the current session acts in. */
  current: boolean;
}

export interface AccountChoicesResponse {
  data: AccountChoice[];
  /** The signed-in person (whatever account the session acts in): who "You" is on the activity page. */
  person: { id: string; name: string; email: string };
}

/** POST /auth/switch-account. */
export interface SwitchAccountRequest {
  account_id: string;
}

/** A new bearer token scoped to the chosen account (the one used to switch is ended). */
export interface SwitchAccountResponse {
  token: string;
  account: AccountChoice;
}

/** GET /admin/artists/{id}/team: an artist account's people and pending invitations, for staff. */
export interface AdminTeamResponse {
  account_id: string;
  user_limit: number;
  seats_used: number;
  members: TeamMember[];
  invitations: TeamInvitation[];
}
