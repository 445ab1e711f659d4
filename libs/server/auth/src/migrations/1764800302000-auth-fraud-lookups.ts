import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for what fraud's rules ask of `auth_user_summaries` at every scan: the blocked accounts
 * (a few hundred among a million, read by two rules) and the e-mail domain (the disposable-address
 * rule). Both were full reads of `users`.
 */
export class AuthFraudLookups1764800302000 implements MigrationInterface {
  name = 'AuthFraudLookups1764800302000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX users_blocked ON users (id) WHERE status = 'blocked'`);
    // The rule's own expression on the view's column, so the planner matches it.
    await q.query(`CREATE INDEX users_email_domain ON users (lower(split_part(email::text, '@', 2)))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX users_email_domain`);
    await q.query(`DROP INDEX users_blocked`);
  }
}
