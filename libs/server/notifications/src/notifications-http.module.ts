import { Module } from '@nestjs/common';
import { NotificationsController } from './http/notifications.controller';
import { NotificationsModule } from './notifications.module';

@Module({
  imports: [NotificationsModule],
  controllers: [NotificationsController],
})
export class NotificationsHttpModule {}
