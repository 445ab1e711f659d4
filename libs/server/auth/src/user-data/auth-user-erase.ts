import { CLOSED_ACCOUNT_EMAIL_SQL, CLOSED_ACCOUNT_NAME, type UserDataErase } from '@soundpost/server-core/user-data';

/**
 * Auth's part of closing an account ($1 = the account): the user row stays under its id (the ledger
 * and the catalogue point at it) with a placeholder name and e-mail, no password and status `closed`,
 * so nobody can sign in with it again; sessions, codes, sign-in history and the team go.
 */
export const AUTH_USER_ERASE: UserDataErase = {
  statements: [
    {
      table: 'users',
      sql: `UPDATE users SET name = '${CLOSED_ACCOUNT_NAME}', email = ${CLOSED_ACCOUNT_EMAIL_SQL}, password_hash = NULL, status = 'closed',
                   blocked_reason = NULL, email_verified_at = NULL, last_login_at = NULL, updated_at = now()
             WHERE id = $1`,
    },
    { table: 'access_tokens', sql: `DELETE FROM access_tokens WHERE user_id = $1 OR account_id = $1` },
    { table: 'one_time_codes', sql: `DELETE FROM one_time_codes WHERE user_id = $1` },
    { table: 'login_events', sql: `DELETE FROM login_events WHERE user_id = $1` },
    { table: 'account_members', sql: `DELETE FROM account_members WHERE account_id = $1 OR user_id = $1` },
  ],
};
