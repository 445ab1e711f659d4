import { RECONCILIATION_RULES, type ReconciliationStatus } from '@soundpost/contracts';

export interface ReconciliationInput {
  /** YYYY-MM-01. */
  month: string;
  streamed: number;
  paidUnits: number;
  /** A posted royalty import of the store covers some of the month. */
  covered: boolean;
  lagDays: number;
  /** YYYY-MM-DD. */
  today: string;
}

export interface Reconciled {
  status: ReconciliationStatus;
  dueDate: string;
  /** Unpaid share of the streams in percent, one decimal, when the status is `gap`. */
  gapPercent: number | null;
}

const DAY_MS = 86_400_000;

/** The month's last day plus the lag: the day the store's statement is due. */
export function dueDate(month: string, lagDays: number): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0) + lagDays * DAY_MS).toISOString().slice(0, 10);
}

/** More than gapPercent of the streams unpaid, in whole numbers (no float at the boundary). Paid above streamed is no gap. */
export function isGap(streamed: number, paidUnits: number): boolean {
  return streamed > 0 && (streamed - paidUnits) * 100 > RECONCILIATION_RULES.gapPercent * streamed;
}

export const gapPercent = (streamed: number, paidUnits: number): number => Math.round(((streamed - paidUnits) / streamed) * 1000) / 10;

/** The reconciliation rule for one (track, store, month); docs/statistics.md, "Reconciliation". */
export function reconcile(i: ReconciliationInput): Reconciled {
  const due = dueDate(i.month, i.lagDays);
  if (i.today < due) return { status: 'pending', dueDate: due, gapPercent: null };
  if (!i.covered) return { status: 'late', dueDate: due, gapPercent: null };
  if (isGap(i.streamed, i.paidUnits)) return { status: 'gap', dueDate: due, gapPercent: gapPercent(i.streamed, i.paidUnits) };
  return { status: 'ok', dueDate: due, gapPercent: null };
}

/** The same rule in SQL, for the staff lists that must filter and page by it; the columns are the caller's expressions. */
export function reconciliationStatusSql(c: { month: string; lagDays: string; streamed: string; paid: string; covered: string; today: string }): string {
  return `CASE WHEN ${c.today} < (${c.month} + interval '1 month' - interval '1 day')::date + ${c.lagDays} THEN 'pending'
               WHEN NOT ${c.covered} THEN 'late'
               WHEN ${c.streamed} > 0 AND (${c.streamed} - ${c.paid}) * 100 > ${RECONCILIATION_RULES.gapPercent} * ${c.streamed} THEN 'gap'
               ELSE 'ok' END`;
}

const SEVERITY: Record<ReconciliationStatus, number> = { gap: 3, late: 2, pending: 1, ok: 0 };

/** A month's or a store's status: the worst of its tracks'. */
export function worstStatus(statuses: ReconciliationStatus[]): ReconciliationStatus {
  return statuses.reduce<ReconciliationStatus>((worst, s) => (SEVERITY[s] > SEVERITY[worst] ? s : worst), 'ok');
}
