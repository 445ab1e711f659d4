import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { insertReturning } from '../database/lean-rows';
import { recordCreated } from './audit.subscriber';

/** insertReturning with the audit row save() would have written for an @Auditable entity, in the same transaction. */
export async function insertAudited<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, fields: Partial<T>): Promise<T> {
  const entity = await insertReturning(manager, target, fields);
  await recordCreated(manager, manager.connection.getMetadata(target), entity);
  return entity;
}
