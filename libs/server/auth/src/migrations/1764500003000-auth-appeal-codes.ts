import { MigrationInterface, QueryRunner } from 'typeorm';

/** One more code purpose: a blocked account proving its address before it appeals (fraud). */
export class AuthAppealCodes1764500003000 implements MigrationInterface {
  name = 'AuthAppealCodes1764500003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_ck`);
    await q.query(
      `ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_ck CHECK (purpose IN ('email_verification', 'artist_login', 'password_reset', 'admin_login', 'account_appeal'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM one_time_codes WHERE purpose = 'account_appeal'`);
    await q.query(`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_ck`);
    await q.query(`ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_ck CHECK (purpose IN ('email_verification', 'artist_login', 'password_reset', 'admin_login'))`);
  }
}
