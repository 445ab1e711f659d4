import type { RoyaltyImportDetail, RoyaltyImportSummary } from '@soundpost/contracts';
import type { RoyaltyImport } from './royalty-import.entity';

export function toImportSummary(row: RoyaltyImport): RoyaltyImportSummary {
  return {
    id: row.id,
    store_id: row.storeId,
    store_name: row.storeName,
    period_start: row.periodStart,
    period_end: row.periodEnd,
    file_name: row.fileName,
    // numeric(20,10) answers trailing zeros; the rate as staff would write it.
    fx_rate: row.fxRate === null ? null : row.fxRate.replace(/\.?0+$/, ''),
    status: row.status,
    lines: row.linesCount,
    matched: row.matchedCount,
    unmatched: row.unmatchedCount,
    bad: row.badCount,
    revenue_cents: row.revenueCents,
    matched_cents: row.matchedCents,
    unmatched_cents: row.unmatchedCents,
    created_at: row.createdAt.toISOString(),
    posted_at: row.postedAt ? row.postedAt.toISOString() : null,
  };
}

export function toImportDetail(row: RoyaltyImport): RoyaltyImportDetail {
  return {
    ...toImportSummary(row),
    checksum: row.checksum,
    bad_lines: row.badLines,
    by_store: row.totals.by_store,
    by_territory: row.totals.by_territory,
    credited_cents: row.creditedCents,
    held_cents: row.heldCents,
  };
}
