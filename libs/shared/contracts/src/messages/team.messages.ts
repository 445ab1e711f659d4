// The texts of teams: invitations, members, the ownership transfer and the plan's user limit.

export const TEAM_MESSAGES = {
  emailRequired: 'Enter the e-mail address of the person to invite.',
  emailInvalid: 'Enter a valid e-mail address.',
  roleInvalid: 'Choose a role: admin, manager, finance or viewer.',
  ownEmail: "This is the owner's own address: the owner is already in the account.",
  alreadyMember: 'This person is already a member of the account.',
  alreadyInvited: 'An invitation to this address is already pending.',
  invitationNotFound: 'Invitation not found.',
  invitationExpired: 'This invitation has expired. Ask the account for a new one.',
  notYourInvitation: 'This invitation was sent to another e-mail address. Log in with that address to accept it.',
  alreadyInAccount: 'You are already a member of this account.',
  memberNotFound: 'Member not found.',
  accountNotFound: 'Artist not found.',
  ownerRoleFixed: "The owner's role cannot be changed: ownership moves only by a transfer.",
  ownerNotRemovable: 'The owner cannot be removed.',
  accountUserNotRemovable: "This person holds the account's history and cannot be removed. Make them a viewer instead.",
  memberIdRequired: 'Choose an admin member.',
  transferToAdminOnly: 'Ownership moves only to an admin member.',
  transferNotFound: 'No ownership transfer is pending.',
  transferStale: 'The transfer was cancelled: the owner or the admin changed role or left meanwhile. Start it again.',
  transferNotYours: 'Only the owner and the admin receiving ownership confirm the transfer.',
  codeRequired: 'Enter the 6-digit code from the e-mail.',
  codeWrong: 'The code is wrong or has expired.',
} as const;

/** Invitations expire after 14 days; an ownership transfer's codes after 30 minutes. */
export const TEAM_LIMITS = { invitationDays: 14, transferMinutes: 30 } as const;

const users = (n: number) => (n === 1 ? '1 user' : `${n} users`);

/** The 422 at the plan's user limit, naming the plan that allows more when there is one. */
export function teamLimitMessage(plan: string, limit: number, upgrade: { name: string; user_limit: number } | null): string {
  const reached = `Your ${plan} plan allows ${users(limit)}.`;
  return upgrade ? `${reached} Upgrade to ${upgrade.name} for up to ${users(upgrade.user_limit)}.` : `${reached} Remove a member or cancel an invitation first.`;
}
