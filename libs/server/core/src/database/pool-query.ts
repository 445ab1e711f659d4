import type { Pool } from 'pg';
import { QueryFailedError, type DataSource } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * A statement straight on TypeORM's pg pool, for per-request hot paths (the access guard's token read, the unread count):
 * TypeORM's query runner costs a runner object, a connect/release pair and a chain of awaits per
 * statement. Errors are wrapped as TypeORM's would be and slow statements logged the same way, so
 * the error filter (503, 409, 422) and the slow-query log see no difference.
 */
export async function poolQuery<T>(dataSource: DataSource, sql: string, params: unknown[]): Promise<T[]> {
  const started = Date.now();
  try {
    const pool = (dataSource.driver as PostgresDriver).master as Pool;
    return (await pool.query(sql, params)).rows as T[];
  } catch (error) {
    dataSource.logger.logQueryError(error as Error, sql, params);
    throw new QueryFailedError(sql, params, error as Error);
  } finally {
    const elapsed = Date.now() - started;
    const slow = dataSource.options.maxQueryExecutionTime;
    if (slow && elapsed > slow) dataSource.logger.logQuerySlow(elapsed, sql, params);
  }
}
