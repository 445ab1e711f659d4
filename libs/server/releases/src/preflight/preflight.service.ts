import { Injectable } from '@nestjs/common';
import type { PreflightResponse } from '@soundpost/contracts';
import { PlanLimitsService } from '@soundpost/server-billing';
import { isUuid } from '@soundpost/server-core/ids';
import { EntityManager } from 'typeorm';
import { DirectoryArtistsRepository } from '../directory/directory-artists.repository';
import { ReleaseAccessService } from '../releases/release-access.service';
import type { Release } from '../releases/release.entity';
import { ReleasesRepository } from '../releases/releases.repository';
import { ReleaseErrors } from '../releases.errors';
import { StoresRepository } from '../stores/stores.repository';
import { TracksRepository } from '../tracks/tracks.repository';
import { preflight } from './preflight-rules';

@Injectable()
export class PreflightService {
  constructor(
    private readonly access: ReleaseAccessService,
    private readonly releases: ReleasesRepository,
    private readonly directory: DirectoryArtistsRepository,
    private readonly stores: StoresRepository,
    private readonly tracks: TracksRepository,
    private readonly limits: PlanLimitsService,
  ) {}

  /** The owner's check also holds the release to the plan's store allowance, as submit does. */
  async forOwner(userId: string, releaseId: string): Promise<PreflightResponse> {
    const release = await this.access.findOwned(userId, releaseId);
    const { store_limit: storeLimit } = await this.limits.limitsFor(userId);
    return this.check(release, undefined, storeLimit);
  }

  async forStaff(releaseId: string): Promise<PreflightResponse> {
    const release = isUuid(releaseId) ? await this.releases.byId(releaseId) : null;
    if (!release) throw ReleaseErrors.releaseNotFound();
    return this.check(release);
  }

  async check(release: Release, manager?: EntityManager, storeLimit: number | null = null): Promise<PreflightResponse> {
    const [tracks, extras, primaries, activeStores] = await Promise.all([
      this.tracks.listOf(release.id, manager),
      this.releases.extraArtists([release.id], manager),
      this.directory.byIds(release.primaryArtistId ? [release.primaryArtistId] : [], manager),
      this.stores.activeIdsAmong(release.storeIds, manager),
    ]);
    const isrcs = tracks.map((t) => t.isrc).filter((i): i is string => Boolean(i));
    const [isrcsTakenElsewhere, upcTakenElsewhere] = await Promise.all([
      this.tracks.isrcsUsedOutside(release.id, isrcs, manager),
      release.upc ? this.releases.upcTaken(release.upc, release.id, manager) : Promise.resolve(false),
    ]);
    return preflight({
      title: release.title,
      releaseType: release.releaseType,
      releaseDate: release.releaseDate,
      timezone: release.timezone,
      upc: release.upc,
      genrePrimary: release.genrePrimary,
      labelName: release.labelName,
      primaryArtistName: primaries[0]?.name ?? null,
      extraArtists: (extras.get(release.id) ?? []).map((a) => ({ name: a.name, role: a.role })),
      artwork: release.coverArtKey ? { width: release.coverArtWidth, height: release.coverArtHeight } : null,
      activeStores: release.storeIds.filter((id) => activeStores.has(id)).length,
      storeLimit,
      tracks: tracks.map((t) => ({
        number: t.trackNumber,
        title: t.title,
        version: t.version,
        isrc: t.isrc,
        hasAudio: Boolean(t.audioKey),
        codec: t.audioCodec,
        samplingRate: t.audioSamplingRate,
        bitsPerSample: t.audioBitsPerSample,
      })),
      isrcsTakenElsewhere,
      upcTakenElsewhere,
    });
  }
}
