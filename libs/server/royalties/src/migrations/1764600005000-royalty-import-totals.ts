import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An import's totals by store and by territory, kept on the import: they never change after the
 * import (manual matching moves a line to a release, not to another store or territory), and
 * summing a million lines on every detail view took over a second.
 */
export class RoyaltyImportTotals1764600005000 implements MigrationInterface {
  name = 'RoyaltyImportTotals1764600005000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE royalty_imports ADD COLUMN totals jsonb NOT NULL DEFAULT '{"by_store": [], "by_territory": []}'::jsonb`);
    // Imports made before: their totals from their lines, as the import now computes them.
    await q.query(`
      UPDATE royalty_imports i SET totals = jsonb_build_object(
        'by_store', COALESCE((SELECT jsonb_agg(jsonb_build_object('key', key, 'lines', lines, 'units', units, 'revenue_cents', revenue) ORDER BY revenue DESC, key)
                                FROM (SELECT store AS key, count(*)::int AS lines, COALESCE(sum(units), 0)::bigint AS units, COALESCE(sum(amount_cents), 0)::bigint AS revenue
                                        FROM royalty_lines WHERE import_id = i.id GROUP BY 1 ORDER BY 4 DESC, 1 LIMIT 500) s), '[]'::jsonb),
        'by_territory', COALESCE((SELECT jsonb_agg(jsonb_build_object('key', key, 'lines', lines, 'units', units, 'revenue_cents', revenue) ORDER BY revenue DESC, key)
                                FROM (SELECT COALESCE(territory, '') AS key, count(*)::int AS lines, COALESCE(sum(units), 0)::bigint AS units, COALESCE(sum(amount_cents), 0)::bigint AS revenue
                                        FROM royalty_lines WHERE import_id = i.id GROUP BY 1 ORDER BY 4 DESC, 1 LIMIT 500) t), '[]'::jsonb))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE royalty_imports DROP COLUMN totals`);
  }
}
