import { Injectable } from '@nestjs/common';
import { isFinalReleaseStatus } from '@soundpost/contracts';
import { isUuid } from '@soundpost/server-core/ids';
import type { EntityManager } from 'typeorm';
import { ReleaseErrors } from '../releases.errors';
import type { Release } from './release.entity';
import { ReleasesRepository } from './releases.repository';

/**
 * The ownership and finality gate every artist call on a release goes through (releases, tracks,
 * artwork, distribution): another artist's release is "not found" (404), and a final release
 * (approved, live, rejected, removed or their aliases) refuses every write (409).
 */
@Injectable()
export class ReleaseAccessService {
  constructor(private readonly releases: ReleasesRepository) {}

  /** The caller's release, or 404 `release_not_found` (also for a malformed id). */
  async findOwned(userId: string, releaseId: string, manager?: EntityManager): Promise<Release> {
    if (!isUuid(releaseId)) throw ReleaseErrors.releaseNotFound();
    const release = await this.releases.ownedBy(releaseId, userId, manager);
    if (!release) throw ReleaseErrors.releaseNotFound();
    return release;
  }

  /**
   * The caller's release, locked FOR UPDATE inside `manager`'s transaction and checked editable:
   * concurrent writes (a staff status change, a submit) serialise on the row.
   */
  async lockEditable(manager: EntityManager, userId: string, releaseId: string): Promise<Release> {
    if (!isUuid(releaseId)) throw ReleaseErrors.releaseNotFound();
    const release = await this.releases.lockById(manager, releaseId, userId);
    if (!release) throw ReleaseErrors.releaseNotFound();
    this.assertEditable(release);
    return release;
  }

  /** The caller's release when it can still be changed; 404 or 409 otherwise. */
  async findEditable(userId: string, releaseId: string, manager?: EntityManager): Promise<Release> {
    const release = await this.findOwned(userId, releaseId, manager);
    this.assertEditable(release);
    return release;
  }

  /** 409 `release_final` once staff have decided (a pending release stays editable). */
  assertEditable(release: Pick<Release, 'status'>): void {
    if (isFinalRelease(release)) throw ReleaseErrors.releaseFinal();
  }
}

export function isFinalRelease(release: Pick<Release, 'status'>): boolean {
  return isFinalReleaseStatus(release.status);
}
