import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuditLogPage } from '@soundpost/contracts';
import { StaffOnly } from '@soundpost/server-auth';
import { AuditLogService, auditLogListSpec, auditLogSchema } from '@soundpost/server-core/audit';
import { ApiErrors, ApiJson, ApiListQuery, oa } from '@soundpost/server-core/http';
import { parseListQuery } from '@soundpost/server-core/lists';

/** GET /admin/audit-logs: every change, newest first, with the spec's filters. */
@ApiTags('admin: audit logs')
@ApiBearerAuth()
@StaffOnly()
@ApiErrors(503)
@Controller('admin/audit-logs')
export class AdminAuditLogsController {
  constructor(private readonly auditLogs: AuditLogService) {}

  @Get()
  @ApiListQuery({ event: { type: 'string' }, user_id: { type: 'string', format: 'uuid' } })
  @ApiJson(200, oa.page(auditLogSchema), '`{ data, meta }`, newest first')
  list(@Query() query: Record<string, unknown>): Promise<AuditLogPage> {
    return this.auditLogs.list(parseListQuery(query, auditLogListSpec));
  }
}
