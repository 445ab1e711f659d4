import type { DomainSchema } from '@soundpost/server-core/database';
import { StatsCollectedReport } from './collect/stats-collected-report.entity';
import { StatsImport } from './imports/stats-import.entity';
import { Stats1795903321786 } from './migrations/1795903321786-stats';
import { StatsReportSettings1795903321787 } from './migrations/1795903321787-stats-report-settings';
import { StatsReconciliation1795915600000 } from './migrations/1795915600000-stats-reconciliation';
import { StatsRollupsKeyByDay1795915700000 } from './migrations/1795915700000-stats-rollups-key-by-day';
import { StatsCollectedReports1795903321795 } from './migrations/1795903321795-stats-collected-reports';
import { StatsPreset } from './presets/stats-preset.entity';
import { StatsReportSetting } from './reports/stats-report-setting.entity';

export { StatsCollectedReport, StatsImport, StatsPreset, StatsReportSetting };

export const statsSchema: DomainSchema = {
  entities: [StatsImport, StatsPreset, StatsReportSetting, StatsCollectedReport],
  migrations: [Stats1795903321786, StatsReportSettings1795903321787, StatsCollectedReports1795903321795, StatsReconciliation1795915600000, StatsRollupsKeyByDay1795915700000],
  ownedTables: ['stats_presets', 'stats_imports', 'stats_import_days', 'stats_daily_lines', 'stats_rollups', 'stats_report_settings', 'stats_collected_reports', 'stats_monthly_totals', 'stats_store_settings'],
};
