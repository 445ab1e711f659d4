import type { Provider, Type } from '@nestjs/common';
import { LinkStatsController } from '../http/link-stats.controller';
import { LinkStatsRepository } from './link-stats.repository';
import { LinkStatsService } from './link-stats.service';

/** Reading the counts back for the artist (per day, store, channel, country) and CSV. */
export const LINK_STATS_PROVIDERS: Provider[] = [LinkStatsRepository, LinkStatsService];
export const LINK_STATS_CONTROLLERS: Type[] = [LinkStatsController];
