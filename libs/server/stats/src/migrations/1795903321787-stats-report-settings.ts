import { MigrationInterface, QueryRunner } from 'typeorm';

/** Who asked for the streaming report by e-mail, how often, and the token of its one-click unsubscribe link. */
export class StatsReportSettings1795903321787 implements MigrationInterface {
  name = 'StatsReportSettings1795903321787';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stats_report_settings (
        user_id uuid PRIMARY KEY,
        frequency varchar(8) NOT NULL CHECK (frequency IN ('off', 'daily', 'weekly')),
        unsubscribe_token uuid NOT NULL DEFAULT gen_random_uuid() CONSTRAINT stats_report_settings_token_unique UNIQUE,
        last_sent_on date,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX stats_report_settings_due ON stats_report_settings (frequency) WHERE frequency <> 'off'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stats_report_settings`);
  }
}
