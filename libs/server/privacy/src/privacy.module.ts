import { Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '@soundpost/server-auth';
import { settingsProvider } from '@soundpost/server-core/config';
import { DataExport } from './exports/data-export.entity';
import { DataExportsJobs } from './exports/data-exports.jobs';
import { DataExportsRepository } from './exports/data-exports.repository';
import { DataExportsService } from './exports/data-exports.service';
import './mail/privacy-mail-templates';
import { PrivacySettings } from './privacy.settings';
import { RetentionJobs } from './retention/retention.jobs';
import { RetentionRepository } from './retention/retention.repository';
import { RetentionService } from './retention/retention.service';
import { RetentionSettings } from './retention/retention.settings';

const services: Provider[] = [DataExportsService, RetentionService];

@Module({
  imports: [TypeOrmModule.forFeature([DataExport]), AuthModule],
  providers: [settingsProvider(PrivacySettings), settingsProvider(RetentionSettings), RetentionRepository, RetentionJobs, DataExportsRepository, DataExportsJobs, ...services],
  exports: services,
})
export class PrivacyModule {}
