import type { UserDataExport } from '@soundpost/server-core/user-data';

/** The teams domain's part of a data export ($1 = the account): invitations and ownership transfers, without token or code hashes. */
export const TEAMS_USER_EXPORT: UserDataExport = {
  sections: [
    {
      area: 'profile-and-identity',
      section: 'team_invitations',
      sql: `SELECT id, account_id, email, role, invited_by, created_at, expires_at, accepted_at, accepted_by FROM team_invitations WHERE account_id = $1 OR accepted_by = $1 ORDER BY created_at, id`,
    },
    {
      area: 'profile-and-identity',
      section: 'ownership_transfers',
      sql: `SELECT id, account_id, owner_id, to_member_id, to_user_id, owner_confirmed_at, member_confirmed_at, created_at, expires_at
            FROM team_ownership_transfers WHERE account_id = $1 OR owner_id = $1 OR to_user_id = $1 ORDER BY created_at, id`,
    },
  ],
};
