import { Module, Provider } from '@nestjs/common';
import { NotificationsUserData } from './user-data/notifications-user-data.hook';
import { NotificationsUserDataRepository } from './user-data/notifications-user-data.repository';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsMaintenance } from './notifications.maintenance';
import { Notification } from './notifications/notification.entity';
import { NotificationsRepository } from './notifications/notifications.repository';
import { NotificationsService } from './notifications/notifications.service';
import { NoticesService } from './notices/notices.service';

const services: Provider[] = [NotificationsService, NoticesService, NotificationsMaintenance];

@Module({
  imports: [TypeOrmModule.forFeature([Notification])],
  providers: [NotificationsRepository, NotificationsUserDataRepository, NotificationsUserData, ...services],
  exports: [...services, NotificationsUserData],
})
export class NotificationsModule {}
