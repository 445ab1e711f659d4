import type { ReleaseWithTracksResponse, TrackResponse } from '@soundpost/contracts';
import { Injectable } from '@nestjs/common';
import { StorageService } from '@soundpost/server-core/storage';
import { TracksRepository } from '../tracks/tracks.repository';
import { signedMediaUrl } from './media-urls';
import { ReleaseAccessService } from './release-access.service';
import { ReleaseViewsService } from './release-views.service';
import { toTrackResponse } from './track-response';

/** GET /artist/releases/:id and /artist/releasess/:id: the release with its tracks in order. */
@Injectable()
export class ReleaseDetailService {
  constructor(
    private readonly access: ReleaseAccessService,
    private readonly views: ReleaseViewsService,
    private readonly storage: StorageService,
    private readonly tracks: TracksRepository,
  ) {}

  async forOwner(userId: string, releaseId: string): Promise<ReleaseWithTracksResponse> {
    const release = await this.access.findOwned(userId, releaseId);
    const [view, tracks] = await Promise.all([this.views.presentOne(release), this.tracksOf(release.id)]);
    return { release: view, tracks };
  }

  /** The release's tracks by number, each with a signed audio link (owner and staff answers only). */
  async tracksOf(releaseId: string): Promise<TrackResponse[]> {
    const rows = await this.tracks.listOf(releaseId);
    return rows.map((t) => toTrackResponse(t, signedMediaUrl(this.storage, t.audioKey)));
  }
}
