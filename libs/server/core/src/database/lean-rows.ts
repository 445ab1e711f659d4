import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { EntityMetadata } from 'typeorm/metadata/EntityMetadata';
import { managerQuery } from './pool-query';

/**
 * TypeORM's findOne-with-lock and save() for one row, as one prepared statement each: for a hot money path, where the
 * query builder, the persistence executor and Postgres' parse and plan of their aliased texts were most of a request's
 * cost. Values go through the columns' transformers both ways, so an entity comes back as TypeORM would hydrate it.
 */

export type LeanLockMode = 'update' | 'no_key_update';
const LOCK_CLAUSES: Record<LeanLockMode, string> = { update: 'FOR UPDATE', no_key_update: 'FOR NO KEY UPDATE' };

const texts = new Map<string, string>();

/** The row whose `property` equals `value`, locked in the caller's open transaction (lockOne for one column). */
export async function lockOneBy<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  property: keyof T & string,
  value: unknown,
  mode: LeanLockMode = 'update',
): Promise<T | null> {
  if (!manager.queryRunner?.isTransactionActive) throw new Error('lockOneBy needs the EntityManager of an open transaction');
  const metadata = manager.connection.getMetadata(target);
  const key = `lock:${metadata.tablePath}:${property}:${mode}`;
  let sql = texts.get(key);
  if (!sql) {
    sql = `SELECT ${columnList(metadata)} FROM ${quote(metadata.tablePath)} WHERE ${quote(columnOf(metadata, property))} = $1 ${LOCK_CLAUSES[mode]}`;
    texts.set(key, sql);
  }
  const [row] = await managerQuery<Record<string, unknown>>(manager, sql, [value]);
  return row ? hydrate(manager, metadata, row) : null;
}

/**
 * One new row from the fields given (the rest take their database defaults), answered as a hydrated entity with every
 * column, as save() of a new entity answers it. No subscriber runs: an audited entity goes through `insertAudited`.
 */
export async function insertReturning<T extends ObjectLiteral>(manager: EntityManager, target: EntityTarget<T>, fields: Partial<T>): Promise<T> {
  const metadata = manager.connection.getMetadata(target);
  const columns = metadata.columns.filter((c) => c.getEntityValue(fields as ObjectLiteral) !== undefined);
  const key = `insert:${metadata.tablePath}:${columns.map((c) => c.databaseName).join(',')}`;
  let sql = texts.get(key);
  if (!sql) {
    const values = columns.map((c, i) => `$${i + 1}${c.type === 'jsonb' || c.type === 'json' ? `::${c.type}` : ''}`);
    sql = `INSERT INTO ${quote(metadata.tablePath)} (${columns.map((c) => quote(c.databaseName)).join(', ')}) VALUES (${values.join(', ')}) RETURNING ${columnList(metadata)}`;
    texts.set(key, sql);
  }
  const params = columns.map((c) => {
    const value = manager.connection.driver.preparePersistentValue(c.getEntityValue(fields as ObjectLiteral), c) as unknown;
    // pg would send a JS array as a Postgres array; a json column wants its JSON text.
    return (c.type === 'jsonb' || c.type === 'json') && value !== null && typeof value !== 'string' ? JSON.stringify(value) : value;
  });
  const [row] = await managerQuery<Record<string, unknown>>(manager, sql, params);
  return hydrate(manager, metadata, row);
}

/** A raw row (database column names) as the entity TypeORM would have loaded. */
function hydrate<T extends ObjectLiteral>(manager: EntityManager, metadata: EntityMetadata, row: Record<string, unknown>): T {
  const entity = metadata.create() as T;
  for (const column of metadata.columns) {
    if (!(column.databaseName in row)) continue;
    column.setEntityValue(entity, manager.connection.driver.prepareHydratedValue(row[column.databaseName], column));
  }
  return entity;
}

function columnList(metadata: EntityMetadata): string {
  // A relation's join column hydrates into an object, which this plain mapping does not do.
  if (metadata.relations.length) throw new Error(`${metadata.name} has relations: load it through TypeORM`);
  return metadata.columns.map((c) => quote(c.databaseName)).join(', ');
}

function columnOf(metadata: EntityMetadata, property: string): string {
  const column = metadata.findColumnWithPropertyName(property);
  if (!column) throw new Error(`${metadata.name} has no column ${property}`);
  return column.databaseName;
}

function quote(name: string): string {
  return name
    .split('.')
    .map((part) => `"${part.replace(/"/g, '""')}"`)
    .join('.');
}
