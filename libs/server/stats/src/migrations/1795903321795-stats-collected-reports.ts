import { MigrationInterface, QueryRunner } from 'typeorm';

/** The daily collection's log: each report taken from a store's reports/ inbox, imported or refused with its reason. */
export class StatsCollectedReports1795903321795 implements MigrationInterface {
  name = 'StatsCollectedReports1795903321795';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stats_collected_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        store_id varchar(64) NOT NULL,
        store_name varchar(255),
        file_name varchar(1024),
        outcome varchar(16) NOT NULL CHECK (outcome IN ('imported', 'duplicate', 'rejected', 'unreachable')),
        import_id uuid REFERENCES stats_imports (id) ON DELETE SET NULL,
        reason text,
        collected_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX stats_collected_reports_newest ON stats_collected_reports (collected_at DESC, id DESC)`);
    await q.query(`CREATE INDEX stats_collected_reports_import ON stats_collected_reports (import_id) WHERE import_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE stats_collected_reports`);
  }
}
