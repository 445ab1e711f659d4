import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Auth's published read model of accounts: what other domains may read or join (names, e-mails,
 * roles, status), never the password hash or the login columns. A plain projection, so Postgres
 * inlines it and joins through it use the `users` indexes.
 */
export class AuthUserSummaries1763700010000 implements MigrationInterface {
  name = 'AuthUserSummaries1763700010000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE VIEW auth_user_summaries AS
      SELECT id, name, email, roles, status, email_verified_at, created_at
        FROM users
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW auth_user_summaries`);
  }
}
