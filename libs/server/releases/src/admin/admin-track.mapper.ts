import type { Release } from '../releases/release.entity';
import type { TrackResponse } from '../releases/track-response';
import type { ReleaseOwner } from './admin-releases.repository';

/** GET /admin/tracks/:id: the full track (spec 002 §3 TRACK) and its release with the owner. */
export interface AdminTrackDetail extends TrackResponse {
  release: { id: string; title: string | null; status: string; owner: ReleaseOwner | null };
}

export function toAdminTrackDetail(track: TrackResponse, release: Release, owner: ReleaseOwner | undefined): AdminTrackDetail {
  return { ...track, release: { id: release.id, title: release.title, status: release.status, owner: owner ?? null } };
}
