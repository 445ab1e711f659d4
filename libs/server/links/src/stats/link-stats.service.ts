import { Injectable } from '@nestjs/common';
import type { LinkStatsGroupBy, LinkStatsResponse, LinkStatsRow } from '@soundpost/contracts';
import { isUuid } from '@soundpost/server-core/ids';
import { LinksErrors } from '../links/links.errors';
import { CATALOGUE_NAMES } from '../links/links.service';
import { clickThrough } from '../links/link-urls';
import { ReleaseLinksRepository } from '../links/release-links.repository';
import { LinkStatsRepository } from './link-stats.repository';

/** A period and axis, checked at the edge (links.dto.ts). */
export interface LinkStatsPeriod {
  from: string;
  to: string;
  groupBy: LinkStatsGroupBy;
}

const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

export function countryLabel(code: string): string {
  if (code === 'ZZ') return 'Unknown';
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The counts of one of the artist's links read back by day, store, channel or country. */
@Injectable()
export class LinkStatsService {
  constructor(
    private readonly links: ReleaseLinksRepository,
    private readonly counts: LinkStatsRepository,
  ) {}

  /** The stats and the link's slug (the CSV's file name). */
  async read(userId: string, linkId: string, period: LinkStatsPeriod): Promise<{ stats: LinkStatsResponse; slug: string }> {
    const link = isUuid(linkId) ? await this.links.ownedById(userId, linkId) : null;
    if (!link) throw LinksErrors.notFound();
    const [rows, totals] = await Promise.all([
      this.counts.grouped(link.id, period.from, period.to, period.groupBy),
      this.counts.totals(link.id, period.from, period.to),
    ]);
    const out: LinkStatsRow[] = rows.map((r) => ({
      key: r.key,
      label: labelOf(period.groupBy, r.key),
      // A store's button is on every view of the page: its rate is over all of them.
      views: period.groupBy === 'store' ? totals.views : r.views,
      clicks: r.clicks,
      ctr: clickThrough(r.clicks, period.groupBy === 'store' ? totals.views : r.views),
    }));
    if (period.groupBy !== 'day') out.sort((a, b) => b.clicks - a.clicks || b.views - a.views || a.key.localeCompare(b.key));
    const stats: LinkStatsResponse = {
      link_id: link.id,
      from: period.from,
      to: period.to,
      group_by: period.groupBy,
      totals: { views: totals.views, clicks: totals.clicks, ctr: clickThrough(totals.clicks, totals.views) },
      rows: out,
    };
    return { stats, slug: link.slug };
  }
}

function labelOf(groupBy: LinkStatsGroupBy, key: string): string {
  switch (groupBy) {
    case 'store':
      return CATALOGUE_NAMES.get(key) ?? key;
    case 'channel':
      return key === '' ? 'Direct' : key;
    case 'country':
      return countryLabel(key);
    default:
      return key;
  }
}
