import type { EntityManager } from 'typeorm';

/**
 * Serialises one kind of change per account for the rest of the transaction (a transaction-level
 * advisory lock, released at commit or rollback): counting against a plan limit and then inserting
 * is only safe when no other request of the same account does the same in between.
 */
export async function lockUser(manager: EntityManager, purpose: string, userId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`releases:${purpose}:${userId}`]);
}
