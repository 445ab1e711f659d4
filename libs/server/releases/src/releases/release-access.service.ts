import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isFinalReleaseStatus } from '@soundpost/contracts';
import { isUuid } from '@soundpost/server-core/ids';
import { EntityManager, Repository } from 'typeorm';
import { ReleaseErrors } from '../releases.errors';
import { Release } from './release.entity';


/**
 * The ownership and finality gate every artist call on a release goes through (releases, tracks,
 * artwork, distribution): another artist's release is "not found" (404), and a final release
 * (approved, live, rejected, removed or their aliases) refuses every write (409).
 */
@Injectable()
export class ReleaseAccessService {
  constructor(@InjectRepository(Release) private readonly releases: Repository<Release>) {}

  /** The caller's release, or 404 `release_not_found` (also for a malformed id). */
  async findOwned(userId: string, releaseId: string, manager?: EntityManager): Promise<Release> {
    if (!isUuid(releaseId)) throw ReleaseErrors.releaseNotFound();
    const repo = manager ? manager.getRepository(Release) : this.releases;
    const release = await repo.findOneBy({ id: releaseId, userId });
    if (!release) throw ReleaseErrors.releaseNotFound();
    return release;
  }

  /**
   * The caller's release, locked FOR UPDATE inside `manager`'s transaction and checked editable:
   * concurrent writes (a staff status change, a submit) serialise on the row.
   */
  async lockEditable(manager: EntityManager, userId: string, releaseId: string): Promise<Release> {
    if (!isUuid(releaseId)) throw ReleaseErrors.releaseNotFound();
    const release = await manager.getRepository(Release).findOne({ where: { id: releaseId, userId }, lock: { mode: 'pessimistic_write' } });
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
