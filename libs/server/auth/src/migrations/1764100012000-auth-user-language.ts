import { MigrationInterface, QueryRunner } from 'typeorm';

/** The language a user last signed up or logged in with, so in-app notifications speak it. */
export class AuthUserLanguage1764100012000 implements MigrationInterface {
  name = 'AuthUserLanguage1764100012000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN language varchar(8)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN language`);
  }
}
