import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts and bearer tokens. `users` holds every kind of account (staff now, artists with the
 * identity issue, which adds its own columns); roles are a text[] so an account can hold several.
 */
export class AuthUsersTokens1763700001000 implements MigrationInterface {
  name = 'AuthUsersTokens1763700001000';

  async up(q: QueryRunner): Promise<void> {
    // E-mail addresses are stored lower-cased (enforced by the CHECK), so a plain unique index is a
    // case-insensitive one and lookups need no lower() or citext extension.
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(255) NOT NULL,
        email varchar(254) NOT NULL,
        password_hash text,
        roles text[] NOT NULL DEFAULT '{}',
        status varchar(16) NOT NULL DEFAULT 'active',
        blocked_reason text,
        email_verified_at timestamptz,
        last_login_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_lower_ck CHECK (email = lower(email)),
        CONSTRAINT users_status_ck CHECK (status IN ('active', 'blocked'))
      )`);
    await q.query(`CREATE UNIQUE INDEX users_email_uq ON users (email)`);
    // "Who holds role X" (staff list, artist list) is a containment query on the array.
    await q.query(`CREATE INDEX users_roles_idx ON users USING gin (roles)`);

    // Only the SHA-256 of a token is stored: a database leak does not leak usable tokens.
    await q.query(`
      CREATE TABLE access_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL,
        scope varchar(16) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz,
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        CONSTRAINT access_tokens_token_hash_uq UNIQUE (token_hash),
        CONSTRAINT access_tokens_scope_ck CHECK (scope IN ('onboarding', 'artist', 'admin'))
      )`);
    // Serves revokeAllForUser and the ON DELETE CASCADE.
    await q.query(`CREATE INDEX access_tokens_user_idx ON access_tokens (user_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE access_tokens');
    await q.query('DROP TABLE users');
  }
}
