import { MigrationInterface, QueryRunner } from 'typeorm';
import { linePartition } from '../imports/line-partition';
import { allocationRefsCheckSql, importCheckFunctionSql, importDeletesFunctionSql, importDropsPartitionsFunctionSql } from './royalty-check-functions.sql';


const COLUMNS =
  'id, import_id, line_no, month, store, territory, isrc, upc, units, currency, revenue, amount_cents, track_id, release_id, owner_user_id, matched_by, unmatched_reason';

/**
 * royalty_lines partitioned by import (docs/benchmarks.md, "Partitioning by import"): a report is loaded into a
 * fresh table of its own and attached when whole (its CHECK on import_id spares ATTACH the scan), a deleted import
 * is a dropped partition instead of a million-row DELETE, and every statement naming an import reads its partition
 * only, where the posting's scan read every import's lines.
 *
 * Existing lines move into one partition per existing import, not a default partition: ATTACH must prove a default
 * partition holds none of the new import's lines, a scan of every old line at each import; and with one partition
 * per import, every import, old or new, is deleted the same way.
 *
 * Partitioned tables take no identity column on Postgres 15, so ids come from a sequence default (the identity's
 * values go on). The primary key must hold the partition key: (import_id, id). The statement-level checks stay on
 * the parent (lines written through it name an existing import; allocated lines are never deleted); the import
 * writes its partition directly and checks its import once, before attaching.
 */
export class RoyaltyLinesPartitioned1764600007000 implements MigrationInterface {
  name = 'RoyaltyLinesPartitioned1764600007000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER royalty_lines_import_insert_check ON royalty_lines`);
    await q.query(`DROP TRIGGER royalty_lines_import_update_check ON royalty_lines`);
    await q.query(`DROP TRIGGER royalty_lines_allocated ON royalty_lines`);
    await q.query(`ALTER TABLE royalty_lines RENAME TO royalty_lines_unpartitioned`);
    // Its names go to the new table; the copy needs no index.
    await q.query(`ALTER TABLE royalty_lines_unpartitioned DROP CONSTRAINT royalty_lines_pkey`);
    await q.query(`DROP INDEX royalty_lines_import_idx, royalty_lines_unmatched_idx`);
    const [last] = await q.query(`SELECT COALESCE(max(id), 0) + 1 AS next FROM royalty_lines_unpartitioned`);
    const next = Number(last?.next ?? 1);
    await q.query(`ALTER TABLE royalty_lines_unpartitioned ALTER COLUMN id DROP IDENTITY`);
    await q.query(`CREATE SEQUENCE royalty_lines_id_seq AS bigint START WITH ${next} CACHE 1000`);
    await q.query(`
      CREATE TABLE royalty_lines (
        id bigint NOT NULL DEFAULT nextval('royalty_lines_id_seq'),
        import_id uuid NOT NULL,
        line_no integer NOT NULL,
        month date NOT NULL,
        store varchar(255) NOT NULL,
        territory varchar(8),
        isrc varchar(12),
        upc varchar(14),
        units integer NOT NULL DEFAULT 0,
        currency varchar(3) NOT NULL,
        revenue varchar(40) NOT NULL,
        amount_cents bigint NOT NULL,
        track_id uuid,
        release_id uuid,
        owner_user_id uuid,
        matched_by varchar(8),
        unmatched_reason varchar(32),
        CONSTRAINT royalty_lines_pkey PRIMARY KEY (import_id, id)
      ) PARTITION BY LIST (import_id)`);
    await q.query(`ALTER SEQUENCE royalty_lines_id_seq OWNED BY royalty_lines.id`);
    // The primary key serves what royalty_lines_import_idx (import_id, id) served.
    await q.query(`CREATE INDEX royalty_lines_unmatched_idx ON royalty_lines (import_id, line_no) WHERE release_id IS NULL`);
    const imports: Array<{ id: string }> = await q.query(`SELECT id FROM royalty_imports ORDER BY created_at, id`);
    for (const { id } of imports) {
      await q.query(`CREATE TABLE ${linePartition(id)} PARTITION OF royalty_lines FOR VALUES IN ('${id}')`);
    }
    // Every line names an existing import (the statement check made sure), so each finds its partition.
    await q.query(`INSERT INTO royalty_lines (${COLUMNS}) SELECT ${COLUMNS} FROM royalty_lines_unpartitioned`);
    await q.query(`DROP TABLE royalty_lines_unpartitioned`);

