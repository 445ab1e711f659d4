import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The allocations' reference check (migration 1764600003000), which now also holds the line's
 * owner: an allocation names the owner whose line it divides, and it must be that line's owner.
 */
const REFS_CHECK_WITH_OWNER = `
  CREATE OR REPLACE FUNCTION royalty_allocations_refs_check() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE bad text;
  BEGIN
    SELECT n.line_id::text INTO bad FROM new_allocations n
     WHERE NOT EXISTS (SELECT 1 FROM royalty_lines l WHERE l.id = n.line_id AND l.import_id = n.import_id AND l.owner_user_id = n.owner_user_id) LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'royalty allocation names line %, which is not a line of its import and owner', bad
        USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'royalty_allocations_line_ref';
    END IF;
    SELECT n.split_id::text INTO bad FROM new_allocations n
     WHERE n.split_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM royalty_splits s WHERE s.id = n.split_id) LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'royalty allocation names split %, which does not exist', bad
        USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'royalty_allocations_split_ref';
    END IF;
    RETURN NULL;
  END $$`;

/** The check as migration 1764600003000 wrote it, for down(). */
const REFS_CHECK_BY_ROW = `
  CREATE OR REPLACE FUNCTION royalty_allocations_refs_check() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE bad text;
  BEGIN
    SELECT n.line_id::text INTO bad FROM new_allocations n
     WHERE NOT EXISTS (SELECT 1 FROM royalty_lines l WHERE l.id = n.line_id AND l.import_id = n.import_id) LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'royalty allocation names line %, which is not a line of its import', bad
        USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'royalty_allocations_line_ref';
    END IF;
    SELECT n.split_id::text INTO bad FROM new_allocations n
     WHERE n.split_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM royalty_splits s WHERE s.id = n.split_id) LIMIT 1;
    IF FOUND THEN
      RAISE EXCEPTION 'royalty allocation names split %, which does not exist', bad
        USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'royalty_allocations_split_ref';
    END IF;
    RETURN NULL;
  END $$`;

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
    await q.query(`
      CREATE FUNCTION royalty_owner_lines_import_check() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM 1 FROM royalty_imports i WHERE i.id IN (SELECT DISTINCT import_id FROM new_owner_lines) FOR KEY SHARE;
        IF EXISTS (SELECT 1 FROM (SELECT DISTINCT import_id FROM new_owner_lines) n
                    WHERE NOT EXISTS (SELECT 1 FROM royalty_imports i WHERE i.id = n.import_id)) THEN
          RAISE EXCEPTION 'royalty owner lines must belong to an existing import'
            USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'royalty_owner_lines_import_fk', TABLE = 'royalty_owner_lines';
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER royalty_owner_lines_import_check AFTER INSERT ON royalty_owner_lines
        REFERENCING NEW TABLE AS new_owner_lines FOR EACH STATEMENT EXECUTE FUNCTION royalty_owner_lines_import_check()`);
    await q.query(`
      CREATE OR REPLACE FUNCTION royalty_imports_delete_lines() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM royalty_owner_lines WHERE import_id IN (SELECT id FROM gone_imports);
        DELETE FROM royalty_lines WHERE import_id IN (SELECT id FROM gone_imports);
        RETURN NULL;
      END $$`);
    // Imports posted before: their owners' lines as the posting now records them.
    await q.query(`
      INSERT INTO royalty_owner_lines (owner_user_id, import_id, line_ids)
      SELECT l.owner_user_id, l.import_id, array_agg(l.id ORDER BY l.id)
        FROM royalty_lines l JOIN royalty_imports i ON i.id = l.import_id AND i.status = 'posted'
       WHERE l.release_id IS NOT NULL AND l.amount_cents <> 0 AND l.owner_user_id IS NOT NULL
       GROUP BY l.owner_user_id, l.import_id`);
    await q.query(REFS_CHECK_WITH_OWNER);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(REFS_CHECK_BY_ROW);
    await q.query(`
      CREATE OR REPLACE FUNCTION royalty_imports_delete_lines() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM royalty_lines WHERE import_id IN (SELECT id FROM gone_imports);
        RETURN NULL;
      END $$`);
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
