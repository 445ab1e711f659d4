import { Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsMaintenance } from './notifications.maintenance';
import { Notification } from './notifications/notification.entity';
import { NotificationsRepository } from './notifications/notifications.repository';
import { NotificationsService } from './notifications/notifications.service';
import { NoticesService } from './notices/notices.service';

const services: Provider[] = [NotificationsService, NoticesService, NotificationsMaintenance];

@Module({
  imports: [TypeOrmModule.forFeature([Notification])],
  providers: [NotificationsRepository, ...services],
  exports: services,
})
export class NotificationsModule {}
