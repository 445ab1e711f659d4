/** One kind of record a domain holds about a user, and how many. */
export interface HeldDataCount {
  /** Stable key within the domain (`releases`, `payout_requests`). */
  key: string;
  /** What staff read (`Releases`, `Payout requests`). */
  label: string;
  count: number;
}

/** GET /api/admin/users/{id}/data-held: every domain's counts, in the registry's order. */
export interface UserHeldDataResponse {
  user_id: string;
  domains: Array<{ domain: string; items: HeldDataCount[] }>;
  total: number;
}
