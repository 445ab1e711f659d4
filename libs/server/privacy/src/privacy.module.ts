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

const services: Provider[] = [DataExportsService];

@Module({
  imports: [TypeOrmModule.forFeature([DataExport]), AuthModule],
  providers: [settingsProvider(PrivacySettings), DataExportsRepository, DataExportsJobs, ...services],
  exports: services,
})
export class PrivacyModule {}
