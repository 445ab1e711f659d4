import { ARTIST_ROLES, PRICE_TIERS, RELEASE_STATUSES, RELEASE_TYPES, RELEASE_WORKFLOW_STAGES, TERRITORY_MODES } from '@soundpost/contracts';
import { oa, SchemaObject } from '@soundpost/server-core/http';

// OpenAPI schemas of the releases API, field for field from the mappers (release.mapper.ts,
// track-response.ts, admin-release.mapper.ts, store.mapper.ts): the API fuzzer checks answers against them.

const extraArtist = oa.obj({ artist_id: oa.uuid, name: oa.str, role: oa.str });
const limits = oa.obj({ max_extra_artists: oa.int, release_limit: oa.int });

export const releaseSchema: SchemaObject = oa.obj({
  release_id: oa.uuid,
  id: oa.uuid,
  release_number: oa.int,
  user_id: oa.uuid,
  title: oa.nstr,
  artist: oa.nstr,
  artist_roles: oa.nstr,
  release_type: oa.str,
  type: oa.str,
  release_date: oa.nstr,
  release_time: oa.nstr,
  timezone: oa.nstr,
  upc: oa.nstr,
  catalog_number: oa.nstr,
  label_name: oa.nstr,
  p_line: oa.nstr,
  pline_year: oa.nint,
  c_line: oa.nstr,
  cline_year: oa.nint,
  genre_primary: oa.nstr,
  genre_secondary: oa.nstr,
  primary_artist_id: oa.nuuid,
  extra_artists: oa.arr(extraArtist),
  cover_art_url: oa.nstr,
  cover_art_width: oa.nint,
  cover_art_height: oa.nint,
  workflow_stage: oa.str,
  status: oa.str,
  status_comment: oa.nstr,
  submitted_at: oa.ndate,
  created_at: oa.date,
  updated_at: oa.date,
  tracks_count: oa.int,
  is_final: oa.bool,
  missing: oa.arr(oa.str),
  limits,
});

const distributionProperties = {
  release_date: oa.nstr,
  release_time: oa.nstr,
  timezone: oa.nstr,
  territory_mode: oa.str,
  territories: oa.arr(oa.str),
  store_ids: oa.arr(oa.str),
  content_id_opt_in: oa.flag,
  price_tier: oa.str,
};
export const distributionSchema: SchemaObject = oa.obj(distributionProperties);

export const trackSchema: SchemaObject = oa.obj({
  id: oa.uuid,
  track_id: oa.uuid,
  release_id: oa.uuid,
  track_number: oa.int,
  title: oa.str,
  subtitle: oa.nstr,
  version: oa.nstr,
  isrc: oa.nstr,
  iswc: oa.nstr,
  language_of_performance: oa.nstr,
  is_instrumental: oa.flag,
  is_explicit: oa.int,
  explicit: oa.flag,
  primary_genre: oa.nstr,
  secondary_genre: oa.nstr,
  genre: oa.nstr,
  start_point_time: oa.nstr,
  sound_recording_owner: oa.nstr,
  recording_year: oa.nstr,
  lyrics_transcription: oa.nstr,
  contributors: oa.arr(oa.obj({ name: oa.str, role: oa.str })),
  p_line: oa.nstr,
  pline_year: oa.nint,
  c_line: oa.nstr,
  composers: oa.nstr,
  authors: oa.nstr,
  lyricists: oa.nstr,
  producer: oa.nstr,
  publishers: oa.nstr,
  resource_reference: oa.nstr,
  audio_file_path: oa.nstr,
  audio_original_name: oa.nstr,
  audio_size: oa.nint,
  audio_content_type: oa.nstr,
  audio_hash_sum: oa.nstr,
  duration: oa.nnum,
  audio_codec: oa.nstr,
  audio_bitrate: oa.nint,
  audio_channels: oa.nint,
  audio_sampling_rate: oa.nint,
  audio_file_url: oa.nstr,
  audio_url: oa.nstr,
  preview_url: oa.nstr,
  deal_reference: oa.nstr,
  deal_commercial_model: oa.nstr,
  deal_use_type: oa.nstr,
  deal_excluded_territory: oa.nstr,
  deal_excluded_channel: oa.nstr,
  deal_price_type: oa.nstr,
  deal_start_date: oa.nstr,
  created_at: oa.date,
  updated_at: oa.date,
});

