import { MigrationInterface, QueryRunner } from 'typeorm';
import { allocationRefsCheckSql, importCheckFunctionSql, importDeletesFunctionSql } from './royalty-check-functions.sql';

/**
 * The owner keeps the rest, so the owner's share of a line is not stored: it is the line minus
 * its collaborators' allocations. Posting wrote a row per line for the owner (a million rows for
 * a million-line report, most lines having no collaborator at all), which was most of its time
 * (docs/benchmarks.md, "Royalties"). Allocations now hold collaborator shares only, one per
 * import, line and split: that is their primary key (split_id cannot be NULL), which also serves
 * the collaborators' sum per line; each also names the line's owner (checked). The surrogate id
 * went with the old key: nothing named it.
 *
 * The owner's statement needs their lines of each posted import. An index on the lines by owner
 * would be written a million times per import, in random order (3 s more per import, measured);
 * the posting already reads every line with its owner, so it writes each owner's line ids once,
 * as one row per import and owner (royalty_owner_lines, 20,000 rows for the benchmark's report).
 */
export class RoyaltyOwnerSharesDerived1764600006000 implements MigrationInterface {
  name = 'RoyaltyOwnerSharesDerived1764600006000';

  async up(q: QueryRunner): Promise<void> {
    // Owner rows of earlier postings: the derivation gives exactly these amounts (shares add up per line).
    await q.query(`DELETE FROM royalty_allocations WHERE split_id IS NULL`);
    await q.query(`DROP INDEX royalty_allocations_import_idx`);
    await q.query(`ALTER TABLE royalty_allocations DROP CONSTRAINT royalty_allocations_pkey, DROP COLUMN id`);
    await q.query(`ALTER TABLE royalty_allocations ADD CONSTRAINT royalty_allocations_pkey PRIMARY KEY (import_id, line_id, split_id)`);
    // Whose line each share came from: the posting sums the owners' rest without reading the lines again.
    await q.query(`ALTER TABLE royalty_allocations ADD COLUMN owner_user_id uuid`);
    await q.query(`UPDATE royalty_allocations a SET owner_user_id = l.owner_user_id FROM royalty_lines l WHERE l.id = a.line_id`);
    await q.query(`ALTER TABLE royalty_allocations ALTER COLUMN owner_user_id SET NOT NULL`);
    await q.query(`
      CREATE TABLE royalty_owner_lines (
        owner_user_id uuid NOT NULL,
        import_id uuid NOT NULL,
        line_ids bigint[] NOT NULL,
        PRIMARY KEY (owner_user_id, import_id)
      )`);
    // Its import is checked once per statement, as the lines' is (a posting writes 20,000 rows
    // for one import: a foreign key would run 20,000 checks), and goes with it.
    await q.query(importCheckFunctionSql({ fn: 'royalty_owner_lines_import_check', rows: 'new_owner_lines', table: 'royalty_owner_lines', label: 'royalty owner lines' }));
    await q.query(`
      CREATE TRIGGER royalty_owner_lines_import_check AFTER INSERT ON royalty_owner_lines
        REFERENCING NEW TABLE AS new_owner_lines FOR EACH STATEMENT EXECUTE FUNCTION royalty_owner_lines_import_check()`);
    await q.query(importDeletesFunctionSql(['royalty_owner_lines', 'royalty_lines']));
    // Imports posted before: their owners' lines as the posting now records them.
    await q.query(`
      INSERT INTO royalty_owner_lines (owner_user_id, import_id, line_ids)
      SELECT l.owner_user_id, l.import_id, array_agg(l.id ORDER BY l.id)
        FROM royalty_lines l JOIN royalty_imports i ON i.id = l.import_id AND i.status = 'posted'
       WHERE l.release_id IS NOT NULL AND l.amount_cents <> 0 AND l.owner_user_id IS NOT NULL
       GROUP BY l.owner_user_id, l.import_id`);
    // An allocation also names its line's owner, and must be that line's owner.
    await q.query(allocationRefsCheckSql(true));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(allocationRefsCheckSql(false));
    await q.query(importDeletesFunctionSql(['royalty_lines']));
    await q.query(`DROP TABLE royalty_owner_lines`);
    await q.query(`DROP FUNCTION royalty_owner_lines_import_check()`);
    await q.query(`ALTER TABLE royalty_allocations DROP CONSTRAINT royalty_allocations_pkey, DROP COLUMN owner_user_id`);
    await q.query(`ALTER TABLE royalty_allocations ALTER COLUMN split_id DROP NOT NULL, ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY`);
    await q.query(`CREATE INDEX royalty_allocations_import_idx ON royalty_allocations (import_id)`);
    // The owner rows again, derived the same way the statements read them.
    await q.query(`
      INSERT INTO royalty_allocations (import_id, line_id, split_id, user_id, amount_cents)
      SELECT l.import_id, l.id, NULL, l.owner_user_id,
             l.amount_cents - COALESCE((SELECT sum(a.amount_cents) FROM royalty_allocations a WHERE a.import_id = l.import_id AND a.line_id = l.id), 0)
        FROM royalty_imports i JOIN royalty_lines l ON l.import_id = i.id
       WHERE i.status = 'posted' AND l.release_id IS NOT NULL AND l.amount_cents <> 0
         AND l.amount_cents <> COALESCE((SELECT sum(a.amount_cents) FROM royalty_allocations a WHERE a.import_id = l.import_id AND a.line_id = l.id), 0)`);
  }
}
