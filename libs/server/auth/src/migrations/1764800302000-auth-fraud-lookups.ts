import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for what fraud's rules ask of auth's read models at every scan: the blocked accounts (a
 * few hundred among a million, read by two rules), the e-mail domain (the disposable-address rule)
 * and the sign-ups by address (the sign-up burst rule walks them in address order). All three were
 * full reads of `users` or `login_events`.
 */
export class AuthFraudLookups1764800302000 implements MigrationInterface {
  name = 'AuthFraudLookups1764800302000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX users_blocked ON users (id) WHERE status = 'blocked'`);
    // The rule's own expression on the view's column, so the planner matches it.
    await q.query(`CREATE INDEX users_email_domain ON users (lower(split_part(email::text, '@', 2)))`);
    await q.query(`CREATE INDEX login_events_signup_ip ON login_events (ip, user_id) WHERE kind = 'signup' AND ip IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX login_events_signup_ip`);
    await q.query(`DROP INDEX users_email_domain`);
    await q.query(`DROP INDEX users_blocked`);
  }
}
