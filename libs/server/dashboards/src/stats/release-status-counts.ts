import { normaliseReleaseStatus, type ReleaseStatus } from '@soundpost/contracts';

/**
 * Every spelling of "pending" that rows may hold (spec 002 §4 shows it as Pendente). Written out
 * rather than lower-cased in SQL so the pending-releases query can use an index on `status`.
 */
export const PENDING_STATUS_SPELLINGS: readonly string[] = ['pending', 'Pendente', 'pendente', 'PENDING'];

/** The dashboard's "approved releases": approved, and those already live in stores. */
const APPROVED_LIKE: readonly ReleaseStatus[] = ['approved', 'live'];

export interface StatusCount {
  status: string;
  count: number;
}

/** Approved and pending totals from per-status counts, whatever spelling (alias, Portuguese label) a row holds. */
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
