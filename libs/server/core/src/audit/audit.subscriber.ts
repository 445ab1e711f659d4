import { Logger } from '@nestjs/common';
import {
  EntityManager,
  EntityMetadata,
  EntitySubscriberInterface,
  EventSubscriber,
  InsertEvent,
  ObjectLiteral,
  RemoveEvent,
  SoftRemoveEvent,
  UpdateEvent,
} from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { RequestContext } from '../context/request-context';
import { AuditEvent } from './audit-log.entity';
import { AuditLogsRepository } from './audit-logs.repository';
import { auditableOptionsOf, ResolvedAuditableOptions } from './auditable.decorator';

/** Writes through `event.manager`, so a log row commits or rolls back with its change. */
@EventSubscriber()
export class AuditSubscriber implements EntitySubscriberInterface {
  private readonly logger = new Logger('Audit');
  private readonly warned = new Set<string>();

  async afterInsert(event: InsertEvent<ObjectLiteral>): Promise<void> {
    if (!event.entity) return;
    if ((await recordCreated(event.manager, event.metadata, event.entity)) === 'no-id') this.warnOnce(event.metadata, 'an insert whose id is unknown');
  }

  async afterUpdate(event: UpdateEvent<ObjectLiteral>): Promise<void> {
    const options = auditableOptionsOf(event.metadata.target);
    if (!options || !event.entity) return;
    if (!event.databaseEntity) return this.warnOnce(event.metadata, 'a bulk update() (load the entity and save() it to audit it)');
    const id = entityId(event.metadata, event.metadata.getEntityIdMixedMap(event.databaseEntity));
    if (id === null) return;
    const changed = event.updatedColumns.filter((c) => !c.isUpdateDate && !c.isVersion);
    const merged = { ...event.databaseEntity, ...event.entity };
    await record(event.manager, options, 'updated', id, merged, snapshot(changed, event.entity, options), snapshot(changed, event.databaseEntity, options));
  }

  async afterRemove(event: RemoveEvent<ObjectLiteral>): Promise<void> {
    await this.recordDeletion(event);
  }

  async afterSoftRemove(event: SoftRemoveEvent<ObjectLiteral>): Promise<void> {
    await this.recordDeletion(event);
  }

  private async recordDeletion(event: RemoveEvent<ObjectLiteral> | SoftRemoveEvent<ObjectLiteral>): Promise<void> {
    const options = auditableOptionsOf(event.metadata.target);
    if (!options) return;
    const before = event.databaseEntity ?? event.entity;
    // After a remove TypeORM has already cleared the entity's id: entityId keeps it.
    const id = entityId(event.metadata, event.entityId ?? (before ? event.metadata.getEntityIdMixedMap(before) : undefined));
    if (!before || id === null) return this.warnOnce(event.metadata, 'a bulk delete() (load the entity and remove() it to audit it)');
    await record(event.manager, options, 'deleted', id, before, {}, snapshot(event.metadata.columns, before, options));
  }

  private warnOnce(metadata: EntityMetadata, what: string): void {
    const key = `${metadata.name}:${what}`;
    if (this.warned.has(key)) return;
    this.warned.add(key);
    this.logger.warn(`${metadata.name} is @Auditable but ${what} was not recorded in the audit log.`);
  }
}

/** The audit row of a new entity, as afterInsert writes it; for a row inserted by hand (insertAudited). */
export async function recordCreated(manager: EntityManager, metadata: EntityMetadata, entity: ObjectLiteral): Promise<'recorded' | 'not-audited' | 'no-id'> {
  const options = auditableOptionsOf(metadata.target);
  if (!options) return 'not-audited';
  const id = entityId(metadata, metadata.getEntityIdMixedMap(entity));
  if (id === null) return 'no-id';
  await record(manager, options, 'created', id, entity, snapshot(metadata.columns, entity, options), {});
  return 'recorded';
}

async function record(
  manager: EntityManager,
  options: ResolvedAuditableOptions,
  event: AuditEvent,
  auditableId: string,
  entity: ObjectLiteral,
  changes: Record<string, unknown>,
  original: Record<string, unknown>,
): Promise<void> {
  const context = RequestContext.current();
  const actor = context?.actor;
  await AuditLogsRepository.insertIn(manager, {
    event,
    auditableType: options.type,
    auditableId: auditableId.slice(0, 100),
    userId: options.userIdOf(entity)?.slice(0, 100) ?? null,
    actorId: actor?.id ? String(actor.id).slice(0, 100) : null,
    actorName: actor?.name?.slice(0, 255) ?? null,
    actorEmail: actor?.email?.slice(0, 320) ?? null,
    actorRole: actor?.accountRole?.slice(0, 16) ?? null,
    ipAddress: context?.ip?.slice(0, 64) ?? null,
    userAgent: context?.userAgent?.slice(0, 500) ?? null,
    requestId: context?.requestId?.slice(0, 100) ?? null,
    changes,
    original,
  });
}

function snapshot(columns: ColumnMetadata[], entity: ObjectLiteral, options: ResolvedAuditableOptions): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const column of columns) {
    if (options.hidden.has(column.propertyName) || options.hidden.has(column.databaseName)) continue;
    const value: unknown = column.getEntityValue(entity);
    if (value === undefined) continue;
    out[column.databaseName] = toJsonValue(value);
  }
  return out;
}

function toJsonValue(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (Buffer.isBuffer(value)) return `[${value.length} bytes]`;
  return value;
}

function entityId(metadata: EntityMetadata, id: unknown): string | null {
  if (id === null || id === undefined) return null;
  if (typeof id !== 'object') return String(id);
  const values = metadata.primaryColumns.map((c) => c.getEntityValue(id as ObjectLiteral));
  return values.some((v) => v === null || v === undefined) ? null : values.map(String).join(':');
}
