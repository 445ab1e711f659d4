import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReleasesModule } from '@soundpost/server-releases';
import { LinkDailyCount } from './counting/link-daily-count.entity';
import { LinkFan } from './fans/link-fan.entity';
import { LinkChannel } from './links/link-channel.entity';
import { ReleaseLink } from './links/release-link.entity';
import { LinkPresave } from './presave/link-presave.entity';
import { FANS_PROVIDERS } from './fans/fans.providers';
import { LINKS_PROVIDERS } from './links/links.providers';
import { PROMO_PROVIDERS } from './promo/promo.providers';
import { PUBLIC_PROVIDERS } from './public/public.providers';
import { LINK_STATS_PROVIDERS } from './stats/stats.providers';

const providers = [...LINKS_PROVIDERS, ...LINK_STATS_PROVIDERS, ...PUBLIC_PROVIDERS, ...PROMO_PROVIDERS, ...FANS_PROVIDERS];

@Module({
  imports: [TypeOrmModule.forFeature([ReleaseLink, LinkChannel, LinkDailyCount, LinkFan, LinkPresave]), ReleasesModule],
  providers,
  exports: providers,
})
export class LinksModule {}
