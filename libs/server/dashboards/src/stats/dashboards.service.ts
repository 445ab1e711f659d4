import { Injectable } from '@nestjs/common';
import { type AccountRole, ARTIST_ROLE_NAME, DASHBOARD_RECENT_RELEASES, ROLE_GROUPS } from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { PlanStatsService, SubscriptionsService } from '@soundpost/server-billing';
import { ReleaseStatsService } from '@soundpost/server-releases';
import { RoyaltyStatementsService } from '@soundpost/server-royalties';
import { TicketStatsService } from '@soundpost/server-support';
import { RoyaltyStatsService, WalletsService } from '@soundpost/server-wallet';
import type { AdminDashboardMetrics, AdminDashboardResponse, ArtistDashboardResponse } from '@soundpost/contracts';
import { centsToAmount, toActivePlan, toRecentRelease, toRecentUser } from './dashboard.mapper';
import { tallyReleaseStatuses } from './release-status-counts';

export const RECENT_ACTIVITY_LIMIT = 10;
/** Royalties are paid into EUR wallets. */
export const DASHBOARD_CURRENCY_SYMBOL = '€';
export const DASHBOARD_CURRENCY = 'EUR';

@Injectable()
export class DashboardsService {
  constructor(
    private readonly releases: ReleaseStatsService,
    private readonly users: UserSummariesService,
    private readonly plans: PlanStatsService,
    private readonly tickets: TicketStatsService,
    private readonly royalties: RoyaltyStatsService,
    private readonly subscriptions: SubscriptionsService,
    private readonly wallets: WalletsService,
    private readonly statements: RoyaltyStatementsService,
  ) {}

  /** The account's dashboard as `role` may see it: the balance and earnings only for the roles that read money. */
  async forArtist(userId: string, role: AccountRole): Promise<ArtistDashboardResponse> {
    const readsMoney = role === 'owner' || (ROLE_GROUPS.moneyRead as readonly AccountRole[]).includes(role);
    const [statusCounts, tracks, tickets, billing, wallet, latestEarnings, newest] = await Promise.all([
      this.releases.statusCountsFor(userId),
      this.releases.trackCountFor(userId),
      this.tickets.countsFor(userId),
      this.subscriptions.status(userId),
      readsMoney ? this.wallets.balanceOf(userId) : null,
      readsMoney ? this.statements.latestMonth(userId) : null,
      this.releases.newestOf(userId, DASHBOARD_RECENT_RELEASES),
    ]);
    const releases = tallyReleaseStatuses(statusCounts);
    return {
      total_releases: releases.total,
      total_tracks: tracks,
      approved_releases: releases.approved,
      pending_releases: releases.pending,
      total_tickets: tickets.total,
      open_tickets: tickets.open,
      active_plan: toActivePlan(billing),
      wallet,
      latest_earnings: latestEarnings,
      recent_releases: newest,
    };
  }

  async forStaff(): Promise<AdminDashboardResponse> {
    const [totalReleases, artists, royaltyCents, users, releases] = await Promise.all([
      this.releases.totalCount(),
      this.plans.planCountsForRole(ARTIST_ROLE_NAME),
      this.royalties.totalRoyaltiesCents(),
      this.users.newestWithRole(ARTIST_ROLE_NAME, RECENT_ACTIVITY_LIMIT),
      this.releases.oldestPending(RECENT_ACTIVITY_LIMIT),
    ]);
    const metrics: AdminDashboardMetrics = {
      total_releases: totalReleases,
      total_users: artists.accounts,
      users_with_active_plan: artists.paid,
      users_with_free_plan: artists.accounts - artists.paid,
      total_royalties: centsToAmount(royaltyCents),
      total_royalties_cents: royaltyCents,
      currency: DASHBOARD_CURRENCY,
      currency_symbol: DASHBOARD_CURRENCY_SYMBOL,
    };
    return { ...metrics, metrics, recent: { users: users.map(toRecentUser), releases: releases.map(toRecentRelease) } };
  }
}
