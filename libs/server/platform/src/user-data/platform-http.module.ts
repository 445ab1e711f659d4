import { Module } from '@nestjs/common';
import { AuthModule } from '@soundpost/server-auth';
import { AdminUserDataController } from './admin-user-data.controller';
import { UserDataRepository } from './user-data.repository';
import { UserDataService } from './user-data.service';

/** The platform's own routes: questions put to every domain at once. Mounted by the api only. */
@Module({
  imports: [AuthModule],
  controllers: [AdminUserDataController],
  providers: [UserDataRepository, UserDataService],
})
export class PlatformHttpModule {}
