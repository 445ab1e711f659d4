import { Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BillingModule } from '@soundpost/server-billing';
import { NotificationsModule } from '@soundpost/server-notifications';
import { StatsCatalogueRepository } from './catalogue/stats-catalogue.repository';
import { StatsImport } from './imports/stats-import.entity';
import { StatsImportsRepository } from './imports/stats-imports.repository';
import { StatsImportsService } from './imports/stats-imports.service';
import { StatsLinesRepository } from './lines/stats-lines.repository';
import { StatsPreset } from './presets/stats-preset.entity';
import { StatsPresetsRepository } from './presets/stats-presets.repository';
import { StatsPresetsService } from './presets/stats-presets.service';
import { StatsReportSetting } from './reports/stats-report-setting.entity';
import { StatsReportSettingsRepository } from './reports/stats-report-settings.repository';
import { StatsReportSettingsService } from './reports/stats-report-settings.service';
import { StatsReportJobs } from './reports/stats-report.jobs';
import { StatsReportService } from './reports/stats-report.service';
import { StatsSummaryRepository } from './summary/stats-summary.repository';
import { StatsSummaryService } from './summary/stats-summary.service';

const services: Provider[] = [StatsImportsService, StatsPresetsService, StatsSummaryService, StatsReportSettingsService, StatsReportService];

@Module({
  imports: [TypeOrmModule.forFeature([StatsImport, StatsPreset, StatsReportSetting]), BillingModule, NotificationsModule],
  providers: [StatsImportsRepository, StatsPresetsRepository, StatsLinesRepository, StatsCatalogueRepository, StatsSummaryRepository, StatsReportSettingsRepository, StatsReportJobs, ...services],
  exports: services,
})
export class StatsModule {}
