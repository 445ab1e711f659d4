import { Module } from '@nestjs/common';
import { HealthController } from './http/health.controller';
import { MailHttpModule } from './mail/mail-http.module';
import { StorageHttpModule } from './storage/storage-http.module';

@Module({
  imports: [MailHttpModule, StorageHttpModule],
  controllers: [HealthController],
})
export class CoreHttpModule {}
