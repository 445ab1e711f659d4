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
 * The allocations' reference check: each names a line of its own import (and, `withOwner`, that
 * line's owner) and an existing split.
 */
export function allocationRefsCheckSql(withOwner: boolean): string {
  const owner = withOwner ? ' AND l.owner_user_id = n.owner_user_id' : '';
  return `
    CREATE OR REPLACE FUNCTION royalty_allocations_refs_check() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE bad text;
    BEGIN
      SELECT n.line_id::text INTO bad FROM new_allocations n
       WHERE NOT EXISTS (SELECT 1 FROM royalty_lines l WHERE l.id = n.line_id AND l.import_id = n.import_id${owner}) LIMIT 1;
      IF FOUND THEN
        RAISE EXCEPTION 'royalty allocation names line %, which is not a line of its import${withOwner ? ' and owner' : ''}', bad
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
}
