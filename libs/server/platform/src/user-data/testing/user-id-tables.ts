import type { Client } from 'pg';

/** A column that holds a user's id: the rule both coverage tests (export and erase) hold every table to. */
export const USER_COLUMN = /^(user_id|account_id|person_id|author_id|staff_id|actor_id|owner_id|member_id|.+_user_id|.+_by)$/;

/** The migrated schema's tables that hold a user's id (and `users` itself), read from the database. */
export async function tablesWithUserIds(client: Client): Promise<string[]> {
  const { rows } = await client.query<{ table_name: string; columns: string[] }>(
    `SELECT c.table_name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
       FROM information_schema.columns c JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      GROUP BY c.table_name`,
  );
  return rows.filter((r) => r.table_name === 'users' || r.columns.some((c) => USER_COLUMN.test(c))).map((r) => r.table_name);
}