    await q.query(`
      CREATE TRIGGER royalty_lines_import_insert_check AFTER INSERT ON royalty_lines
        REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION royalty_lines_import_check()`);
    await q.query(`
      CREATE TRIGGER royalty_lines_import_update_check AFTER UPDATE ON royalty_lines
        REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION royalty_lines_import_check()`);
    // Its function reads the allocations only: unchanged.
    await q.query(
      `CREATE TRIGGER royalty_lines_allocated AFTER DELETE ON royalty_lines REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION royalty_lines_allocated_check()`,
    );
    // An allocation's line looked up in its import's partition only.
    await q.query(allocationRefsCheckSql(true, true));
    // A deleted import's partition goes with it (refused while any of its lines is allocated).
    await q.query(importDropsPartitionsFunctionSql());
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(importDeletesFunctionSql(['royalty_owner_lines', 'royalty_lines']));
    await q.query(allocationRefsCheckSql(true));
    await q.query(`DROP TRIGGER royalty_lines_allocated ON royalty_lines`);
    await q.query(`DROP TRIGGER royalty_lines_import_insert_check ON royalty_lines`);
    await q.query(`DROP TRIGGER royalty_lines_import_update_check ON royalty_lines`);
    await q.query(`ALTER TABLE royalty_lines RENAME TO royalty_lines_partitioned`);
    await q.query(`ALTER INDEX royalty_lines_pkey RENAME TO royalty_lines_partitioned_pkey`);
    await q.query(`ALTER INDEX royalty_lines_unmatched_idx RENAME TO royalty_lines_partitioned_unmatched_idx`);
    const [{ next }] = await q.query(`SELECT COALESCE(max(id), 0) + 1 AS next FROM royalty_lines_partitioned`);
    await q.query(`ALTER TABLE royalty_lines_partitioned ALTER COLUMN id DROP DEFAULT`);
    await q.query(`DROP SEQUENCE royalty_lines_id_seq`);
    await q.query(`
      CREATE TABLE royalty_lines (
        id bigint GENERATED ALWAYS AS IDENTITY (START WITH ${Number(next)} CACHE 1000) PRIMARY KEY,
        import_id uuid NOT NULL,
        line_no integer NOT NULL,
        month date NOT NULL,
        store varchar(255) NOT NULL,
        territory varchar(8),
        isrc varchar(12),
        upc varchar(14),
        units integer NOT NULL DEFAULT 0,
        currency varchar(3) NOT NULL,
        revenue varchar(40) NOT NULL,
        amount_cents bigint NOT NULL,
        track_id uuid,
        release_id uuid,
        owner_user_id uuid,
        matched_by varchar(8),
        unmatched_reason varchar(32)
      )`);
    await q.query(`INSERT INTO royalty_lines (${COLUMNS}) OVERRIDING SYSTEM VALUE SELECT ${COLUMNS} FROM royalty_lines_partitioned`);
    // Dropping the partitioned table drops every partition.
    await q.query(`DROP TABLE royalty_lines_partitioned`);
    await q.query(`CREATE INDEX royalty_lines_import_idx ON royalty_lines (import_id, id)`);
    await q.query(`CREATE INDEX royalty_lines_unmatched_idx ON royalty_lines (import_id, line_no) WHERE release_id IS NULL`);
    await q.query(importCheckFunctionSql({ fn: 'royalty_lines_import_check', rows: 'new_lines', table: 'royalty_lines', label: 'royalty lines' }));
    await q.query(`
      CREATE TRIGGER royalty_lines_import_insert_check AFTER INSERT ON royalty_lines
        REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION royalty_lines_import_check()`);
    await q.query(`
      CREATE TRIGGER royalty_lines_import_update_check AFTER UPDATE ON royalty_lines
        REFERENCING NEW TABLE AS new_lines FOR EACH STATEMENT EXECUTE FUNCTION royalty_lines_import_check()`);
    await q.query(
      `CREATE TRIGGER royalty_lines_allocated AFTER DELETE ON royalty_lines REFERENCING OLD TABLE AS old_lines FOR EACH STATEMENT EXECUTE FUNCTION royalty_lines_allocated_check()`,
    );
  }
}
