import { Module } from '@nestjs/common';
import { DashboardsModule } from './dashboards.module';
import { AdminDashboardController } from './http/admin-dashboard.controller';
import { ArtistDashboardController } from './http/artist-dashboard.controller';

@Module({ imports: [DashboardsModule], controllers: [ArtistDashboardController, AdminDashboardController] })
export class DashboardsHttpModule {}
