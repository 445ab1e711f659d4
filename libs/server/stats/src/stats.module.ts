import { Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { settingsProvider } from '@soundpost/server-core/config';
import { BillingModule } from '@soundpost/server-billing';
import { DeliveryModule } from '@soundpost/server-delivery';
import { FraudModule } from '@soundpost/server-fraud';
import { NotificationsModule } from '@soundpost/server-notifications';
import { StatsCatalogueRepository } from './catalogue/stats-catalogue.repository';
import { StatsCollectJobs } from './collect/stats-collect.jobs';
import { StatsCollectService } from './collect/stats-collect.service';
import { StatsCollectedReport } from './collect/stats-collected-report.entity';
import { StatsCollectedReportsRepository } from './collect/stats-collected-reports.repository';
import { StatsImport } from './imports/stats-import.entity';
import { StatsImportsRepository } from './imports/stats-imports.repository';
import { StatsImportsService } from './imports/stats-imports.service';
import { StatsLinesRepository } from './lines/stats-lines.repository';
import { StatsPreset } from './presets/stats-preset.entity';
import { ReconciliationRepository } from './reconciliation/reconciliation.repository';
import { ReconciliationService } from './reconciliation/reconciliation.service';
import { StatsPresetsRepository } from './presets/stats-presets.repository';
import { StatsPresetsService } from './presets/stats-presets.service';
import { StatsReportSetting } from './reports/stats-report-setting.entity';
import { StatsReportSettingsRepository } from './reports/stats-report-settings.repository';
import { StatsReportSettingsService } from './reports/stats-report-settings.service';
import { StatsReportJobs } from './reports/stats-report.jobs';
import { StatsReportService } from './reports/stats-report.service';
import { StatsSpikesJobs } from './spikes/stats-spikes.jobs';
import { StatsSpikesRepository } from './spikes/stats-spikes.repository';
import { StatsSpikesService } from './spikes/stats-spikes.service';
import { StatsSettings } from './stats.settings';
import { StatsSummaryRepository } from './summary/stats-summary.repository';
import { StatsSummaryService } from './summary/stats-summary.service';

const services: Provider[] = [StatsImportsService, StatsPresetsService, StatsSummaryService, StatsReportSettingsService, StatsReportService, StatsSpikesService, StatsCollectService, ReconciliationService];

@Module({
  imports: [TypeOrmModule.forFeature([StatsImport, StatsPreset, StatsReportSetting, StatsCollectedReport]), BillingModule, NotificationsModule, FraudModule, DeliveryModule],
  providers: [StatsImportsRepository, StatsPresetsRepository, StatsLinesRepository, StatsCatalogueRepository, StatsSummaryRepository, StatsReportSettingsRepository, StatsReportJobs, StatsCollectedReportsRepository, StatsCollectJobs, settingsProvider(StatsSettings), StatsSpikesRepository, StatsSpikesJobs, ReconciliationRepository, ...services],
  exports: services,
})
export class StatsModule {}
