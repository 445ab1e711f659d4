import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { QueryFailedError, type DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * A statement straight on TypeORM's pg pool, for per-request hot paths (the access guard's token read, the unread count):
 * TypeORM's query runner costs a runner object, a connect/release pair and a chain of awaits per
 * statement. Each text is a named statement, so Postgres parses and plans it once per connection
 * rather than on every request. Errors are wrapped as TypeORM's would be and slow statements logged
 * the same way, so the error filter (503, 409, 422) and the slow-query log see no difference.
 */
export async function poolQuery<T>(dataSource: DataSource, sql: string, params: unknown[]): Promise<T[]> {
  const started = Date.now();
  try {
    const pool = (dataSource.driver as PostgresDriver).master as Pool;
    return (await pool.query({ name: statementName(sql), text: sql, values: params })).rows as T[];
  } catch (error) {
    dataSource.logger.logQueryError(error as Error, sql, params);
    throw new QueryFailedError(sql, params, error as Error);
  } finally {
    const elapsed = Date.now() - started;
    const slow = dataSource.options.maxQueryExecutionTime;
    if (slow && elapsed > slow) dataSource.logger.logQuerySlow(elapsed, sql, params);
  }
}

/** Texts prepared at most: every connection keeps each one, so a text built per call must not become a statement each time. */
export const MAX_PREPARED_TEXTS = 256;
const names = new Map<string, string>();

/** Each connection parses and plans a hot statement once, then only binds and runs it; past the cap, texts run unnamed. */
function statementName(sql: string): string | undefined {
  let name = names.get(sql);
  if (!name && names.size < MAX_PREPARED_TEXTS) {
    name = `hot_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    names.set(sql, name);
  }
  return name;
}
