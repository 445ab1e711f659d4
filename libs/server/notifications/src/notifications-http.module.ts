import { Module } from '@nestjs/common';
import { NotificationsModule } from './notifications.module';

/** The notifications domain's controllers (mounted by the api only). */
@Module({
  imports: [NotificationsModule],
  controllers: [],
})
export class NotificationsHttpModule {}
