import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each account's share of each posted line, as the statements derive it (what collaborators were allocated, and for
 * the owner what the line leaves after them), with the line's month, store, release, track, units and whole amount:
 * statistics' label reports sum it per directory artist. Read with `user_id = $1`, which Postgres pushes into both
 * branches (the allocations by user, the owner's line ids by owner), so one account's lines are the only ones read.
 */
export class RoyaltyAccountShares1795938400100 implements MigrationInterface {
  name = 'RoyaltyAccountShares1795938400100';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE VIEW royalty_account_shares AS
        SELECT s.user_id, l.import_id, l.id AS line_id, l.month, l.store, l.release_id, l.track_id, l.isrc, l.units,
               l.amount_cents AS gross_cents, s.share_cents
          FROM (
            SELECT x.user_id, x.import_id, x.line_id, sum(x.share)::bigint AS share_cents FROM (
              SELECT a.user_id, a.import_id, a.line_id, a.amount_cents AS share FROM royalty_allocations a WHERE a.user_id IS NOT NULL
              UNION ALL
              SELECT o.owner_user_id, l.import_id, l.id,
                     l.amount_cents - COALESCE((SELECT sum(c.amount_cents) FROM royalty_allocations c WHERE c.import_id = l.import_id AND c.line_id = l.id), 0)
                FROM royalty_owner_lines o CROSS JOIN LATERAL unnest(o.line_ids) AS li(id)
                JOIN royalty_lines l ON l.import_id = o.import_id AND l.id = li.id
            ) x
            GROUP BY x.user_id, x.import_id, x.line_id
            HAVING sum(x.share) <> 0
          ) s
          JOIN royalty_lines l ON l.import_id = s.import_id AND l.id = s.line_id`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP VIEW royalty_account_shares');
  }
}
