import type { AdminLinkResponse, LinkChannelResponse, LinkState, LinkStoreButton, LinkTotals, ReleaseLinkResponse } from '@soundpost/contracts';
import type { AdminLinkRow, LinkRow } from './release-links.repository';

/** What the artist's answer adds to the row: worked out from the listings, counts and channels read beside it. */
export interface LinkExtras {
  url: string;
  state: LinkState;
  coverUrl: string | null;
  stores: LinkStoreButton[];
  channels: LinkChannelResponse[];
  totals: LinkTotals;
}

const iso = (d: Date | string | null): string | null => (d === null ? null : new Date(d).toISOString());

export function toReleaseLink(row: LinkRow, extras: LinkExtras): ReleaseLinkResponse {
  return {
    id: row.id,
    release_id: row.release_id,
    release_title: row.release_title,
    artist_name: row.artist_name,
    release_date: row.release_date,
    slug: row.slug,
    url: extras.url,
    state: extras.state,
    cover_url: extras.coverUrl,
    store_order: row.store_order ?? [],
    extra_links: row.extra_links ?? [],
    store_urls: row.store_urls ?? {},
    stores: extras.stores,
    channels: extras.channels,
    totals: extras.totals,
    created_at: iso(row.created_at) as string,
  };
}

export function toAdminLink(row: AdminLinkRow, url: string, state: LinkState): AdminLinkResponse {
  return {
    id: row.id,
    slug: row.slug,
    url,
    release_id: row.release_id,
    release_title: row.release_title,
    artist_name: row.artist_name,
    user_id: row.user_id,
    state,
    views: Number(row.views),
    clicks: Number(row.clicks),
    disabled_at: iso(row.disabled_at),
    disabled_reason: row.disabled_reason,
    created_at: iso(row.created_at) as string,
  };
}
