import { apiRequest } from './client';

// Release, track, artist directory, store and distribution calls (spec 001 §7; libs/server/releases).
// The server contract is in docs/releases-api.md.

export interface ExtraArtist {
  readonly artist_id: string;
  readonly name?: string;
  readonly role: string;
}

export interface Release {
  readonly release_id: string;
  readonly id: string;
  readonly user_id?: string;
  readonly title: string | null;
  readonly artist: string | null;
  readonly artist_roles?: string | null;
  readonly release_type: string;
  readonly type?: string;
  readonly release_date: string | null;
  readonly release_time?: string | null;
  readonly timezone?: string | null;
  readonly upc: string | null;
  readonly catalog_number: string | null;
  readonly label_name: string | null;
  readonly p_line: string | null;
  readonly pline_year: number | null;
  readonly c_line: string | null;
  readonly cline_year: number | null;
  readonly genre_primary: string | null;
  readonly genre_secondary: string | null;
  readonly primary_artist_id: string | null;
  readonly extra_artists: readonly ExtraArtist[] | string;
  readonly cover_art_url: string | null;
  readonly cover_art_width?: number | null;
  readonly cover_art_height?: number | null;
  readonly workflow_stage: string;
  readonly status: string;
  readonly status_comment?: string | null;
  readonly submitted_at?: string | null;
  readonly created_at: string;
  readonly updated_at?: string;
  readonly tracks_count?: number;
  readonly is_final?: boolean;
  /** What submit still needs, by name ('Title', 'Artwork', ...). */
  readonly missing?: readonly string[];
  readonly limits?: { readonly max_extra_artists: number; readonly release_limit?: number };
}

export interface Contributor {
  readonly name: string;
  readonly role: string;
}

export interface Track {
  readonly id: string;
  readonly track_id: string;
  readonly release_id: string;
  readonly track_number: number;
  readonly title: string;
  readonly subtitle: string | null;
  readonly version: string | null;
  readonly isrc: string | null;
  readonly iswc: string | null;
  readonly language_of_performance: string | null;
  readonly is_instrumental: 0 | 1;
  readonly is_explicit: 1 | 2 | 3;
  readonly explicit: 0 | 1;
  readonly primary_genre: string | null;
  readonly secondary_genre: string | null;
  readonly genre?: string | null;
  readonly start_point_time: string | null;
  readonly sound_recording_owner: string | null;
  readonly recording_year: string | null;
  readonly lyrics_transcription: string | null;
  readonly contributors: readonly Contributor[];
  readonly p_line: string | null;
  readonly pline_year: number | null;
  readonly c_line: string | null;
  readonly composers: string | null;
  readonly authors: string | null;
  readonly lyricists: string | null;
  readonly producer: string | null;
  readonly publishers: string | null;
  readonly resource_reference: string | null;
  readonly audio_file_url: string | null;
  readonly audio_url?: string | null;
  readonly preview_url?: string | null;
  readonly audio_file_path?: string | null;
  readonly audio_hash_sum?: string | null;
  readonly audio_codec?: string | null;
  readonly audio_bitrate?: number | null;
  readonly audio_channels?: number | null;
  readonly audio_sampling_rate?: number | null;
  readonly duration: number | null;
  readonly deal_reference?: string | null;
  readonly deal_commercial_model?: string | null;
  readonly deal_use_type?: string | null;
  readonly deal_excluded_territory?: string | null;
  readonly deal_excluded_channel?: string | null;
  readonly deal_price_type?: string | null;
  readonly deal_start_date?: string | null;
  readonly created_at?: string;
  readonly updated_at?: string;
  readonly release?: { readonly id: string; readonly title: string | null; readonly status: string };
}

export interface DirectoryArtist {
  readonly id: string;
  readonly name: string;
  readonly default_role: string;
}

export interface ArtistDirectory {
  readonly items: readonly DirectoryArtist[];
  readonly can_create: boolean;
  /** -1 when the plan has no limit. */
  readonly remaining: number;
}

export interface Store {
  readonly id: string;
  readonly name: string;
  readonly logo_url: string;
  readonly active: number;
  readonly supports_timed_release: number;
  readonly supports_content_id: number;
  readonly is_regional: number;
  readonly kind?: string;
}

export type TerritoryMode = 'worldwide' | 'include' | 'exclude';
export type PriceTier = 'standard' | 'budget' | 'premium';

export interface DistributionSettings {
  readonly release_date: string | null;
  readonly release_time: string | null;
  readonly timezone: string | null;
  readonly territory_mode: TerritoryMode;
  readonly territories: readonly string[];
  readonly store_ids: readonly string[];
  readonly content_id_opt_in: 0 | 1;
  readonly price_tier: PriceTier;
}

export interface ArtistDashboard {
  readonly total_releases: number;
  readonly total_tracks: number;
  readonly approved_releases: number;
  readonly pending_releases: number;
  readonly total_tickets: number;
  readonly open_tickets: number;
  readonly active_plan: { readonly id: string; readonly name: string; readonly status: string; readonly current_period_end: string | null } | null;
}

