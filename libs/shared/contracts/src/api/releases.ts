// Requests and answers of the release, track, artist directory and store calls (artist and staff).

import type { PriceTier, TerritoryMode } from '../constants/catalog';
import type { PageMeta } from '../http/pagination';
import type { MessageResponse } from './common';

export interface ExtraArtistResponse {
  artist_id: string;
  name: string;
  role: string;
}

export interface ReleaseLimitsResponse {
  /** -1 unlimited. */
  max_extra_artists: number;
  release_limit: number;
  /** How many stores a release may go to on the artist's plan; null: every store. */
  store_limit: number | null;
}

/** The Release object of the artist API. */
export interface ReleaseResponse {
  release_id: string;
  id: string;
  /** The short platform-wide number people quote, shown as '#1042' (formatReleaseNumber). */
  release_number: number;
  user_id: string;
  title: string | null;
  artist: string | null;
  artist_roles: string | null;
  release_type: string;
  type: string;
  release_date: string | null;
  release_time: string | null;
  timezone: string | null;
  upc: string | null;
  catalog_number: string | null;
  label_name: string | null;
  p_line: string | null;
  pline_year: number | null;
  c_line: string | null;
  cline_year: number | null;
  genre_primary: string | null;
  genre_secondary: string | null;
  primary_artist_id: string | null;
  extra_artists: ExtraArtistResponse[];
  cover_art_url: string | null;
  cover_art_width: number | null;
  cover_art_height: number | null;
  workflow_stage: string;
  status: string;
  status_comment: string | null;
  submitted_at: string | null;
  created_at: string;
  updated_at: string;
  tracks_count: number;
  is_final: boolean;
  /** What submit still needs, by name ('Title', 'Artwork', ...). */
  missing: string[];
  limits: ReleaseLimitsResponse;
}

/** GET and PUT /artist/releases/:id/distribution (the PUT body has the same fields). */
export interface DistributionSettingsResponse {
  release_date: string | null;
  release_time: string | null;
  timezone: string | null;
  territory_mode: TerritoryMode;
  territories: string[];
  store_ids: string[];
  content_id_opt_in: 0 | 1;
  price_tier: PriceTier;
}

/** The PUT /artist/releases/:id/distribution body. */
export type DistributionSettingsRequest = Readonly<Omit<DistributionSettingsResponse, 'territories' | 'store_ids'>> & {
  readonly territories: readonly string[];
  readonly store_ids: readonly string[];
};

export interface TrackContributor {
  name: string;
  role: string;
}

/** The Track object: every column in snake_case plus the aliases older screens read. */
export interface TrackResponse {
  id: string;
  track_id: string;
  release_id: string;
  track_number: number;
  title: string;
  subtitle: string | null;
  version: string | null;
  isrc: string | null;
  iswc: string | null;
  language_of_performance: string | null;
  is_instrumental: 0 | 1;
  /** 1 not explicit, 2 explicit, 3 clean. */
  is_explicit: number;
  /** Legacy 0/1: 1 only for explicit (2). */
  explicit: 0 | 1;
  primary_genre: string | null;
  secondary_genre: string | null;
  genre: string | null;
  start_point_time: string | null;
  sound_recording_owner: string | null;
  recording_year: string | null;
  lyrics_transcription: string | null;
  contributors: TrackContributor[];
  p_line: string | null;
  pline_year: number | null;
  c_line: string | null;
  composers: string | null;
  authors: string | null;
  lyricists: string | null;
  producer: string | null;
  publishers: string | null;
  resource_reference: string | null;
  audio_file_path: string | null;
  audio_original_name: string | null;
  audio_size: number | null;
  audio_content_type: string | null;
  audio_hash_sum: string | null;
  duration: number | null;
  audio_codec: string | null;
  audio_bitrate: number | null;
  audio_channels: number | null;
  audio_sampling_rate: number | null;
  audio_file_url: string | null;
  audio_url: string | null;
  preview_url: string | null;
  deal_reference: string | null;
  deal_commercial_model: string | null;
  deal_use_type: string | null;
  deal_excluded_territory: string | null;
  deal_excluded_channel: string | null;
  deal_price_type: string | null;
  deal_start_date: string | null;
  created_at: string;
  updated_at: string;
}

/** A single track of the artist API names its release. */
export type TrackWithReleaseResponse = TrackResponse & { release: { id: string; release_number: number; title: string | null; status: string } };

export interface ReleaseListResponse {
  releases: ReleaseResponse[];
}

/** POST /artist/releases/draft. */
export interface DraftReleaseResponse {
  release_id: string;
  id: string;
  release: ReleaseResponse;
}

export interface DraftReleaseRequest {
  force_new?: boolean;
}

/** GET /artist/releases/:id and the read-only /artist/releasess/:id. */
export interface ReleaseWithTracksResponse {
  release: ReleaseResponse;
  tracks: TrackResponse[];
}

export interface ReleaseAnswer {
  release: ReleaseResponse;
}

/** PUT /artist/releases/:id, POST .../submit, POST .../artwork. */
export type ReleaseChangedResponse = ReleaseAnswer & MessageResponse;

/** The PUT /artist/releases/:id body (album info). */
export interface ReleaseUpdateRequest {
  title?: string | null;
  release_date?: string | null;
  upc?: string | null;
  catalog_number?: string | null;
  label_name?: string | null;
  release_type?: string;
  p_line?: string | null;
  pline_year?: number | null;
  c_line?: string | null;
  cline_year?: number | null;
  genre_primary?: string | null;
  genre_secondary?: string | null;
  primary_artist_id?: string | null;
  extra_artist_ids?: readonly { readonly artist_id: string; readonly role: string }[];
  /** The same list under a cleaner name, read only when extra_artist_ids is absent. */
  extra_artists?: readonly { readonly artist_id: string; readonly role: string }[];
  workflow_stage?: string;
}

