import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where and when each account signed up and logged in (the fraud rules' IP signals): one row per
 * token opened by a sign-up code or a login. Published as `auth_login_events` for other domains.
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
    await q.query(`
      CREATE VIEW auth_login_events AS
      SELECT user_id, kind, ip, occurred_at
        FROM login_events
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW auth_login_events`);
    await q.query(`DROP TABLE login_events`);
  }
}
