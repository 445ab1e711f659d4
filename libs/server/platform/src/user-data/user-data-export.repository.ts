import { Injectable } from '@nestjs/common';
import type { PoolClient } from 'pg';
import Cursor from 'pg-cursor';
import { DataSource } from 'typeorm';

const BATCH_ROWS = 500;

export type ExportRow = Record<string, unknown>;

/** Reads the rows of one statement in batches through a server-side cursor: memory holds one batch, whatever the count. */
export interface ExportRowReader {
  rows(sql: string, accountId: string): AsyncGenerator<ExportRow[], string[]>;
}

/** Every domain's export statements, run in one read-only snapshot so the archive is consistent. */
@Injectable()
export class UserDataExportRepository {
  constructor(private readonly dataSource: DataSource) {}

  async inSnapshot<T>(work: (reader: ExportRowReader) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      // The connection TypeORM holds for this runner: pg-cursor needs the driver's client itself.
      const client = (runner as unknown as { databaseConnection: PoolClient }).databaseConnection;
      const result = await work({ rows: (sql, accountId) => readBatches(client, sql, accountId) });
      await runner.query('COMMIT');
      return result;
    } catch (error) {
      await runner.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }
}

/** Yields batches of rows; returns the column names (known even when there are no rows). */
async function* readBatches(client: PoolClient, sql: string, accountId: string): AsyncGenerator<ExportRow[], string[]> {
  const cursor = client.query(new Cursor<ExportRow>(sql, [accountId]));
  try {
    for (;;) {
      const batch = await cursor.read(BATCH_ROWS);
      if (!batch.length) break;
      yield batch;
    }
    const fields = (cursor as unknown as { _result?: { fields?: Array<{ name: string }> } })._result?.fields ?? [];
    return fields.map((f) => f.name);
  } finally {
    await cursor.close();
  }
}
