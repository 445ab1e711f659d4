import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-time e-mail codes (sign-up, artist login, password reset, admin login) and the
 * `password_reset` token scope (the short-lived token between the reset code and the new password).
 */
export class AuthCodes1763700002000 implements MigrationInterface {
  name = 'AuthCodes1763700002000';

  async up(q: QueryRunner): Promise<void> {
    // Only a SHA-256 of (user, purpose, code) is stored. One live row per account and purpose: a
    // new code deletes the old one (the unique index holds every path to that rule).
    await q.query(`
      CREATE TABLE one_time_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        purpose varchar(32) NOT NULL,
        code_hash char(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        attempts integer NOT NULL DEFAULT 0,
        consumed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT one_time_codes_purpose_ck CHECK (purpose IN ('email_verification', 'artist_login', 'password_reset', 'admin_login')),
        CONSTRAINT one_time_codes_attempts_ck CHECK (attempts >= 0)
      )`);
    await q.query(`CREATE UNIQUE INDEX one_time_codes_user_purpose_uq ON one_time_codes (user_id, purpose)`);
    // The nightly prune deletes by expiry.
    await q.query(`CREATE INDEX one_time_codes_expires_idx ON one_time_codes (expires_at)`);

    await q.query(`ALTER TABLE access_tokens DROP CONSTRAINT access_tokens_scope_ck`);
    await q.query(`ALTER TABLE access_tokens ADD CONSTRAINT access_tokens_scope_ck CHECK (scope IN ('onboarding', 'artist', 'admin', 'password_reset'))`);
    // The nightly prune deletes by expiry.
    await q.query(`CREATE INDEX access_tokens_expires_idx ON access_tokens (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX access_tokens_expires_idx`);
    await q.query(`DELETE FROM access_tokens WHERE scope = 'password_reset'`);
    await q.query(`ALTER TABLE access_tokens DROP CONSTRAINT access_tokens_scope_ck`);
    await q.query(`ALTER TABLE access_tokens ADD CONSTRAINT access_tokens_scope_ck CHECK (scope IN ('onboarding', 'artist', 'admin'))`);
    await q.query('DROP TABLE one_time_codes');
  }
}
