import { CLOSED_ACCOUNT_EMAIL_SQL, type UserDataErase } from '@soundpost/server-core/user-data';

/** Teams' part of closing an account ($1): its invitations and ownership transfers go; an invitation it accepted elsewhere loses its e-mail. */
export const TEAMS_USER_ERASE: UserDataErase = {
  statements: [
    { table: 'team_invitations', sql: `DELETE FROM team_invitations WHERE account_id = $1` },
    { table: 'team_invitations', sql: `UPDATE team_invitations SET email = ${CLOSED_ACCOUNT_EMAIL_SQL} WHERE accepted_by = $1` },
    { table: 'team_ownership_transfers', sql: `DELETE FROM team_ownership_transfers WHERE account_id = $1 OR to_user_id = $1` },
  ],
};
