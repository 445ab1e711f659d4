import { MigrationInterface, QueryRunner } from 'typeorm';

/** The chat items. No foreign key to users: auth owns that table. */
export class ChatItems1796000000500 implements MigrationInterface {
  name = 'ChatItems1796000000500';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chat_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        name varchar(255) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await q.query(`CREATE INDEX chat_items_user_newest ON chat_items (user_id, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE chat_items`);
  }
}
