import { Injectable } from '@nestjs/common';
import { findPage, ListQuery } from '../lists/list-query';
import { AuditLogsRepository } from './audit-logs.repository';
import { auditLogListSpec } from './audit-log.list';
import type { AuditLogPage } from '@soundpost/contracts';
import { toAuditLogResponse } from './audit-log.mapper';

@Injectable()
export class AuditLogService {
  constructor(private readonly logs: AuditLogsRepository) {}

  list(query: ListQuery, scope: { userId?: string } = {}): Promise<AuditLogPage> {
    return findPage(this.logs.listQuery(scope.userId), query, auditLogListSpec, toAuditLogResponse);
  }
}
