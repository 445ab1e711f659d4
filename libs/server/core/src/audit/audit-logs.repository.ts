import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { managerQuery } from '../database/pool-query';
import { AuditLog } from './audit-log.entity';

export type NewAuditLog = Omit<AuditLog, 'id' | 'createdAt'>;

// One prepared statement: every audited write in the house sends it, inside the write's own transaction.
const INSERT_AUDIT_LOG = `INSERT INTO audit_logs (event, auditable_type, auditable_id, user_id, actor_id, actor_name, actor_email, actor_role, ip_address, user_agent, request_id, changes, original)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13::jsonb)`;

@Injectable()
export class AuditLogsRepository {
  constructor(@InjectRepository(AuditLog) private readonly logs: Repository<AuditLog>) {}

  /** Written by the audit subscriber, which has no injector: so a static method, on the change's own manager. */
  static async insertIn(manager: EntityManager, log: NewAuditLog): Promise<void> {
    await managerQuery(manager, INSERT_AUDIT_LOG, [
      log.event,
      log.auditableType,
      log.auditableId,
      log.userId,
      log.actorId,
      log.actorName,
      log.actorEmail,
      log.actorRole,
      log.ipAddress,
      log.userAgent,
      log.requestId,
      JSON.stringify(log.changes),
      JSON.stringify(log.original),
    ]);
  }

  listQuery(userId?: string): SelectQueryBuilder<AuditLog> {
    const qb = this.logs.createQueryBuilder('a');
    if (userId !== undefined) qb.andWhere('a.user_id = :scopeUserId', { scopeUserId: userId });
    return qb;
  }
}
