import type { LinkStatsResponse, LinkStatsRow, ReleaseLinkResponse } from '@soundpost/contracts';
import type { MockRequest } from '../../testing/mock-api';

/** A link as GET /artist/links answers it. */
export function linkFixture(overrides: Partial<ReleaseLinkResponse> = {}): ReleaseLinkResponse {
  return {
    id: 'link-1',
    release_id: 'rel-1',
    release_title: 'Midnight Drive',
    artist_name: 'Nova Lane',
    release_date: '2026-12-01',
    slug: 'nova-lane-midnight-drive',
    url: 'https://soundpost.test/l/nova-lane-midnight-drive',
    state: 'live',
    cover_url: null,
    store_order: [],
    extra_links: [],
    store_urls: {},
    stores: [
      { store_id: 'spotify', store_name: 'Spotify', url: 'https://open.spotify.com/album/1', source: 'store' },
      { store_id: 'deezer', store_name: 'Deezer', url: 'https://www.deezer.com/search/123', source: 'search' },
    ],
    channels: [],
    totals: { views: 200, clicks: 50, ctr: 0.25 },
    created_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

const row = (key: string, label: string, views: number, clicks: number): LinkStatsRow => ({ key, label, views, clicks, ctr: views ? clicks / views : null });

export const STATS_ROWS: Record<string, LinkStatsRow[]> = {
  day: [row('2026-11-01', '2026-11-01', 120, 30), row('2026-11-02', '2026-11-02', 80, 20)],
  store: [row('spotify', 'Spotify', 0, 35), row('deezer', 'Deezer', 0, 15)].map((r) => ({ ...r, ctr: r.clicks / 200 })),
  channel: [row('', '', 150, 40), row('instagram', 'instagram', 50, 10)],
  country: [row('PT', 'Portugal', 190, 49), row('ZZ', 'Unknown', 10, 1)],
};

/** GET /artist/links/{id}/stats for the request's range and grouping. */
export function statsAnswer(req: MockRequest): { body: LinkStatsResponse } {
  const group = (req.query.get('group_by') ?? 'day') as LinkStatsResponse['group_by'];
  return {
    body: {
      link_id: 'link-1',
      from: req.query.get('from') ?? '',
      to: req.query.get('to') ?? '',
      group_by: group,
      totals: { views: 200, clicks: 50, ctr: 0.25 },
      rows: STATS_ROWS[group] ?? [],
    },
  };
}
