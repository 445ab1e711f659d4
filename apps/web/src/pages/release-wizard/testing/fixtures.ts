import type { ArtistDirectoryResponse, DistributionSettingsResponse, ReleaseResponse, StoreResponse, TrackResponse } from '@soundpost/contracts';
import { releaseFixture, trackFixture } from '../../releases/fixtures';

/** A fresh draft as the API answers it (docs/releases-api.md): the catalogue's release fixture, emptied. */
export function wizardRelease(overrides: Partial<ReleaseResponse> = {}): ReleaseResponse {
  return releaseFixture({
    title: null,
    artist: null,
    artist_roles: null,
    release_date: null,
    upc: null,
    catalog_number: null,
    label_name: null,
    p_line: null,
    pline_year: null,
    c_line: null,
    cline_year: null,
    genre_primary: null,
    primary_artist_id: null,
    cover_art_width: null,
    cover_art_height: null,
    tracks_count: 0,
    ...overrides,
  });
}

/** An uploaded track as the wizard's list shows it. */
export function wizardTrack(overrides: Partial<TrackResponse> = {}): TrackResponse {
  return trackFixture({ primary_genre: null, contributors: [{ name: 'Nina Vega', role: 'Composer' }], release: undefined, ...overrides });
}

export const DIRECTORY: ArtistDirectoryResponse = {
  items: [
    { id: 'a1', name: 'Nina Vega', default_role: 'Primary Artist', is_self: false },
    { id: 'a2', name: 'Leo Park', default_role: 'Producer', is_self: false },
    { id: 'a3', name: 'Ava Stone', default_role: 'Featuring', is_self: false },
    { id: 'a4', name: 'Max Rey', default_role: 'Remixer', is_self: false },
  ],
  can_create: true,
  remaining: 3,
};

export const STORES: StoreResponse[] = [
  { id: 'spotify', name: 'Spotify', logo_url: '/api/stores/spotify/logo.svg', active: 1, supports_timed_release: 1, supports_content_id: 0, is_regional: 0, kind: 'streaming' },
  { id: 'apple-music', name: 'Apple Music', logo_url: '/api/stores/apple-music/logo.svg', active: 1, supports_timed_release: 1, supports_content_id: 0, is_regional: 0, kind: 'streaming' },
  { id: 'boomplay', name: 'Boomplay', logo_url: '/api/stores/boomplay/logo.svg', active: 1, supports_timed_release: 0, supports_content_id: 0, is_regional: 1, kind: 'regional' },
];

export const NO_SETTINGS: DistributionSettingsResponse = {
  release_date: null,
  release_time: null,
  timezone: null,
  territory_mode: 'worldwide',
  territories: [],
  store_ids: [],
  content_id_opt_in: 0,
  price_tier: 'standard',
};

/** GET /artist/releases/{id} answering `release` with `tracks`. */
export function releaseRoute(release: ReleaseResponse, tracks: TrackResponse[] = []) {
  return { [`GET /artist/releases/${release.id}`]: { body: { release, tracks } } };
}
