export * from './stats.module';
export * from './stats-http.module';
export { StatsImportsService, type ImportTrendsInput, type TrendFile } from './imports/stats-imports.service';
export { validateStatsImportForm } from './http/stats.dto';
export { STATS_USER_DATA } from './user-data/stats-user-data';
export { seedStats } from './seed/stats.seed';
export { StatsReportService } from './reports/stats-report.service';
export { STATS_REPORT_SCHEDULE } from './reports/stats-report.jobs';
