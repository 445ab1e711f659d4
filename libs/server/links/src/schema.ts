import type { DomainSchema } from '@soundpost/server-core/database';
import { LinkDailyCount } from './counting/link-daily-count.entity';
import { LinkFan } from './fans/link-fan.entity';
import { LinkChannel } from './links/link-channel.entity';
import { ReleaseLink } from './links/release-link.entity';
import { Links1795926161054 } from './migrations/1795926161054-links';
import { LinkPresave } from './presave/link-presave.entity';

export { LinkChannel, LinkDailyCount, LinkFan, LinkPresave, ReleaseLink };

export const linksSchema: DomainSchema = {
  entities: [ReleaseLink, LinkChannel, LinkDailyCount, LinkFan, LinkPresave],
  migrations: [Links1795926161054],
  ownedTables: ['release_links', 'link_channels', 'link_daily_counts', 'link_fans', 'link_presaves'],
};