/** The PUT /artist/releases/{id} body (album info). */
export interface ReleaseInput {
  readonly title?: string | null;
  readonly release_date?: string | null;
  readonly upc?: string | null;
  readonly catalog_number?: string | null;
  readonly label_name?: string | null;
  readonly release_type?: string;
  readonly p_line?: string | null;
  readonly pline_year?: number | null;
  readonly c_line?: string | null;
  readonly cline_year?: number | null;
  readonly genre_primary?: string | null;
  readonly genre_secondary?: string | null;
  readonly primary_artist_id?: string | null;
  readonly extra_artist_ids?: readonly { readonly artist_id: string; readonly role: string }[];
  readonly workflow_stage?: string;
}

export type TrackInput = Partial<Omit<Track, 'id' | 'track_id' | 'release_id' | 'release'>>;

const artist = { auth: 'artist' as const };

export const fetchDashboard = (signal?: AbortSignal) => apiRequest<ArtistDashboard>('/artist/dashboard', { ...artist, signal });

export async function fetchReleases(signal?: AbortSignal): Promise<Release[]> {
  const body = await apiRequest<{ releases?: Release[] }>('/artist/releases', { ...artist, signal });
  return body?.releases ?? [];
}

/** POST /artist/releases/draft; `idempotencyKey` makes a repeated click answer the same draft. */
export async function createDraft(options: { forceNew?: boolean; idempotencyKey?: string } = {}): Promise<{ release_id?: string; id?: string; release?: Release }> {
  return apiRequest('/artist/releases/draft', {
    ...artist,
    method: 'POST',
    body: options.forceNew ? { force_new: true } : {},
    headers: options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : undefined,
  });
}

export const fetchRelease = (id: string, signal?: AbortSignal) =>
  apiRequest<{ release: Release; tracks?: Track[] }>(`/artist/releases/${encodeURIComponent(id)}`, { ...artist, signal });

/** The read-only detail call (spec's double-s path). */
export const fetchReleaseDetail = (id: string, signal?: AbortSignal) =>
  apiRequest<{ release: Release; tracks: Track[] }>(`/artist/releasess/${encodeURIComponent(id)}`, { ...artist, signal });

export const updateRelease = (id: string, input: ReleaseInput) =>
  apiRequest<{ release: Release; message?: string }>(`/artist/releases/${encodeURIComponent(id)}`, { ...artist, method: 'PUT', body: input });

export const deleteRelease = (id: string) =>
  apiRequest<{ message?: string }>(`/artist/releases/${encodeURIComponent(id)}`, { ...artist, method: 'DELETE' });

export const changeStage = (id: string, workflowStage: string) =>
  apiRequest<{ release: Release }>(`/artist/releases/${encodeURIComponent(id)}/stage`, { ...artist, method: 'PATCH', body: { workflow_stage: workflowStage } });

export const submitRelease = (id: string) =>
  apiRequest<{ release: Release; message?: string }>(`/artist/releases/${encodeURIComponent(id)}/submit`, { ...artist, method: 'POST' });

export async function fetchTracks(releaseId: string, signal?: AbortSignal): Promise<Track[]> {
  const body = await apiRequest<{ tracks?: Track[] }>(`/artist/releases/${encodeURIComponent(releaseId)}/tracks`, { ...artist, signal });
  return body?.tracks ?? [];
}

export const fetchTrack = (id: string, signal?: AbortSignal) =>
  apiRequest<{ track: Track }>(`/artist/tracks/${encodeURIComponent(id)}`, { ...artist, signal });

export const updateTrack = (id: string, input: TrackInput) =>
  apiRequest<{ track: Track; message?: string }>(`/artist/tracks/${encodeURIComponent(id)}`, { ...artist, method: 'PUT', body: input });

export const deleteTrack = (id: string) =>
  apiRequest<{ message?: string }>(`/artist/tracks/${encodeURIComponent(id)}`, { ...artist, method: 'DELETE' });

export const reorderTracks = (releaseId: string, trackIds: readonly string[]) =>
  apiRequest<{ tracks: Track[]; message?: string }>(`/artist/releases/${encodeURIComponent(releaseId)}/tracks/order`, {
    ...artist,
    method: 'PUT',
    body: { track_ids: trackIds },
  });

export const fetchArtistDirectory = (signal?: AbortSignal) => apiRequest<ArtistDirectory>('/artist/artists', { ...artist, signal });

export const createDirectoryArtist = (name: string, role: string) =>
  apiRequest<{ artist: DirectoryArtist; message?: string }>('/artist/artists2', { ...artist, method: 'POST', body: { name, role } });

export async function fetchStores(signal?: AbortSignal): Promise<Store[]> {
  const body = await apiRequest<{ stores?: Store[] }>('/artist/stores', { ...artist, signal });
  return (body?.stores ?? []).filter((store) => Number(store.active) !== 0);
}

export const fetchDistribution = (releaseId: string, signal?: AbortSignal) =>
  apiRequest<{ settings: DistributionSettings }>(`/artist/releases/${encodeURIComponent(releaseId)}/distribution`, { ...artist, signal });

export const saveDistribution = (releaseId: string, settings: DistributionSettings) =>
  apiRequest<{ settings: DistributionSettings; message?: string }>(`/artist/releases/${encodeURIComponent(releaseId)}/distribution`, {
    ...artist,
    method: 'PUT',
    body: settings,
  });
