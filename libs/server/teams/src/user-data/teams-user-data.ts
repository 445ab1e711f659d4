import type { UserDataCounts } from '@soundpost/server-core/user-data';

/** What the teams domain holds about a user ($1): invitations of their account, sent by or accepted by them; ownership transfers. */
export const TEAMS_USER_DATA: UserDataCounts = [
  {
    key: 'team_invitations',
    label: 'Team invitations',
    count: `SELECT count(*) FROM team_invitations WHERE account_id = $1 OR invited_by = $1 OR accepted_by = $1`,
  },
  {
    key: 'team_ownership_transfers',
    label: 'Ownership transfers',
    count: `SELECT count(*) FROM team_ownership_transfers WHERE account_id = $1 OR to_user_id = $1`,
  },
];
