import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { MailDeliveryService } from './mail-delivery.service';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailService } from './mail.service';

@Module({
  imports: [JobsModule],
  providers: [MailOutboxRepository, MailService, MailDeliveryService],
  exports: [MailService, MailDeliveryService],
})
export class MailModule {}
