import type { DomainSchema } from '@soundpost/server-core/database';
import { StatsImport } from './imports/stats-import.entity';
import { Stats1795903321786 } from './migrations/1795903321786-stats';
import { StatsReportSettings1795903321787 } from './migrations/1795903321787-stats-report-settings';
import { StatsPreset } from './presets/stats-preset.entity';
import { StatsReportSetting } from './reports/stats-report-setting.entity';

export { StatsImport, StatsPreset, StatsReportSetting };

export const statsSchema: DomainSchema = {
  entities: [StatsImport, StatsPreset, StatsReportSetting],
  migrations: [Stats1795903321786, StatsReportSettings1795903321787],
  ownedTables: ['stats_presets', 'stats_imports', 'stats_import_days', 'stats_daily_lines', 'stats_rollups', 'stats_report_settings'],
};
