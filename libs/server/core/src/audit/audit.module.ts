import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLog } from './audit-log.entity';
import { AuditLogService } from './audit-log.service';

/**
 * The audit log: entries are written by AuditSubscriber (a TypeORM subscriber, registered through
 * auditSubscribers) for entities marked `@Auditable()`; `AuditLogService` lists them.
 */
@Module({ imports: [TypeOrmModule.forFeature([AuditLog])], providers: [AuditLogService], exports: [AuditLogService] })
export class AuditModule {}
