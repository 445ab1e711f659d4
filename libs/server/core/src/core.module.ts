import { Global, Module } from '@nestjs/common';
import { AuditModule } from './audit/audit.module';
import { PoolErrorListener } from './database/pool-error.listener';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { JobsModule } from './jobs/jobs.module';
import { MaintenanceModule } from './maintenance/maintenance.module';
import { MailModule } from './mail/mail.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { StorageModule } from './storage/storage.module';

const mechanisms = [MailModule, StorageModule, JobsModule, IdempotencyModule, AuditModule, RateLimitModule];

@Module({ imports: mechanisms, exports: mechanisms })
class MechanismsModule {}

@Global()
@Module({
  imports: [MechanismsModule, MaintenanceModule],
  providers: [PoolErrorListener],
  exports: [MechanismsModule],
})
export class CoreModule {}
