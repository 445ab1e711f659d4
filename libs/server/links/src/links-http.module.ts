import { Module } from '@nestjs/common';
import { FANS_CONTROLLERS } from './fans/fans.providers';
import { LinksModule } from './links.module';
import { LINKS_CONTROLLERS } from './links/links.providers';
import { PROMO_CONTROLLERS } from './promo/promo.providers';
import { PUBLIC_CONTROLLERS } from './public/public.providers';
import { LINK_STATS_CONTROLLERS } from './stats/stats.providers';

@Module({
  imports: [LinksModule],
  controllers: [...LINKS_CONTROLLERS, ...LINK_STATS_CONTROLLERS, ...PUBLIC_CONTROLLERS, ...PROMO_CONTROLLERS, ...FANS_CONTROLLERS],
})
export class LinksHttpModule {}
