import { Injectable } from '@nestjs/common';
import { PlanLimitsService } from '@soundpost/server-billing';
import { StorageService } from '@soundpost/server-core/storage';
import type { EntityManager } from 'typeorm';
import { DirectoryArtistsRepository } from '../directory/directory-artists.repository';
import { StoresRepository } from '../stores/stores.repository';
import { signedMediaUrl } from './media-urls';
import { missingItems } from './release-completeness';
import type { Release } from './release.entity';
import type { ReleaseLimitsResponse, ReleaseResponse } from '@soundpost/contracts';
import { ReleaseContext, toReleaseResponse } from './release.mapper';
import { ReleasesRepository } from './releases.repository';

/** One query per page of releases for each part, rather than per release. */
@Injectable()
export class ReleaseViewsService {
  constructor(
    private readonly releases: ReleasesRepository,
    private readonly directory: DirectoryArtistsRepository,
    private readonly stores: StoresRepository,
    private readonly storage: StorageService,
    private readonly limits: PlanLimitsService,
  ) {}

  async limitsOf(userId: string): Promise<ReleaseLimitsResponse> {
    const { max_extra_artists, release_limit, store_limit } = await this.limits.limitsFor(userId);
    return { max_extra_artists, release_limit, store_limit };
  }

  async contexts(releases: Release[], limits: ReleaseLimitsResponse, manager?: EntityManager): Promise<Map<string, ReleaseContext>> {
    const ids = releases.map((r) => r.id);
    const primaryIds = [...new Set(releases.map((r) => r.primaryArtistId).filter((id): id is string => Boolean(id)))];
    const [stats, extras, primaries, activeStores] = await Promise.all([
      this.releases.trackStats(ids, manager),
      this.releases.extraArtists(ids, manager),
      this.directory.byIds(primaryIds, manager),
      this.stores.activeIdsAmong([...new Set(releases.flatMap((r) => r.storeIds))], manager),
    ]);
    const names = new Map(primaries.map((a) => [a.id, a.name]));
    const contexts = new Map<string, ReleaseContext>();
    for (const r of releases) {
      const s = stats.get(r.id) ?? { tracks: 0, withAudio: 0 };
      const primaryArtistName = (r.primaryArtistId && names.get(r.primaryArtistId)) || null;
      contexts.set(r.id, {
        primaryArtistName,
        extraArtists: extras.get(r.id) ?? [],
        tracksCount: s.tracks,
        coverArtUrl: signedMediaUrl(this.storage, r.coverArtKey),
        missing: missingItems(r, {
          hasPrimaryArtist: primaryArtistName !== null,
          tracksWithAudio: s.withAudio,
          activeSelectedStores: r.storeIds.filter((id) => activeStores.has(id)).length,
        }),
        limits,
      });
    }
    return contexts;
  }

  async present(userId: string, releases: Release[], manager?: EntityManager): Promise<ReleaseResponse[]> {
    const contexts = await this.contexts(releases, await this.limitsOf(userId), manager);
    return releases.map((r) => toReleaseResponse(r, contexts.get(r.id) as ReleaseContext));
  }

  /** Inside the caller's transaction: no plan lookup, no extra connection. */
  async missingOf(release: Release, manager: EntityManager): Promise<string[]> {
    const contexts = await this.contexts([release], { max_extra_artists: 0, release_limit: 0, store_limit: null }, manager);
    return (contexts.get(release.id) as ReleaseContext).missing;
  }

  async presentOne(release: Release, manager?: EntityManager): Promise<ReleaseResponse> {
    const [view] = await this.present(release.userId, [release], manager);
    return view;
  }
}
