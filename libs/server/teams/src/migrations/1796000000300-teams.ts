import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Teams: invitations to act in an artist account and pending ownership transfers. No foreign key to
 * users: auth owns that table (an account's removal is auth's; its rows here go with the nightly data cleanup).
 */
export class Teams1796000000300 implements MigrationInterface {
  name = 'Teams1796000000300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE team_invitations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL,
        email varchar(254) NOT NULL,
        role varchar(16) NOT NULL CONSTRAINT team_invitations_role_ck CHECK (role IN ('admin', 'manager', 'finance', 'viewer')),
        token_hash char(64) NOT NULL,
        invited_by uuid,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        accepted_by uuid
      )`);
    // One open invitation per address and account: two parallel invitations cannot both pass.
    await q.query(`CREATE UNIQUE INDEX team_invitations_open_email ON team_invitations (account_id, email) WHERE accepted_at IS NULL`);
    await q.query(`CREATE INDEX team_invitations_email ON team_invitations (email) WHERE accepted_at IS NULL`);
    await q.query(`
      CREATE TABLE team_ownership_transfers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL CONSTRAINT team_ownership_transfers_account_uq UNIQUE,
        owner_id uuid NOT NULL,
        to_member_id uuid NOT NULL,
        to_user_id uuid NOT NULL,
        owner_code_hash char(64) NOT NULL,
        member_code_hash char(64) NOT NULL,
        owner_confirmed_at timestamptz,
        member_confirmed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE team_ownership_transfers`);
    await q.query(`DROP TABLE team_invitations`);
  }
}
