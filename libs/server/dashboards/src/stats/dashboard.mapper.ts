import { normaliseReleaseStatus } from '@soundpost/contracts';
import type { BillingStatusResponse } from '@soundpost/server-billing';
import type { UserSummaryRow } from '@soundpost/server-auth';
import type { PendingReleaseRow } from '@soundpost/server-releases';

export interface ActivePlanResponse {
  /** The subscription's id. */
  id: string;
  plan_id: string;
  name: string;
  status: string;
  current_period_end: Date | null;
}

export interface RecentUserResponse {
  id: string;
  name: string;
  email: string;
  created_at: Date;
}

export interface RecentReleaseResponse {
  id: string;
  title: string | null;
  artist: string | null;
  created_at: Date;
  release_date: string | null;
  status: string;
}

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
  return { id: row.id, name: row.name, email: row.email, created_at: row.created_at };
}

/** The status goes out in English whatever spelling the row holds (the back office shows its own label). */
export function toRecentRelease(row: PendingReleaseRow): RecentReleaseResponse {
  return {
    id: row.id,
    title: row.title,
    artist: row.artist,
    created_at: row.created_at,
    release_date: row.release_date,
    status: normaliseReleaseStatus(row.status) ?? row.status,
  };
}

/** Cents to the dashboard's money number: euros with two decimals (1349 → 13.49). */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}
