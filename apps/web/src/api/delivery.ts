import type { PreflightResponse, ReleaseDeliveriesResponse } from '@soundpost/contracts';
import { apiRequest } from './client';

// Store delivery (libs/server/delivery) and the preflight check (libs/server/releases).

const artist = { auth: 'artist' as const };

/** GET /artist/releases/{id}/deliveries: where the release is, per store, and since when. */
export async function fetchReleaseDeliveries(releaseId: string, signal?: AbortSignal): Promise<ReleaseDeliveriesResponse> {
  const body = await apiRequest<ReleaseDeliveriesResponse | undefined>(`/artist/releases/${encodeURIComponent(releaseId)}/deliveries`, { ...artist, signal });
  return { deliveries: body?.deliveries ?? [] };
}

/** GET /artist/releases/{id}/preflight: what stores would reject (errors block submit) and their style rules (warnings). */
export async function fetchPreflight(releaseId: string, signal?: AbortSignal): Promise<PreflightResponse> {
  const body = await apiRequest<PreflightResponse | undefined>(`/artist/releases/${encodeURIComponent(releaseId)}/preflight`, { ...artist, signal });
  return { errors: body?.errors ?? [], warnings: body?.warnings ?? [] };
}
