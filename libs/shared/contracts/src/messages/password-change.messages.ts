// The profile's password change (not in the specs, which only list the password among the profile's
// contents): the new password follows the sign-up rules and their messages.
export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: 'Enter your current password.',
  currentWrong: 'The current password is incorrect.',
  sameAsCurrent: 'Choose a password different from your current one.',
  changed: 'Your password was changed. Every other session was logged out.',
  failed: 'Failed to change password.',
} as const;
