// Answers of the artist's dashboard and the back office's dashboard.

/** The artist's current subscription as the dashboard card shows it. */
export interface ActivePlanResponse {
  /** The subscription's id. */
  id: string;
  plan_id: string;
  name: string;
  status: string;
  current_period_end: string | null;
}

/** GET /artist/dashboard: the artist's own counters. */
export interface ArtistDashboardResponse {
  total_releases: number;
  total_tracks: number;
  approved_releases: number;
  pending_releases: number;
  total_tickets: number;
  open_tickets: number;
  active_plan: ActivePlanResponse | null;
}

export interface AdminDashboardMetrics {
  total_releases: number;
  total_users: number;
  users_with_active_plan: number;
  users_with_free_plan: number;
  /** Decimal amount, kept for older clients; `total_royalties_cents` is authoritative. */
  total_royalties: number;
  total_royalties_cents: number;
  currency: string;
  currency_symbol: string;
}

export interface RecentUserResponse {
  id: string;
  name: string;
  email: string;
  created_at: string;
}

export interface RecentReleaseResponse {
  id: string;
  title: string | null;
  artist: string | null;
  created_at: string;
  release_date: string | null;
  status: string;
}

/** GET /admin/dashboard/stats: the metrics at the top level and under `metrics`. */
export interface AdminDashboardResponse extends AdminDashboardMetrics {
  metrics: AdminDashboardMetrics;
  recent: { users: RecentUserResponse[]; releases: RecentReleaseResponse[] };
}
