import { Module } from '@nestjs/common';
import { NotificationsController } from './http/notifications.controller';
import { NotificationsModule } from './notifications.module';

/** The notifications domain's controllers (mounted by the api only). */
@Module({
  imports: [NotificationsModule],
  controllers: [NotificationsController],
})
export class NotificationsHttpModule {}
