import type {
  ArtistDashboardResponse,
  ArtistDirectoryResponse,
  DirectoryArtistCreatedResponse,
  DistributionSettingsAnswer,
  DistributionSettingsChangedResponse,
  DistributionSettingsRequest,
  DraftReleaseResponse,
  MessageResponse,
  ReleaseAnswer,
  ReleaseChangedResponse,
  ReleaseListResponse,
  ReleaseResponse,
  ReleaseUpdateRequest,
  ReleaseWithTracksResponse,
  StoreListResponse,
  StoreResponse,
  TrackAnswer,
  TrackChangedResponse,
  TrackListResponse,
  TrackResponse,
  TracksReorderedResponse,
  TrackUpdateRequest,
} from '@soundpost/contracts';
import { apiRequest } from './client';

// Release, track, artist directory, store and distribution calls (libs/server/releases).
// The server contract is in docs/releases-api.md.

const artist = { auth: 'artist' as const };

export const fetchDashboard = (signal?: AbortSignal) => apiRequest<ArtistDashboardResponse>('/artist/dashboard', { ...artist, signal });

export async function fetchReleases(signal?: AbortSignal): Promise<ReleaseResponse[]> {
  const body = await apiRequest<ReleaseListResponse | undefined>('/artist/releases', { ...artist, signal });
  return body?.releases ?? [];
}

/** POST /artist/releases/draft; `idempotencyKey` makes a repeated click answer the same draft. */
export async function createDraft(options: { forceNew?: boolean; idempotencyKey?: string } = {}): Promise<DraftReleaseResponse> {
  return apiRequest<DraftReleaseResponse>('/artist/releases/draft', {
    ...artist,
    method: 'POST',
    body: options.forceNew ? { force_new: true } : {},
    headers: options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : undefined,
  });
}

export const fetchRelease = (id: string, signal?: AbortSignal) =>
  apiRequest<ReleaseWithTracksResponse>(`/artist/releases/${encodeURIComponent(id)}`, { ...artist, signal });

/** The read-only detail call (spec's double-s path). */
export const fetchReleaseDetail = (id: string, signal?: AbortSignal) =>
  apiRequest<ReleaseWithTracksResponse>(`/artist/releasess/${encodeURIComponent(id)}`, { ...artist, signal });

export const updateRelease = (id: string, input: ReleaseUpdateRequest) =>
  apiRequest<ReleaseChangedResponse>(`/artist/releases/${encodeURIComponent(id)}`, { ...artist, method: 'PUT', body: input });

export const deleteRelease = (id: string) =>
  apiRequest<MessageResponse>(`/artist/releases/${encodeURIComponent(id)}`, { ...artist, method: 'DELETE' });

export const changeStage = (id: string, workflowStage: string) =>
  apiRequest<ReleaseAnswer>(`/artist/releases/${encodeURIComponent(id)}/stage`, { ...artist, method: 'PATCH', body: { workflow_stage: workflowStage } });

export const submitRelease = (id: string) =>
  apiRequest<ReleaseChangedResponse>(`/artist/releases/${encodeURIComponent(id)}/submit`, { ...artist, method: 'POST' });

export async function fetchTracks(releaseId: string, signal?: AbortSignal): Promise<TrackResponse[]> {
  const body = await apiRequest<TrackListResponse | undefined>(`/artist/releases/${encodeURIComponent(releaseId)}/tracks`, { ...artist, signal });
  return body?.tracks ?? [];
}

export const fetchTrack = (id: string, signal?: AbortSignal) =>
  apiRequest<TrackAnswer>(`/artist/tracks/${encodeURIComponent(id)}`, { ...artist, signal });

export const updateTrack = (id: string, input: TrackUpdateRequest) =>
  apiRequest<TrackChangedResponse>(`/artist/tracks/${encodeURIComponent(id)}`, { ...artist, method: 'PUT', body: input });

export const deleteTrack = (id: string) =>
  apiRequest<MessageResponse>(`/artist/tracks/${encodeURIComponent(id)}`, { ...artist, method: 'DELETE' });

export const reorderTracks = (releaseId: string, trackIds: readonly string[]) =>
  apiRequest<TracksReorderedResponse>(`/artist/releases/${encodeURIComponent(releaseId)}/tracks/order`, {
    ...artist,
    method: 'PUT',
    body: { track_ids: trackIds },
  });

export const fetchArtistDirectory = (signal?: AbortSignal) => apiRequest<ArtistDirectoryResponse>('/artist/artists', { ...artist, signal });

export const createDirectoryArtist = (name: string, role: string) =>
  apiRequest<DirectoryArtistCreatedResponse>('/artist/artists2', { ...artist, method: 'POST', body: { name, role } });

export async function fetchStores(signal?: AbortSignal): Promise<StoreResponse[]> {
  const body = await apiRequest<StoreListResponse | undefined>('/artist/stores', { ...artist, signal });
  return (body?.stores ?? []).filter((store) => Number(store.active) !== 0);
}

export const fetchDistribution = (releaseId: string, signal?: AbortSignal) =>
  apiRequest<DistributionSettingsAnswer>(`/artist/releases/${encodeURIComponent(releaseId)}/distribution`, { ...artist, signal });

export const saveDistribution = (releaseId: string, settings: DistributionSettingsRequest) =>
  apiRequest<DistributionSettingsChangedResponse>(`/artist/releases/${encodeURIComponent(releaseId)}/distribution`, {
    ...artist,
    method: 'PUT',
    body: settings,
  });
