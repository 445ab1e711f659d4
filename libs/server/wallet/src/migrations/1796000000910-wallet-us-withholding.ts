import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The read model of US withholding the tax domain reads for its year-end figures (1099-MISC, 1042-S), one row per account and
 * calendar year (UTC) of the entries:
 * - `gross_cents`: every completed royalty credit of the year;
 * - `gross_us_cents`: their US-source part (each royalty credit written by a posting since withholding carries it in `meta`);
 * - `withheld_cents`: the year's completed `withholding` debits;
 * - `rate_bp` and `basis`: the rate and its ground at the year's latest royalty credit that carries one.
 * Only the wallet lib writes these rows; the view is published in its schema's `readModels`.
 */
export class WalletUsWithholding1796000000910 implements MigrationInterface {
  name = 'WalletUsWithholding1796000000910';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE VIEW wallet_us_withholding AS
      SELECT w.user_id AS account_id, y.year, y.gross_cents, y.gross_us_cents, y.withheld_cents, y.rate_bp, y.basis
        FROM (
          SELECT t.wallet_id,
                 extract(year FROM t.created_at AT TIME ZONE 'UTC')::int AS year,
                 COALESCE(sum(t.amount_cents) FILTER (WHERE t.kind = 'royalty' AND t.type = 'credit'), 0)::bigint AS gross_cents,
                 COALESCE(sum((t.meta->>'gross_us_cents')::bigint) FILTER (WHERE t.kind = 'royalty' AND t.type = 'credit'), 0)::bigint AS gross_us_cents,
                 COALESCE(sum(t.amount_cents) FILTER (WHERE t.kind = 'withholding' AND t.type = 'debit'), 0)::bigint AS withheld_cents,
                 (array_agg((t.meta->>'rate_bp')::int ORDER BY t.created_at DESC, t.id DESC) FILTER (WHERE t.kind = 'royalty' AND t.meta ? 'rate_bp'))[1] AS rate_bp,
                 (array_agg(t.meta->>'basis' ORDER BY t.created_at DESC, t.id DESC) FILTER (WHERE t.kind = 'royalty' AND t.meta ? 'basis'))[1] AS basis
            FROM wallet_transactions t
           WHERE t.status = 'completed' AND t.kind IN ('royalty', 'withholding')
           GROUP BY 1, 2
        ) y
        JOIN wallets w ON w.id = y.wallet_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW wallet_us_withholding`);
  }
}
