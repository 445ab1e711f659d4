import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiJson } from '@soundpost/server-core/http';
import { AccountRoles, ArtistOnly, type AuthenticatedUser, CurrentUser } from '@soundpost/server-auth';
import type { ArtistDashboardResponse } from '@soundpost/contracts';
import { DashboardsService } from '../stats/dashboards.service';

/** The artist dashboard (/artist/dashboard): counters, balance, latest earnings month, newest releases. */
@ApiTags('dashboards')
@ApiErrors(503)
@Controller('artist/dashboard')
export class ArtistDashboardController {
  constructor(private readonly dashboards: DashboardsService) {}

  @Get()
  @ArtistOnly({ approved: true })
  @AccountRoles('read')
  @ApiJson(200, 'ArtistDashboardResponse', '`{ total_releases, total_tracks, approved_releases, pending_releases, total_tickets, open_tickets, active_plan: { id, plan_id, name, status, current_period_end } | null, wallet: { balance_cents, currency } | null (null for a role without money reading), latest_earnings: { month, amount_cents, currency } | null, recent_releases: [{ id, release_number, title, artist, status, cover_url, release_date }] }`')
  get(@CurrentUser() user: AuthenticatedUser): Promise<ArtistDashboardResponse> {
    return this.dashboards.forArtist(user.id, user.accountRole);
  }
}
