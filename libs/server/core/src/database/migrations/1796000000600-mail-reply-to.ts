import { MigrationInterface, QueryRunner } from 'typeorm';

/** A mail can carry a Reply-To (a ticket's signed reply address), stored on the outbox row and sent with it. */
export class MailReplyTo1796000000600 implements MigrationInterface {
  name = 'MailReplyTo1796000000600';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox ADD COLUMN reply_to varchar(320)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE mail_outbox DROP COLUMN reply_to`);
  }
}
