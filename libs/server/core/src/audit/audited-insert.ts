import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { insertReturning } from '../database/lean-rows';
import { recordCreated } from './audit.subscriber';

/** insertReturning with the audit row save() would have written for an @Auditable entity, in the same transaction. */
export async function insertAudited<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, fields: Partial<T>): Promise<T> {
  const entity = await insertReturning(manager, target, fields);
  const metadata = manager.connection.getMetadata(target);
  // The row as save() holds it after an insert: the fields given, and what it reloads (generated, dated, defaulted).
  const saved = metadata.create() as ObjectLiteral;
  for (const column of metadata.columns) {
    const reloaded = column.isGenerated || column.isCreateDate || column.isUpdateDate || column.isDeleteDate || column.isVersion || column.default !== undefined;
    if (reloaded || column.getEntityValue(fields as ObjectLiteral) !== undefined) column.setEntityValue(saved, column.getEntityValue(entity));
  }
  await recordCreated(manager, metadata, saved);
  return entity;
}
