import { Module } from '@nestjs/common';
import { AuthModule } from '@soundpost/server-auth';
import { PrivacyModule } from '@soundpost/server-privacy';
import { AdminUserDataController } from './admin-user-data.controller';
import { UserDataArchiveWriter } from './user-data-archive.writer';
import { UserDataExportJobs } from './user-data-export.jobs';
import { UserDataEraseRepository } from './user-data-erase.repository';
import { UserDataEraser } from './user-data-eraser';
import { UserDataExportRepository } from './user-data-export.repository';
import { UserDataRepository } from './user-data.repository';
import { UserDataService } from './user-data.service';

/**
 * The platform's own routes and jobs: questions put to every domain at once (what is held, the
 * data export's archive, the erasure of a closed account). Mounted by the api process, whose role decides whether workers run.
 */
@Module({
  imports: [AuthModule, PrivacyModule],
  controllers: [AdminUserDataController],
  providers: [UserDataRepository, UserDataService, UserDataExportRepository, UserDataArchiveWriter, UserDataExportJobs, UserDataEraseRepository, UserDataEraser],
})
export class PlatformHttpModule {}
