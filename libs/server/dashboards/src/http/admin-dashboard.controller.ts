import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { StaffOnly } from '@soundpost/server-auth';
import { ApiErrors, ApiJson } from '@soundpost/server-core/http';
import type { AdminDashboardResponse } from '@soundpost/contracts';
import { DashboardsService } from '../stats/dashboards.service';

/** The back office's dashboard. */
@ApiTags('admin: dashboard')
@StaffOnly()
@ApiErrors(503)
@Controller('admin/dashboard')
export class AdminDashboardController {
  constructor(private readonly dashboards: DashboardsService) {}

  @Get('stats')
  @ApiJson(200, 'AdminDashboardResponse', '`{ total_releases, total_users, users_with_active_plan, users_with_free_plan, total_royalties, currency_symbol, metrics: {same six}, recent: { users: [{ id, name, email, created_at }], releases: [{ id, title, artist, created_at, release_date, status }] } }`')
  stats(): Promise<AdminDashboardResponse> {
    return this.dashboards.forStaff();
  }
}
