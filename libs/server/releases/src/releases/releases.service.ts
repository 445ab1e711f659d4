import { Inject, Injectable, Logger } from '@nestjs/common';
import { isUnlimited } from '@soundpost/server-billing';
import { APP_CONFIG, AppConfig } from '@soundpost/server-core/config';
import { isUniqueViolation } from '@soundpost/server-core/database';
import { DeferredBody, DomainError } from '@soundpost/server-core/http';
import { lockUserInTransaction } from '@soundpost/server-core/locks';
import { NoticesService } from '@soundpost/server-notifications';
import { StorageService } from '@soundpost/server-core/storage';
import { RELEASE_RECEIVED_MAIL } from '../mail/releases-mail-templates';
import { DataSource, EntityManager } from 'typeorm';
import { DirectoryArtistsRepository } from '../directory/directory-artists.repository';
import { IdentifiersService } from '../identifiers/identifiers.service';
import { RELEASE_API_MESSAGES, withinStoreLimit } from '@soundpost/contracts';
import { ReleaseErrors } from '../releases.errors';
import { StoresRepository } from '../stores/stores.repository';
import { mergeDistribution } from './distribution-settings';
import type { DistributionDto } from './distribution.dto';
import { ReleaseAccessService } from './release-access.service';
import { missingErrors } from './release-completeness';
import { albumInfoOf, resolveExtraArtists } from './album-info';
import type { ReleaseStageDto, ReleaseUpdateDto } from './release-update.dto';
import { DRAFT_STATUS, type Release } from './release.entity';
import type { DistributionSettingsResponse, ReleaseResponse } from '@soundpost/contracts';
import { toDistributionSettings } from './release.mapper';
import { ReleaseViewsService } from './release-views.service';
import { ReleasesRepository } from './releases.repository';
import { PreflightService } from '../preflight/preflight.service';
import { ReleaseChangesService } from '../delivery-read/release-changes.service';

export interface DraftRequest {
  forceNew: boolean;
  idempotencyKey: string | null;
}

export const IDEMPOTENCY_KEY_MAX = 255;

/** Writes lock the release row, so a staff decision and an artist's edit never interleave. */
@Injectable()
export class ReleasesService {
  private readonly logger = new Logger('Releases');

