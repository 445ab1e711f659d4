import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * In-app notifications. The unread count, the most frequent call in the product, is answered by
 * the partial index on unread rows alone (an index-only count of the user's unread entries); the
 * list reads the newest of a user from the (user_id, created_at, id) index. No foreign key to
 * users: auth owns that table, and deleting an account deletes its notifications through
 * NotificationsService, not a cascade across domains.
 */
export class Notifications1764100013000 implements MigrationInterface {
  name = 'Notifications1764100013000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        template varchar(64) NOT NULL,
        title varchar(255) NOT NULL,
        message text NOT NULL,
        url varchar(2048),
        read_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await q.query(`CREATE INDEX notifications_user_newest ON notifications (user_id, created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX notifications_user_unread ON notifications (user_id) WHERE read_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE notifications`);
  }
}
