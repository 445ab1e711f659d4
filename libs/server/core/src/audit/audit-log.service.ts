import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { findPage, ListQuery } from '../lists/list-query';
import { AuditLog } from './audit-log.entity';
import { auditLogListSpec } from './audit-log.list';
import type { AuditLogPage } from '@soundpost/contracts';
import { toAuditLogResponse } from './audit-log.mapper';

/** Reads the audit log. Entries are written only by AuditSubscriber. */
@Injectable()
export class AuditLogService {
  constructor(@InjectRepository(AuditLog) private readonly logs: Repository<AuditLog>) {}

  /**
   * A page of entries, newest first by default. `query` comes from
   * `parseListQuery(raw, auditLogListSpec)`; `scope.userId` pins the list to one account
   * (GET /me/audit-logs) whatever the query's own filters say.
   */
  list(query: ListQuery, scope: { userId?: string } = {}): Promise<AuditLogPage> {
    const qb = this.logs.createQueryBuilder('a');
    if (scope.userId !== undefined) qb.andWhere('a.user_id = :scopeUserId', { scopeUserId: scope.userId });
    return findPage(qb, query, auditLogListSpec, toAuditLogResponse);
  }
}
