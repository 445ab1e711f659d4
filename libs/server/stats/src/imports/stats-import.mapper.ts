import type { StatsImportDetailResponse, StatsImportResponse } from '@soundpost/contracts';
import type { StatsImport } from './stats-import.entity';

export function toStatsImportResponse(i: StatsImport): StatsImportResponse {
  return {
    id: i.id,
    store_id: i.storeId,
    store_name: i.storeName,
    preset_id: i.presetId,
    format: i.format,
    file_name: i.fileName,
    message_id: i.messageId,
    first_day: i.firstDay,
    last_day: i.lastDay,
    lines_total: i.linesTotal,
    lines_matched: i.linesMatched,
    lines_unmatched: i.linesUnmatched,
    lines_rejected: i.linesRejected,
    streams_total: i.streamsTotal,
    days_replaced: i.daysReplaced,
    created_at: i.createdAt.toISOString(),
  };
}

export function toStatsImportDetail(
  i: StatsImport,
  parts: Pick<StatsImportDetailResponse, 'by_day' | 'by_store' | 'by_territory' | 'unmatched'>,
): StatsImportDetailResponse {
  return { ...toStatsImportResponse(i), ...parts, rejected: i.rejectedLines };
}