  constructor(
    private readonly dataSource: DataSource,
    private readonly releases: ReleasesRepository,
    private readonly access: ReleaseAccessService,
    private readonly views: ReleaseViewsService,
    private readonly directory: DirectoryArtistsRepository,
    private readonly stores: StoresRepository,
    private readonly identifiers: IdentifiersService,
    private readonly storage: StorageService,
    private readonly notices: NoticesService,
    private readonly preflight: PreflightService,
    private readonly changes: ReleaseChangesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(userId: string): Promise<ReleaseResponse[]> {
    return this.views.present(userId, await this.releases.listOf(userId));
  }

  async get(userId: string, releaseId: string): Promise<ReleaseResponse> {
    return this.views.presentOne(await this.access.findOwned(userId, releaseId));
  }

  /** Under a per-account lock, so identical requests racing (same Idempotency-Key) answer one draft. */
  async createDraft(userId: string, request: DraftRequest): Promise<{ created: boolean; release: ReleaseResponse }> {
    const limits = await this.views.limitsOf(userId);
    const { created, release } = await this.dataSource.transaction(async (m) => {
      await lockUserInTransaction(m, 'releases:draft', userId);
      if (request.idempotencyKey) {
        const same = await this.releases.findByIdempotencyKey(userId, request.idempotencyKey, m);
        if (same) return { created: false, release: same };
      }
      if (!request.forceNew) {
        const untouched = await this.releases.newestUntouchedDraft(userId, m);
        if (untouched) return { created: false, release: untouched };
      }
      if (!isUnlimited(limits.release_limit) && (await this.releases.countOf(userId, m)) >= limits.release_limit) throw ReleaseErrors.releaseLimitReached();
      // Distributors start from the plan's stores, the most listened to first: the artist removes, rarely adds.
      const storeIds = await this.stores.topRankedIds(limits.store_limit, m);
      return { created: true, release: await this.releases.insert({ userId, idempotencyKey: request.idempotencyKey, status: DRAFT_STATUS, storeIds }, m) };
    });
    return { created, release: await this.views.presentOne(release) };
  }

  async update(userId: string, releaseId: string, body: DeferredBody<ReleaseUpdateDto>): Promise<ReleaseResponse> {
    const { max_extra_artists: maxExtras } = await this.views.limitsOf(userId);
    const saved = await this.dataSource.transaction(async (m) => {
      // Ownership (404) and finality (409) come before the body's own errors (422).
      const release = await this.access.lockEditable(m, userId, releaseId);
      const { changes, extraArtists } = albumInfoOf(await body.validated());
      const primaryId = changes.primaryArtistId !== undefined ? changes.primaryArtistId : release.primaryArtistId;

      const wanted = [...new Set([...(changes.primaryArtistId ? [changes.primaryArtistId] : []), ...(extraArtists ?? []).map((e) => e.artistId)])];
      const owned = await this.directory.ownedByIds(userId, wanted, m);
      if (owned.length !== wanted.length) throw ReleaseErrors.artistNotFound();

      if (changes.upc && changes.upc !== release.upc && (await this.releases.upcTaken(changes.upc, release.id, m))) {
        throw DomainError.validation({ upc: [RELEASE_API_MESSAGES.upcTaken] });
      }

      if (extraArtists) {
        const pairs = resolveExtraArtists(extraArtists, new Map(owned.map((a) => [a.id, a.defaultRole])), primaryId);
        const distinct = new Set(pairs.map((p) => p.artistId)).size;
        if (!isUnlimited(maxExtras) && distinct > maxExtras) throw ReleaseErrors.collaboratorLimitReached();
        await this.releases.replaceExtraArtists(release.id, pairs, m);
      } else if (changes.primaryArtistId) {
        // A new primary artist is never also listed as an extra artist.
        await this.releases.removeExtraArtist(release.id, changes.primaryArtistId, m);
      }

      Object.assign(release, changes);
      return this.saveRelease(m, release);
    });
    return this.views.presentOne(saved);
  }

  async setStage(userId: string, releaseId: string, body: DeferredBody<ReleaseStageDto>): Promise<ReleaseResponse> {
    const saved = await this.dataSource.transaction(async (m) => {
      const release = await this.access.lockEditable(m, userId, releaseId);
      release.workflowStage = (await body.validated()).workflow_stage;
      return this.releases.save(release, m);
    });
    return this.views.presentOne(saved);
  }

  async remove(userId: string, releaseId: string): Promise<void> {
    const keys = await this.dataSource.transaction(async (m) => {
      const release = await this.access.lockEditable(m, userId, releaseId);
      const fileKeys = await this.releases.fileKeys(release, m);
      await this.releases.remove(release, m);
      return fileKeys;
    });
    // After the commit: a leftover file is only wasted space; one deleted before a rollback would break the release.
    for (const key of keys) {
      await this.storage.delete(key).catch((e: unknown) => this.logger.warn(`Could not delete ${key}: ${String(e)}`));
    }
  }

  /** The server checks everything again: the wizard's checks are a convenience. */
  async submit(userId: string, releaseId: string, language: string | null = null): Promise<ReleaseResponse> {
    const { store_limit: storeLimit } = await this.views.limitsOf(userId);
    const saved = await this.dataSource.transaction(async (m) => {
      const release = await this.access.lockEditable(m, userId, releaseId);
      const missing = await this.views.missingOf(release, m);
      if (missing.length) throw ReleaseErrors.releaseIncomplete(missing, missingErrors(missing));
      await this.checkStoreLimit(release.storeIds, storeLimit, m);
      // What stores would reject days later, refused now.
      const check = await this.preflight.check(release, m);
      if (check.errors.length) throw ReleaseErrors.preflightFailed(check);
      if (!release.upc) release.upc = await this.identifiers.nextUpc(m);
      // Submitting a release already in review again (a retry, a double click) is not a new event: no second receipt.
      const received = release.status !== 'pending';
      const previousStatus = release.status;
      const now = new Date();
      release.status = 'pending';
      release.workflowStage = 'delivered';
      release.submittedAt = now;
      release.statusChangedAt = now;
      release.statusComment = null;
      const stored = await this.saveRelease(m, release);
      if (received) await this.mailReceived(stored, language, m);
      // Smart links makes the release's page here, in the submit's transaction.
      if (received) await this.changes.changed(m, { releaseId: stored.id, previousStatus, status: 'pending' });
      return stored;
    });
    return this.views.presentOne(saved);
  }

  /** In the language of the request that submitted it (not the account's), in the submit's own transaction. */
  private async mailReceived(release: Release, language: string | null, m: EntityManager): Promise<void> {
    await this.notices.tell(m, release.userId, {
      concerns: 'releases',
      mail: {
        template: RELEASE_RECEIVED_MAIL,
        language,
        params: (to) => ({ name: to.name, title: release.title ?? 'Untitled release', link: `${this.config.publicUrl}/artist/releases/${release.id}` }),
      },
    });
  }

  async getDistribution(userId: string, releaseId: string): Promise<DistributionSettingsResponse> {
    return toDistributionSettings(await this.access.findOwned(userId, releaseId));
  }

  async updateDistribution(userId: string, releaseId: string, body: DeferredBody<DistributionDto>): Promise<DistributionSettingsResponse> {
    const activeStores = await this.stores.activeIds();
    const { store_limit: storeLimit } = await this.views.limitsOf(userId);
    const saved = await this.dataSource.transaction(async (m) => {
      const release = await this.access.lockEditable(m, userId, releaseId);
      const next = mergeDistribution(await body.validated(), release, activeStores);
      await this.checkStoreLimit(next.storeIds, storeLimit, m);
      Object.assign(release, next);
      return this.releases.save(release, m);
    });
    return toDistributionSettings(saved);
  }

  /** Read per request, so an upgrade widens the allowance at once. Stores switched off since do not count. */
  private async checkStoreLimit(storeIds: string[], storeLimit: number | null, m: EntityManager): Promise<void> {
    if (storeLimit === null || storeIds.length <= storeLimit) return;
    const active = await this.stores.activeIdsAmong(storeIds, m);
    if (!withinStoreLimit(active.size, storeLimit)) throw ReleaseErrors.storeLimitExceeded(storeLimit);
  }

  /** Saves, turning a UPC that another release took in the meantime into the form's message. */
  private async saveRelease(m: EntityManager, release: Release): Promise<Release> {
    try {
      return await this.releases.save(release, m);
    } catch (error) {
      if (isUniqueViolation(error, 'releases_upc_uq')) throw DomainError.validation({ upc: [RELEASE_API_MESSAGES.upcTaken] });
      throw error;
    }
  }
}
