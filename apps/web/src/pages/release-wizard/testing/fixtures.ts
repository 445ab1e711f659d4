import type { ArtistDirectory, DistributionSettings, Release, Store, Track } from '../../../api/releases';

/** A release as the API answers it (docs/releases-api.md). */
export function wizardRelease(overrides: Partial<Release> = {}): Release {
  const id = overrides.id ?? overrides.release_id ?? 'r1';
  return {
    release_id: id,
    id,
    user_id: 'u1',
    title: null,
    artist: null,
    artist_roles: null,
    release_type: 'Single',
    type: 'Single',
    release_date: null,
    release_time: null,
    timezone: null,
    upc: null,
    catalog_number: null,
    label_name: null,
    p_line: null,
    pline_year: null,
    c_line: null,
    cline_year: null,
    genre_primary: null,
    genre_secondary: null,
    primary_artist_id: null,
    extra_artists: [],
    cover_art_url: null,
    cover_art_width: null,
    cover_art_height: null,
    workflow_stage: 'album_info',
    status: 'draft',
    created_at: '2030-01-01T10:00:00.000Z',
    tracks_count: 0,
    is_final: false,
    missing: [],
    limits: { max_extra_artists: 2, release_limit: 10 },
    ...overrides,
  };
}

export function wizardTrack(overrides: Partial<Track> = {}): Track {
  const id = overrides.id ?? overrides.track_id ?? 't1';
  return {
    id,
    track_id: id,
    release_id: 'r1',
    track_number: 1,
    title: 'Night Drive',
    subtitle: null,
    version: null,
    isrc: 'FRSP03000001',
    iswc: null,
    language_of_performance: null,
    is_instrumental: 0,
    is_explicit: 1,
    explicit: 0,
    primary_genre: null,
    secondary_genre: null,
    start_point_time: null,
    sound_recording_owner: null,
    recording_year: null,
    lyrics_transcription: null,
    contributors: [{ name: 'Nina Vega', role: 'Composer' }],
    p_line: null,
    pline_year: null,
    c_line: null,
    composers: null,
    authors: null,
    lyricists: null,
    producer: null,
    publishers: null,
    resource_reference: null,
    audio_file_url: '/api/files/audio/t1.wav?sig=abc',
    audio_url: '/api/files/audio/t1.wav?sig=abc',
    preview_url: '/api/files/audio/t1.wav?sig=abc',
    duration: 185.4,
    ...overrides,
  };
}

export const DIRECTORY: ArtistDirectory = {
  items: [
    { id: 'a1', name: 'Nina Vega', default_role: 'Primary Artist' },
    { id: 'a2', name: 'Leo Park', default_role: 'Producer' },
    { id: 'a3', name: 'Ava Stone', default_role: 'Featuring' },
    { id: 'a4', name: 'Max Rey', default_role: 'Remixer' },
  ],
  can_create: true,
  remaining: 3,
};

export const STORES: Store[] = [
  { id: 'spotify', name: 'Spotify', logo_url: '/api/stores/spotify/logo.svg', active: 1, supports_timed_release: 1, supports_content_id: 0, is_regional: 0, kind: 'streaming' },
  { id: 'apple-music', name: 'Apple Music', logo_url: '/api/stores/apple-music/logo.svg', active: 1, supports_timed_release: 1, supports_content_id: 0, is_regional: 0, kind: 'streaming' },
  { id: 'boomplay', name: 'Boomplay', logo_url: '/api/stores/boomplay/logo.svg', active: 1, supports_timed_release: 0, supports_content_id: 0, is_regional: 1, kind: 'regional' },
];

export const NO_SETTINGS: DistributionSettings = {
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
export function releaseRoute(release: Release, tracks: Track[] = []) {
  return { [`GET /artist/releases/${release.id}`]: { body: { release, tracks } } };
}
