import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditLog } from './audit-log.entity';
import { AuditLogService } from './audit-log.service';
import { AuditLogsRepository } from './audit-logs.repository';

@Module({ imports: [TypeOrmModule.forFeature([AuditLog])], providers: [AuditLogsRepository, AuditLogService], exports: [AuditLogService] })
export class AuditModule {}
