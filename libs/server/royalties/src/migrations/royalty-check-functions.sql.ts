/**
 * The royalties tables' statement-level checks (they stand in for per-row foreign keys, which cost
 * more than the bulk inserts themselves), as SQL shared by the migrations that create and change
 * them. Every part that differs between versions is a parameter, so what an earlier migration runs
 * never changes.
 */

/**
 * A trigger function checking, once per statement, that the rows of transition table `rows` name
 * existing imports (key-share locked, as a foreign key would). Raises `<table>_import_fk`.
 */
export function importCheckFunctionSql(o: { fn: string; rows: string; table: string; label: string }): string {
  return `
    CREATE OR REPLACE FUNCTION ${o.fn}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM 1 FROM royalty_imports i WHERE i.id IN (SELECT DISTINCT import_id FROM ${o.rows}) FOR KEY SHARE;
      IF EXISTS (SELECT 1 FROM (SELECT DISTINCT import_id FROM ${o.rows}) n
                  WHERE NOT EXISTS (SELECT 1 FROM royalty_imports i WHERE i.id = n.import_id)) THEN
        RAISE EXCEPTION '${o.label} must belong to an existing import'
          USING ERRCODE = 'foreign_key_violation', CONSTRAINT = '${o.table}_import_fk', TABLE = '${o.table}';
      END IF;
      RETURN NULL;
    END $$`;
}

/** The function deleting a deleted import's rows from `tables`, in that order. */
export function importDeletesFunctionSql(tables: string[]): string {
  return `
    CREATE OR REPLACE FUNCTION royalty_imports_delete_lines() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${tables.map((t) => `DELETE FROM ${t} WHERE import_id IN (SELECT id FROM gone_imports);`).join('\n      ')}
      RETURN NULL;
    END $$`;
}

/**
 * A deleted import's lines, once royalty_lines is partitioned by import: its partition (named as `linePartition`
 * names it) detached and dropped, refused while any allocation names the import, as deleting allocated lines is; and
 * its owner-line rows deleted.
 */
export function importDropsPartitionsFunctionSql(): string {
  return `
    CREATE OR REPLACE FUNCTION royalty_imports_delete_lines() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE part regclass;
    BEGIN
      IF EXISTS (SELECT 1 FROM royalty_allocations a WHERE a.import_id IN (SELECT id FROM gone_imports)) THEN
        RAISE EXCEPTION 'royalty lines with allocations are never deleted (their import was posted)'
          USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'royalty_allocations_line_ref';
      END IF;
      DELETE FROM royalty_owner_lines WHERE import_id IN (SELECT id FROM gone_imports);
      FOR part IN SELECT to_regclass('royalty_lines_' || replace(id::text, '-', '')) FROM gone_imports LOOP
        CONTINUE WHEN part IS NULL;
        EXECUTE format('ALTER TABLE royalty_lines DETACH PARTITION %s', part);
        EXECUTE format('DROP TABLE %s', part);
      END LOOP;
      RETURN NULL;
    END $$`;
}

/**
 * The allocations' reference check: each names a line of its own import (and, `withOwner`, that
 * line's owner) and an existing split. `perImport`: the lines are looked up one import at a time, the
 * import a parameter, so a partitioned royalty_lines is read in that import's partition only.
 */
export function allocationRefsCheckSql(withOwner: boolean, perImport = false): string {
  const owner = withOwner ? ' AND l.owner_user_id = n.owner_user_id' : '';
  const message = `'royalty allocation names line %, which is not a line of its import${withOwner ? ' and owner' : ''}', bad`;
  const lines = perImport
    ? `FOR imp IN SELECT DISTINCT import_id FROM new_allocations LOOP
        SELECT n.line_id::text INTO bad FROM new_allocations n
         WHERE n.import_id = imp AND NOT EXISTS (SELECT 1 FROM royalty_lines l WHERE l.import_id = imp AND l.id = n.line_id${owner}) LIMIT 1;
        IF FOUND THEN
          RAISE EXCEPTION ${message}
            USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'royalty_allocations_line_ref';
        END IF;
      END LOOP;`
    : `SELECT n.line_id::text INTO bad FROM new_allocations n
       WHERE NOT EXISTS (SELECT 1 FROM royalty_lines l WHERE l.id = n.line_id AND l.import_id = n.import_id${owner}) LIMIT 1;
      IF FOUND THEN
        RAISE EXCEPTION ${message}
          USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'royalty_allocations_line_ref';
      END IF;`;
  return `
    CREATE OR REPLACE FUNCTION royalty_allocations_refs_check() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE bad text;${perImport ? ' imp uuid;' : ''}
    BEGIN
      ${lines}
      SELECT n.split_id::text INTO bad FROM new_allocations n
       WHERE n.split_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM royalty_splits s WHERE s.id = n.split_id) LIMIT 1;
      IF FOUND THEN
        RAISE EXCEPTION 'royalty allocation names split %, which does not exist', bad
          USING ERRCODE = 'foreign_key_violation', CONSTRAINT = 'royalty_allocations_split_ref';
      END IF;
      RETURN NULL;
    END $$`;
}
