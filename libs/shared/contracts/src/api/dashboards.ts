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

/** The wallet's available balance, as the wallet page shows it. */
export interface DashboardWalletResponse {
  balance_cents: number;
  currency: string;
}

/** The artist's own share in the newest month their statements hold. */
export interface DashboardEarningsResponse {
  /** 'YYYY-MM'. */
  month: string;
  amount_cents: number;
  currency: string;
}

/** One of the artist's newest releases, with the same signed cover link the releases list gives. */
export interface DashboardReleaseResponse {
  id: string;
  release_number: number;
  title: string | null;
  artist: string | null;
  status: string;
  cover_url: string | null;
  release_date: string | null;
}

/** GET /artist/dashboard: the artist's own counters, then their money and newest releases. */
export interface ArtistDashboardResponse {
  total_releases: number;
  total_tracks: number;
  approved_releases: number;
  pending_releases: number;
  total_tickets: number;
  open_tickets: number;
  active_plan: ActivePlanResponse | null;
  /** Null when the caller's role in the account does not read money (a manager). */
  wallet: DashboardWalletResponse | null;
  /** Null until a statement holds a line for the artist, and for a role that does not read money. */
  latest_earnings: DashboardEarningsResponse | null;
  /** Newest first, at most DASHBOARD_RECENT_RELEASES. */
  recent_releases: DashboardReleaseResponse[];
}

/** How many releases the artist's dashboard shows. */
export const DASHBOARD_RECENT_RELEASES = 4;

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
