import type { UserDataExport } from '@soundpost/server-core/user-data';

/**
 * Core's tables in a data export ($1 = the account): the activity log, what the account did and
 * what was done to its records. Staff e-mail addresses stay out; their name and role say who acted.
 */
export const CORE_USER_EXPORT: UserDataExport = {
  sections: [
    {
      area: 'activity-log',
      section: 'activity',
      sql: `SELECT id, created_at, event, auditable_type, auditable_id, actor_name, actor_role, (actor_id = $1) AS by_you, ip_address, user_agent, changes, original
            FROM audit_logs WHERE user_id = $1 OR actor_id = $1 ORDER BY created_at, id`,
    },
  ],
};
