import type { AdminTrackDetail, TrackResponse } from '@soundpost/contracts';
import type { Release } from '../releases/release.entity';
import type { ReleaseOwner } from './admin-releases.repository';

export function toAdminTrackDetail(track: TrackResponse, release: Release, owner: ReleaseOwner | undefined): AdminTrackDetail {
  return { ...track, release: { id: release.id, release_number: release.releaseNumber, title: release.title, status: release.status, owner: owner ?? null } };
}