export interface ReleaseStageRequest {
  workflow_stage: string;
}

export interface DistributionSettingsAnswer {
  settings: DistributionSettingsResponse;
}

export type DistributionSettingsChangedResponse = DistributionSettingsAnswer & MessageResponse;

export interface TrackListResponse {
  tracks: TrackResponse[];
}

export type TracksReorderedResponse = TrackListResponse & MessageResponse;

export interface TrackOrderRequest {
  track_ids: readonly string[];
}

export interface TrackAnswer {
  track: TrackWithReleaseResponse;
}

/** PUT /artist/tracks/:id and POST /artist/releases/:id/tracks (upload). */
export type TrackChangedResponse = TrackAnswer & MessageResponse;

/** Track fields the server sets itself (identity, the audio file and its analysis, times): not in an update. */
type TrackServerFields =
  | 'id'
  | 'track_id'
  | 'release_id'
  | 'audio_file_path'
  | 'audio_original_name'
  | 'audio_size'
  | 'audio_content_type'
  | 'audio_hash_sum'
  | 'duration'
  | 'audio_codec'
  | 'audio_bitrate'
  | 'audio_channels'
  | 'audio_sampling_rate'
  | 'audio_file_url'
  | 'audio_url'
  | 'preview_url'
  | 'created_at'
  | 'updated_at';

/** The PUT /artist/tracks/:id body: any editable track field. */
export type TrackUpdateRequest = Partial<Omit<TrackResponse, TrackServerFields>>;

export interface DirectoryArtistResponse {
  id: string;
  name: string;
  default_role: string;
  /** The artist's own entry (their identity step's name): the wizard preselects it as primary artist. */
  is_self: boolean;
}

/** GET /artist/artists. */
export interface ArtistDirectoryResponse {
  items: DirectoryArtistResponse[];
  can_create: boolean;
  /** -1 when the plan has no limit. The artist's own entry does not count against it. */
  remaining: number;
}

export interface DirectoryArtistRequest {
  name: string;
  role: string;
  /** The older spelling of `role`, read when `role` is absent. */
  default_role?: string;
}

/** POST /artist/artists2 (and its alias /artist/artists). */
export interface DirectoryArtistCreatedResponse {
  artist: DirectoryArtistResponse;
  item: DirectoryArtistResponse;
  message: string;
}

export interface StoreResponse {
  id: string;
  name: string;
  logo_url: string;
  active: 0 | 1;
  supports_timed_release: 0 | 1;
  supports_content_id: 0 | 1;
  is_regional: 0 | 1;
  kind: string;
}

/** GET /artist/stores and the public GET /stores. */
export interface StoreListResponse {
  stores: StoreResponse[];
}

/** The owner of a release as the staff screens show it. */
export interface ReleaseOwnerResponse {
  id: string;
  name: string;
  email: string;
}

/** A row of GET /admin/releases, with the aliases the screens read. */
export interface AdminReleaseRow {
  id: string;
  release_id: string;
  /** The short platform-wide number people quote, shown as '#1042'. */
  release_number: number;
  user_id: string;
  title: string | null;
  artist_name: string | null;
  artist: string | null;
  upc: string | null;
  catalog_number: string | null;
  label: string | null;
  label_name: string | null;
  release_type: string;
  genre_primary: string | null;
  genre_secondary: string | null;
  release_date: string | null;
  workflow_stage: string;
  status: string;
  tracks_count: number;
  owner_name: string | null;
  owner_email: string | null;
  user_name: string | null;
  user_email: string | null;
  cover_art_url: string | null;
  created_at: string;
}

/** GET /admin/releases: the page envelope plus its counts at the top level. */
export interface AdminReleasePage {
  data: AdminReleaseRow[];
  meta: PageMeta;
  total: number;
  last_page: number;
  current_page: number;
  per_page: number;
}

/** GET /admin/releases/:id: every release field, the owner, the distribution settings and the tracks. */
export interface AdminReleaseDetail extends AdminReleaseRow, DistributionSettingsResponse {
  artist_roles: string | null;
  type: string;
  genre: string | null;
  subgenre: string | null;
  p_line: string | null;
  pline_year: number | null;
  c_line: string | null;
  cline_year: number | null;
  primary_artist_id: string | null;
  extra_artists: ExtraArtistResponse[];
  artwork_url: string | null;
  cover_art_width: number | null;
  cover_art_height: number | null;
  status_comment: string | null;
  status_changed_at: string | null;
  submitted_at: string | null;
  updated_at: string;
  is_final: boolean;
  missing: string[];
  owner: ReleaseOwnerResponse | null;
  distribution: DistributionSettingsResponse;
  tracks: TrackResponse[];
}

/** PATCH /admin/releases/:id/status body. */
export interface ReleaseStatusRequest {
  /** pending, approved, live, rejected or removed. */
  status: string;
  comment?: string | null;
  /**
   * Approving (or putting live) a release whose preflight check has errors: why staff go ahead
   * anyway. Without it such a decision is refused (422 `preflight_failed`); with it, it is kept and audited.
   */
  override_reason?: string | null;
}

export interface ReleaseStatusResponse {
  release: AdminReleaseDetail;
  message: string;
}

/** GET /admin/tracks/:id: the full track and its release with the owner. */
export interface AdminTrackDetail extends TrackResponse {
  release: { id: string; release_number: number; title: string | null; status: string; owner: ReleaseOwnerResponse | null };
}
