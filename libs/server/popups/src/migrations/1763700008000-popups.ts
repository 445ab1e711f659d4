import { MigrationInterface, QueryRunner } from 'typeorm';

/** Site-wide popups (issue 6). */
export class Popups1763700008000 implements MigrationInterface {
  name = 'Popups1763700008000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE popups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        title varchar(255) NOT NULL,
        message text NOT NULL,
        type varchar(16) NOT NULL DEFAULT 'info',
        show_from timestamptz,
        show_until timestamptz,
        status boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT popups_type_ck CHECK (type IN ('info', 'warning', 'success', 'error')),
        CONSTRAINT popups_window_ck CHECK (show_from IS NULL OR show_until IS NULL OR show_until > show_from)
      )`);
    // The public call reads active popups only; this keeps it an index scan however many old ones pile up.
    await q.query(`CREATE INDEX popups_active_idx ON popups (show_from, created_at) WHERE status`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS popups`);
  }
}
