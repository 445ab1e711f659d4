import type { DomainSchema } from '@soundpost/server-core/database';
import { StatsImport } from './imports/stats-import.entity';
import { Stats1795903321786 } from './migrations/1795903321786-stats';
import { StatsPreset } from './presets/stats-preset.entity';

export { StatsImport, StatsPreset };

export const statsSchema: DomainSchema = {
  entities: [StatsImport, StatsPreset],
  migrations: [Stats1795903321786],
  ownedTables: ['stats_presets', 'stats_imports', 'stats_import_days', 'stats_daily_lines', 'stats_rollups'],
};
