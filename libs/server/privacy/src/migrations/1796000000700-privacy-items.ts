import { MigrationInterface, QueryRunner } from 'typeorm';

/** The privacy items. No foreign key to users: auth owns that table. */
export class PrivacyItems1796000000700 implements MigrationInterface {
  name = 'PrivacyItems1796000000700';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE privacy_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        name varchar(255) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await q.query(`CREATE INDEX privacy_items_user_newest ON privacy_items (user_id, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE privacy_items`);
  }
}
