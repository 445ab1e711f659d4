import { Injectable } from '@nestjs/common';
import { isFinalReleaseStatus } from '@soundpost/contracts';
import { isUuid } from '@soundpost/server-core/ids';
import type { EntityManager } from 'typeorm';
import { ReleaseErrors } from '../releases.errors';
import type { Release } from './release.entity';
import { ReleasesRepository } from './releases.repository';

/** Another artist's release is "not found" (404); a final release refuses every write (409). */
@Injectable()
export class ReleaseAccessService {
  constructor(private readonly releases: ReleasesRepository) {}

  async findOwned(userId: string, releaseId: string, manager?: EntityManager): Promise<Release> {
    if (!isUuid(releaseId)) throw ReleaseErrors.releaseNotFound();
    const release = await this.releases.ownedBy(releaseId, userId, manager);
    if (!release) throw ReleaseErrors.releaseNotFound();
    return release;
  }

  /** Concurrent writes (a staff status change, a submit) serialise on the row. */
  async lockEditable(manager: EntityManager, userId: string, releaseId: string): Promise<Release> {
    if (!isUuid(releaseId)) throw ReleaseErrors.releaseNotFound();
    const release = await this.releases.lockById(manager, releaseId, userId);
    if (!release) throw ReleaseErrors.releaseNotFound();
    this.assertEditable(release);
    return release;
  }

  async findEditable(userId: string, releaseId: string, manager?: EntityManager): Promise<Release> {
    const release = await this.findOwned(userId, releaseId, manager);
    this.assertEditable(release);
    return release;
  }

  /** A pending release stays editable. */
  assertEditable(release: Pick<Release, 'status'>): void {
    if (isFinalRelease(release)) throw ReleaseErrors.releaseFinal();
  }
}

export function isFinalRelease(release: Pick<Release, 'status'>): boolean {
  return isFinalReleaseStatus(release.status);
}
