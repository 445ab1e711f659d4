import { normaliseReleaseStatus, type ReleaseStatus } from '@soundpost/contracts';
import type { ReleaseStatusCount } from '@soundpost/server-releases';

// The pending spellings are the releases lib's knowledge; re-exported for the tallies' tests.
export { PENDING_STATUS_SPELLINGS } from '@soundpost/server-releases';

const APPROVED_LIKE: readonly ReleaseStatus[] = ['approved', 'live'];

export type StatusCount = ReleaseStatusCount;

export function tallyReleaseStatuses(rows: readonly StatusCount[]): { total: number; approved: number; pending: number } {
  let total = 0;
  let approved = 0;
  let pending = 0;
  for (const { status, count } of rows) {
    total += count;
    const normalised = normaliseReleaseStatus(status);
    if (normalised && APPROVED_LIKE.includes(normalised)) approved += count;
    if (normalised === 'pending') pending += count;
  }
  return { total, approved, pending };
}
