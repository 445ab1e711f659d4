import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Teams: people acting in an artist account other than their own. An account is the owner's user
 * row; without a row here the account's own user is its owner. A token remembers the account it
 * acts in and the role it acts with, so the access guard reads no more than before.
 */
export class AuthAccountMembers1796000000100 implements MigrationInterface {
  name = 'AuthAccountMembers1796000000100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE account_members (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        role varchar(16) NOT NULL CONSTRAINT account_members_role_ck CHECK (role IN ('owner', 'admin', 'manager', 'finance', 'viewer')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT account_members_person_uq UNIQUE (account_id, user_id)
      )`);
    await q.query(`CREATE UNIQUE INDEX account_members_one_owner ON account_members (account_id) WHERE role = 'owner'`);
    await q.query(`CREATE INDEX account_members_user ON account_members (user_id)`);
    await q.query(`ALTER TABLE access_tokens ADD COLUMN account_id uuid REFERENCES users (id) ON DELETE CASCADE`);
    await q.query(
      `ALTER TABLE access_tokens ADD COLUMN account_role varchar(16) CONSTRAINT access_tokens_account_role_ck CHECK (account_role IN ('owner', 'admin', 'manager', 'finance', 'viewer'))`,
    );
    // Removing a member revokes their sessions in that account: found by this index, not a scan.
    await q.query(`CREATE INDEX access_tokens_account_live ON access_tokens (account_id, user_id) WHERE account_id IS NOT NULL AND revoked_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX access_tokens_account_live`);
    await q.query(`ALTER TABLE access_tokens DROP COLUMN account_role`);
    await q.query(`ALTER TABLE access_tokens DROP COLUMN account_id`);
    await q.query(`DROP TABLE account_members`);
  }
}
