import { normaliseReleaseStatus } from '@soundpost/contracts';
import type { ActivePlanResponse, BillingStatusResponse, RecentReleaseResponse, RecentUserResponse } from '@soundpost/contracts';
import type { UserSummaryRow } from '@soundpost/server-auth';
import type { PendingReleaseRow } from '@soundpost/server-releases';

const iso = (value: Date | string): string => (value instanceof Date ? value.toISOString() : value);

export function toActivePlan(billing: BillingStatusResponse): ActivePlanResponse | null {
  const { subscription, plan } = billing;
  if (!subscription) return null;
  return {
    id: subscription.id,
    plan_id: subscription.plan_id,
    name: plan?.name ?? '',
    status: subscription.status,
    current_period_end: subscription.current_period_end,
  };
}

export function toRecentUser(row: UserSummaryRow): RecentUserResponse {
  return { id: row.id, name: row.name, email: row.email, created_at: iso(row.created_at) };
}

/** The status goes out in English whatever spelling the row holds (the back office shows its own label). */
export function toRecentRelease(row: PendingReleaseRow): RecentReleaseResponse {
  return {
    id: row.id,
    title: row.title,
    artist: row.artist,
    created_at: iso(row.created_at),
    release_date: row.release_date,
    status: normaliseReleaseStatus(row.status) ?? row.status,
  };
}

/** Cents to the dashboard's money number: euros with two decimals (1349 → 13.49). */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}
