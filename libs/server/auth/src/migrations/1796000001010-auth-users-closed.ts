import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A closed account (issue 31, "Closing an account"): its user row stays under the same id (the ledger
 * and the catalogue point at it) with status `closed`, no password and a placeholder e-mail.
 */
export class AuthUsersClosed1796000001010 implements MigrationInterface {
  name = 'AuthUsersClosed1796000001010';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_status_ck`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_status_ck CHECK (status IN ('active', 'blocked', 'closed'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP CONSTRAINT users_status_ck`);
    await q.query(`ALTER TABLE users ADD CONSTRAINT users_status_ck CHECK (status IN ('active', 'blocked'))`);
  }
}
