import { MigrationInterface, QueryRunner } from 'typeorm';

/** A mail the reader can leave with one click (RFC 8058) keeps its unsubscribe address, sent as List-Unsubscribe. */
export class MailListUnsubscribe1763700000001 implements MigrationInterface {
  name = 'MailListUnsubscribe1763700000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN list_unsubscribe varchar(500)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN list_unsubscribe`);
  }
}
