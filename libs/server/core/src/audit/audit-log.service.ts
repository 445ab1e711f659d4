import { Injectable } from '@nestjs/common';
import { findPage, ListQuery } from '../lists/list-query';
import { AuditLogsRepository } from './audit-logs.repository';
import { auditLogListSpec } from './audit-log.list';
import type { AuditLogPage } from '@soundpost/contracts';
import { toAuditLogResponse } from './audit-log.mapper';

/** Reads the audit log. Entries are written only by AuditSubscriber. */
@Injectable()
export class AuditLogService {
  constructor(private readonly logs: AuditLogsRepository) {}

  /**
   * A page of entries, newest first by default. `query` comes from
   * `parseListQuery(raw, auditLogListSpec)`; `scope.userId` pins the list to one account
   * (GET /me/audit-logs) whatever the query's own filters say.
   */
  list(query: ListQuery, scope: { userId?: string } = {}): Promise<AuditLogPage> {
    return findPage(this.logs.listQuery(scope.userId), query, auditLogListSpec, toAuditLogResponse);
  }
}
