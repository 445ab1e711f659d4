import type { StatsCollectedReportResponse } from '@soundpost/contracts';
import type { StatsCollectedReport } from './stats-collected-report.entity';

export function toStatsCollectedReportResponse(r: StatsCollectedReport): StatsCollectedReportResponse {
  return {
    id: r.id,
    store_id: r.storeId,
    store_name: r.storeName,
    file_name: r.fileName,
    outcome: r.outcome,
    import_id: r.importId,
    reason: r.reason,
    collected_at: r.collectedAt.toISOString(),
  };
}
