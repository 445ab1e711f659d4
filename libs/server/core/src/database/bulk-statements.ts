import type { EntityManager } from 'typeorm';

/**
 * How long one statement of a bulk job may run (a million-line import or posting, a streamed
 * export): well past the pool's DATABASE_STATEMENT_TIMEOUT_MS, which is meant for requests, yet
 * bounded, so a stalled job does not hold a connection forever.
 */
export const BULK_STATEMENT_TIMEOUT = '15min';

/** Raises the statement timeout to BULK_STATEMENT_TIMEOUT for the caller's transaction only. */
export async function allowBulkStatements(manager: EntityManager): Promise<void> {
  await manager.query(`SET LOCAL statement_timeout = '${BULK_STATEMENT_TIMEOUT}'`);
}
