import type { Provider, Type } from '@nestjs/common';

/** Reading the counts back for the artist (per day, store, channel, country) and CSV. */
export const LINK_STATS_PROVIDERS: Provider[] = [];
export const LINK_STATS_CONTROLLERS: Type[] = [];
