import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where and when each account signed up and logged in (the fraud rules' IP signals): one row per
 * token opened by a sign-up code or a login. Published as `auth_login_events` for other domains,
 * with `auth_change_marks` (when accounts and logins last changed).
 */
export class AuthLoginEvents1764500001000 implements MigrationInterface {
  name = 'AuthLoginEvents1764500001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE login_events (
        id bigserial PRIMARY KEY,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind varchar(16) NOT NULL,
        ip inet,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT login_events_kind_ck CHECK (kind IN ('signup', 'login'))
      )
    `);
    await q.query(`CREATE INDEX login_events_user_time ON login_events (user_id, occurred_at)`);
    await q.query(`CREATE INDEX login_events_ip_time ON login_events (ip, occurred_at) WHERE ip IS NOT NULL`);
    await q.query(`CREATE INDEX login_events_time ON login_events (occurred_at)`);
    await q.query(`CREATE INDEX users_updated_at ON users (updated_at)`);
    // When accounts and logins last changed, from the two indexes above: a scan with nothing new skips its rules.
    await q.query(`
      CREATE VIEW auth_change_marks AS
      SELECT (SELECT max(updated_at) FROM users) AS users_changed_at,
             (SELECT max(occurred_at) FROM login_events) AS logins_changed_at
    `);
    await q.query(`
      CREATE VIEW auth_login_events AS
      SELECT user_id, kind, ip, occurred_at
        FROM login_events
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW auth_login_events`);
    await q.query(`DROP VIEW auth_change_marks`);
    await q.query(`DROP INDEX users_updated_at`);
    await q.query(`DROP TABLE login_events`);
  }
}
