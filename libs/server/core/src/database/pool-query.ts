import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { QueryFailedError, type DataSource, type EntityManager } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';

/**
 * A statement straight on TypeORM's pg pool, for per-request hot paths (the access guard's token read, the unread count):
 * TypeORM's query runner costs a runner object, a connect/release pair and a chain of awaits per
 * statement. Each text is a named statement, so Postgres parses and plans it once per connection
 * rather than on every request. Errors are wrapped as TypeORM's would be and slow statements logged
 * the same way, so the error filter (503, 409, 422) and the slow-query log see no difference.
 */
export function poolQuery<T>(dataSource: DataSource, sql: string, params: unknown[]): Promise<T[]> {
  return prepared<T>(dataSource, (dataSource.driver as PostgresDriver).master as Pool, sql, params);
}

/**
 * A statement inside the caller's transaction, prepared on that transaction's connection as poolQuery's are on the
 * pool: for the few statements of a hot money path (the payout request), where TypeORM's runner and Postgres' parse
 * and plan of each text were most of the request's cost. Without an open transaction it runs on the pool.
 */
export function managerQuery<T>(manager: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const runner = manager.queryRunner as (EntityManager['queryRunner'] & { databaseConnection?: PoolClient }) | undefined;
  const client = runner?.isTransactionActive && !runner.isReleased ? runner.databaseConnection : undefined;
  return client ? prepared<T>(manager.connection, client, sql, params) : poolQuery<T>(manager.connection, sql, params);
}

async function prepared<T>(dataSource: DataSource, on: Pool | PoolClient, sql: string, params: unknown[]): Promise<T[]> {
  const started = Date.now();
  try {
    return (await on.query({ name: statementName(sql), text: sql, values: params })).rows as T[];
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
