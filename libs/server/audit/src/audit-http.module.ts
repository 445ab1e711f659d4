import { Module } from '@nestjs/common';
import { AdminAuditLogsController } from './admin-audit-logs.controller';

/**
 * Reading the audit log over HTTP. Writing it is core's AuditSubscriber; the artist's own view
 * (GET /me/audit-logs) joins this module with the identity work.
 */
@Module({ controllers: [AdminAuditLogsController] })
export class AuditHttpModule {}
