import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AuditLogPage } from '@soundpost/contracts';
import { StaffOnly, UserSummariesService } from '@soundpost/server-auth';
import { AuditLogService, auditLogListSpec } from '@soundpost/server-core/audit';
import { ApiErrors, ApiJson, ApiListQuery } from '@soundpost/server-core/http';
import { parseListQuery } from '@soundpost/server-core/lists';

@ApiTags('admin: audit logs')
@ApiBearerAuth()
@StaffOnly()
@ApiErrors(503)
@Controller('admin/audit-logs')
export class AdminAuditLogsController {
  constructor(
    private readonly auditLogs: AuditLogService,
    private readonly accounts: UserSummariesService,
  ) {}

  @Get()
  @ApiListQuery({ event: { type: 'string' }, user_id: { type: 'string', format: 'uuid' } })
  @ApiJson(200, 'AuditLogPage', '`{ data, meta }`, newest first')
  async list(@Query() query: Record<string, unknown>): Promise<AuditLogPage> {
    const page = await this.auditLogs.list(parseListQuery(query, auditLogListSpec));
    // Staff read the actor's current name; a deleted account keeps the one recorded.
    const current = await this.accounts.contacts(page.data.flatMap((entry) => (entry.actor ? [entry.actor.id] : [])));
    for (const entry of page.data) {
      const now = entry.actor ? current.get(entry.actor.id) : undefined;
      if (entry.actor && now) entry.actor = { ...entry.actor, name: now.name };
    }
    return page;
  }
}
