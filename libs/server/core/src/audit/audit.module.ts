import { Module } from '@nestjs/common';

// Filled in by the audit mechanism.
@Module({ providers: [], exports: [] })
export class AuditModule {}