/** A track with its release ({ id, title, status }): the artist's track answers. */
export const trackWithReleaseSchema: SchemaObject = { allOf: [trackSchema, oa.obj({ release: oa.obj({ id: oa.uuid, release_number: oa.int, title: oa.nstr, status: oa.str }) })] };

const owner = oa.obj({ id: oa.uuid, name: oa.str, email: oa.str }, { nullable: true });

const adminRowProperties = {
  id: oa.uuid,
  release_id: oa.uuid,
  release_number: oa.int,
  user_id: oa.uuid,
  title: oa.nstr,
  artist_name: oa.nstr,
  artist: oa.nstr,
  upc: oa.nstr,
  catalog_number: oa.nstr,
  label: oa.nstr,
  label_name: oa.nstr,
  release_type: oa.str,
  genre_primary: oa.nstr,
  genre_secondary: oa.nstr,
  release_date: oa.nstr,
  workflow_stage: oa.str,
  status: oa.str,
  tracks_count: oa.int,
  owner_name: oa.nstr,
  owner_email: oa.nstr,
  user_name: oa.nstr,
  user_email: oa.nstr,
  cover_art_url: oa.nstr,
  created_at: oa.date,
};
export const adminReleaseRowSchema: SchemaObject = oa.obj(adminRowProperties);

export const adminReleaseDetailSchema: SchemaObject = oa.obj({
  ...adminRowProperties,
  ...distributionProperties,
  artist_roles: oa.nstr,
  type: oa.str,
  genre: oa.nstr,
  subgenre: oa.nstr,
  p_line: oa.nstr,
  pline_year: oa.nint,
  c_line: oa.nstr,
  cline_year: oa.nint,
  primary_artist_id: oa.nuuid,
  extra_artists: oa.arr(extraArtist),
  artwork_url: oa.nstr,
  cover_art_width: oa.nint,
  cover_art_height: oa.nint,
  status_comment: oa.nstr,
  status_changed_at: oa.ndate,
  submitted_at: oa.ndate,
  updated_at: oa.date,
  is_final: oa.bool,
  missing: oa.arr(oa.str),
  owner,
  distribution: distributionSchema,
  tracks: oa.arr(trackSchema),
});

export const adminTrackDetailSchema: SchemaObject = {
  allOf: [trackSchema, oa.obj({ release: oa.obj({ id: oa.uuid, release_number: oa.int, title: oa.nstr, status: oa.str, owner }) })],
};

export const storeSchema: SchemaObject = oa.obj({
  id: oa.str,
  name: oa.str,
  logo_url: oa.str,
  active: oa.flag,
  supports_timed_release: oa.flag,
  supports_content_id: oa.flag,
  is_regional: oa.flag,
  kind: oa.str,
});

export const directoryArtistSchema: SchemaObject = oa.obj({ id: oa.uuid, name: oa.str, default_role: oa.str, is_self: oa.bool });

// Request bodies, as the DTOs (`*.dto.ts`) accept them: a wizard step may send only its own keys;
// '' and null clear a field.
const nullableString = (maxLength: number): SchemaObject => ({ type: 'string', nullable: true, maxLength });
const year: SchemaObject = { type: 'integer', nullable: true, minimum: 1900, maximum: 2100 };

export const releaseUpdateBody: SchemaObject = {
  type: 'object',
  properties: {
    title: nullableString(255),
    release_date: { type: 'string', format: 'date', nullable: true },
    upc: nullableString(32),
    catalog_number: nullableString(64),
    label_name: nullableString(255),
    release_type: { type: 'string', enum: [...RELEASE_TYPES] },
    p_line: nullableString(255),
    c_line: nullableString(255),
    pline_year: year,
    cline_year: year,
    genre_primary: nullableString(100),
    genre_secondary: nullableString(100),
    primary_artist_id: oa.nuuid,
    workflow_stage: { type: 'string', enum: [...RELEASE_WORKFLOW_STAGES] },
    extra_artist_ids: oa.arr(oa.uuid),
    extra_artists: oa.arr(oa.obj({ artist_id: oa.uuid, role: { type: 'string', enum: [...ARTIST_ROLES] } }, { optional: ['role'] })),
  },
};

