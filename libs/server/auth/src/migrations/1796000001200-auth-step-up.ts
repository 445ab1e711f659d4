import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Step-up: a `step_up` code purpose, and the time a session last proved a fresh e-mailed code
 * (protected actions need it within the last 10 minutes).
 */
export class AuthStepUp1796000001200 implements MigrationInterface {
  name = 'AuthStepUp1796000001200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_ck`);
    await q.query(
      `ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_ck CHECK (purpose IN ('email_verification', 'artist_login', 'password_reset', 'admin_login', 'account_appeal', 'step_up'))`,
    );
    await q.query(`ALTER TABLE access_tokens ADD COLUMN stepped_up_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE access_tokens DROP COLUMN stepped_up_at`);
    await q.query(`DELETE FROM one_time_codes WHERE purpose = 'step_up'`);
    await q.query(`ALTER TABLE one_time_codes DROP CONSTRAINT one_time_codes_purpose_ck`);
    await q.query(
      `ALTER TABLE one_time_codes ADD CONSTRAINT one_time_codes_purpose_ck CHECK (purpose IN ('email_verification', 'artist_login', 'password_reset', 'admin_login', 'account_appeal'))`,
    );
  }
}
