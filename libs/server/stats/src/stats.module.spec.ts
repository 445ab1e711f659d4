import { statsSchema } from './schema';

describe('stats domain', () => {
  it('declares every table its migrations create', () => {
    expect(statsSchema.ownedTables).toEqual(['stats_presets', 'stats_imports', 'stats_import_days', 'stats_daily_lines', 'stats_rollups', 'stats_report_settings', 'stats_collected_reports', 'stats_monthly_totals', 'stats_store_settings']);
    expect(statsSchema.ownedTables.length).toBeGreaterThanOrEqual(statsSchema.entities.length);
  });
});
