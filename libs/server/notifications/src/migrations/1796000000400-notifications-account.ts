import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The account a notification is about: a member of a team account receives that account's notices
 * under their own user id, and the list names the account. NULL (older rows, and notices about
 * the person's own account written without it) reads as the person's own account.
 */
export class NotificationsAccount1796000000400 implements MigrationInterface {
  name = 'NotificationsAccount1796000000400';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications ADD COLUMN account_id uuid`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE notifications DROP COLUMN account_id`);
  }
}
