import type { UserDataCounts } from '@soundpost/server-core/user-data';

/** What the auth domain holds about a user ($1): one count over its own tables per kind of record. */
export const AUTH_USER_DATA: UserDataCounts = [
  { key: 'access_tokens', label: 'Sign-in tokens', count: `SELECT count(*) FROM access_tokens WHERE user_id = $1` },
  { key: 'one_time_codes', label: 'One-time codes', count: `SELECT count(*) FROM one_time_codes WHERE user_id = $1` },
  { key: 'account_members', label: 'Team memberships', count: `SELECT count(*) FROM account_members WHERE user_id = $1 OR account_id = $1` },
  { key: 'login_events', label: 'Login events', count: `SELECT count(*) FROM login_events WHERE user_id = $1` },
];
