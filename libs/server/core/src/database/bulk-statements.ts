import type { EntityManager } from 'typeorm';

export const BULK_STATEMENT_TIMEOUT = '15min';

export async function allowBulkStatements(manager: EntityManager): Promise<void> {
  await manager.query(`SET LOCAL statement_timeout = '${BULK_STATEMENT_TIMEOUT}'`);
}