export const stageBody: SchemaObject = oa.obj({ workflow_stage: { type: 'string', enum: [...RELEASE_WORKFLOW_STAGES] } });

export const draftBody: SchemaObject = { type: 'object', properties: { force_new: { type: 'boolean', description: 'a new draft even when an untouched one exists' } } };

export const distributionBody: SchemaObject = {
  type: 'object',
  properties: {
    release_date: { type: 'string', format: 'date', nullable: true },
    release_time: { type: 'string', nullable: true, example: '09:30' },
    timezone: { type: 'string', nullable: true, example: 'Europe/Paris' },
    territory_mode: { type: 'string', enum: [...TERRITORY_MODES] },
    territories: oa.arr({ type: 'string', example: 'FR' }),
    store_ids: oa.arr({ type: 'string', example: 'spotify' }),
    content_id_opt_in: { type: 'integer', enum: [0, 1] },
    price_tier: { type: 'string', enum: [...PRICE_TIERS] },
  },
};

export const directoryArtistBody: SchemaObject = oa.obj(
  { name: { type: 'string', minLength: 1, maxLength: 255 }, default_role: { type: 'string', enum: [...ARTIST_ROLES] }, role: { type: 'string', enum: [...ARTIST_ROLES] } },
  { optional: ['default_role', 'role'] },
);

export const releaseStatusBody: SchemaObject = oa.obj(
  {
    status: { type: 'string', enum: [...RELEASE_STATUSES] },
    comment: { type: 'string', nullable: true, maxLength: 2000 },
    override_reason: {
      type: 'string',
      nullable: true,
      maxLength: 2000,
      description: 'Approving (or putting live) a release whose preflight check has errors: why staff go ahead anyway (kept on the release and audited). Without it such a decision answers 422 `preflight_failed` with the check.',
    },
  },
  { optional: ['comment', 'override_reason'] },
);

export const trackOrderBody: SchemaObject = oa.obj({ track_ids: oa.arr(oa.uuid) });

export const trackUpdateBody: SchemaObject = {
  type: 'object',
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 255 },
    subtitle: nullableString(255),
    version: nullableString(255),
    isrc: { type: 'string', nullable: true, example: 'USRC17607839' },
    iswc: nullableString(32),
    language_of_performance: nullableString(16),
    secondary_genre: nullableString(100),
    primary_genre: nullableString(100),
    start_point_time: { type: 'string', nullable: true, example: '00:30' },
    sound_recording_owner: nullableString(255),
    recording_year: { type: 'string', nullable: true, example: '2024' },
    lyrics_transcription: nullableString(20_000),
    contributors: oa.arr(oa.obj({ name: oa.str, role: oa.str })),
    p_line: nullableString(255),
    pline_year: year,
    c_line: nullableString(255),
    composers: nullableString(2000),
    authors: nullableString(2000),
    lyricists: nullableString(2000),
    producer: nullableString(2000),
    publishers: nullableString(2000),
    is_instrumental: { type: 'integer', enum: [0, 1] },
    is_explicit: { type: 'integer', enum: [1, 2, 3], description: '1 not explicit, 2 explicit, 3 cleaned' },
    explicit: { type: 'integer', enum: [0, 1], description: 'legacy flag, read only without is_explicit' },
    track_number: { type: 'integer', minimum: 1 },
    genre: { ...nullableString(100), description: 'alias of primary_genre, read only without it' },
    resource_reference: nullableString(255),
    deal_reference: nullableString(255),
    deal_commercial_model: nullableString(100),
    deal_use_type: nullableString(100),
    deal_excluded_territory: nullableString(2000),
    deal_excluded_channel: nullableString(2000),
    deal_price_type: nullableString(100),
    deal_start_date: { type: 'string', format: 'date', nullable: true },
  },
};
