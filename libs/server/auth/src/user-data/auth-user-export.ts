import type { UserDataExport } from '@soundpost/server-core/user-data';

/** The auth domain's part of a data export ($1 = the account): no password, token or code hash. */
export const AUTH_USER_EXPORT: UserDataExport = {
  sections: [
    {
      area: 'profile-and-identity',
      section: 'account',
      sql: `SELECT id, name, email, roles, status, blocked_reason, language, email_verified_at, last_login_at, created_at, updated_at FROM users WHERE id = $1`,
    },
    {
      area: 'profile-and-identity',
      section: 'team_memberships',
      sql: `SELECT id, account_id, user_id, role, created_at, updated_at FROM account_members WHERE account_id = $1 OR user_id = $1 ORDER BY created_at, id`,
    },
    {
      area: 'activity-log',
      section: 'sessions',
      sql: `SELECT id, scope, account_id, account_role, created_at, last_used_at, expires_at, revoked_at FROM access_tokens WHERE user_id = $1 ORDER BY created_at, id`,
    },
    {
      area: 'activity-log',
      section: 'one_time_codes',
      sql: `SELECT id, purpose, created_at, expires_at, consumed_at, attempts FROM one_time_codes WHERE user_id = $1 ORDER BY created_at, id`,
    },
    { area: 'activity-log', section: 'logins', sql: `SELECT id, kind, ip, occurred_at FROM login_events WHERE user_id = $1 ORDER BY occurred_at, id` },
  ],
};
