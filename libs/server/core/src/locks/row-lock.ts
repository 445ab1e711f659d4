import type { EntityManager, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';

/**
 * `update` is FOR UPDATE; `no_key_update` (FOR NO KEY UPDATE) still lets other transactions insert
 * rows that reference this one (ledger entries pointing at a locked wallet).
 */
export type RowLockMode = 'update' | 'no_key_update';

const MODES = { update: 'pessimistic_write', no_key_update: 'for_no_key_update' } as const;

/** The row matching `where`, locked until `manager`'s transaction ends; null when there is none. */
export function lockOne<T extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<T>, where: FindOptionsWhere<T>, mode: RowLockMode = 'update'): Promise<T | null> {
  if (!manager.queryRunner?.isTransactionActive) throw new Error('lockOne needs the EntityManager of an open transaction');
  return manager.getRepository(entity).findOne({ where, lock: { mode: MODES[mode] } });
}
