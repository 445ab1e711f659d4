import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tax items. No foreign key to users: auth owns that table. */
export class TaxItems1796000000800 implements MigrationInterface {
  name = 'TaxItems1796000000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tax_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        name varchar(255) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await q.query(`CREATE INDEX tax_items_user_newest ON tax_items (user_id, created_at DESC, id DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tax_items`);
  }
}
