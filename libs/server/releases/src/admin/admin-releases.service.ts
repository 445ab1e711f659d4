import { Injectable } from '@nestjs/common';
import type { ReleaseStatus } from '@soundpost/contracts';
import type { AdminReleaseDetail, AdminReleasePage, AdminTrackDetail, ReleaseLimitsResponse } from '@soundpost/contracts';
import { normaliseReleaseStatus } from '@soundpost/contracts';
import { valuesOf } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import { ListQuery, toPage } from '@soundpost/server-core/lists';
import { StorageService } from '@soundpost/server-core/storage';
import { NoticesService } from '@soundpost/server-notifications';
import { DataSource } from 'typeorm';
import { RELEASE_STATUS_MAIL } from '../mail/releases-mail-templates';
import { RELEASE_STATUS_NOTIFICATION } from '../notifications/releases-notification-templates';
import { signedMediaUrl } from '../releases/media-urls';
import { ReleaseDetailService } from '../releases/release-detail.service';
import type { Release } from '../releases/release.entity';
import type { ReleaseContext } from '../releases/release.mapper';
import { ReleaseViewsService } from '../releases/release-views.service';
import { toTrackResponse } from '../releases/track-response';
import { ReleasesRepository } from '../releases/releases.repository';
import { ReleaseErrors } from '../releases.errors';
import { TracksRepository } from '../tracks/tracks.repository';
import { toAdminReleaseDetail, toAdminReleaseListRow } from './admin-release.mapper';
import { adminReleasesListSpec } from './admin-releases.list';
import { AdminReleasesRepository } from './admin-releases.repository';
import { toAdminTrackDetail } from './admin-track.mapper';
import { RELEASE_STATUS_RULES, ReleaseStatusDto } from './release-status.dto';
import { ReleaseChangesService } from '../delivery-read/release-changes.service';
import { PreflightService } from '../preflight/preflight.service';

const SENT_TO_STORES = new Set<string>(['approved', 'live']);

/** Staff views carry no plan limits (they are the artist's business). */
const NO_LIMITS: ReleaseLimitsResponse = { max_extra_artists: -1, release_limit: -1, store_limit: null };

@Injectable()
export class AdminReleasesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly repository: AdminReleasesRepository,
    private readonly views: ReleaseViewsService,
    private readonly detail: ReleaseDetailService,
    private readonly storage: StorageService,
    private readonly notices: NoticesService,
    private readonly changes: ReleaseChangesService,
    private readonly preflight: PreflightService,
    private readonly releases: ReleasesRepository,
    private readonly tracks: TracksRepository,
  ) {}

  async list(query: ListQuery): Promise<AdminReleasePage> {
    const { rows, total } = await this.repository.findPage(query);
    const data = rows.map((r) => toAdminReleaseListRow(r, signedMediaUrl(this.storage, r.cover_art_key)));
    const page = toPage(data, total, query, adminReleasesListSpec.resource);
    // Object.assign keeps the page object (and its hidden Content-Range marker).
    return Object.assign(page, { total, last_page: page.meta.last_page, current_page: page.meta.current_page, per_page: page.meta.per_page });
  }

  async get(id: string): Promise<AdminReleaseDetail> {
    return this.present(await this.require(id));
  }

  async getTrack(id: string): Promise<AdminTrackDetail> {
    const track = isUuid(id) ? await this.tracks.byId(id) : null;
    if (!track) throw ReleaseErrors.trackNotFound();
    const release = await this.require(track.releaseId);
    const owners = await this.repository.ownersOf([release.userId]);
    return toAdminTrackDetail(toTrackResponse(track, signedMediaUrl(this.storage, track.audioKey)), release, owners.get(release.userId));
  }

  /** Sending a release to its stores runs the preflight first: errors refuse it unless staff give `override_reason`. */
  async setStatus(id: string, dto: ReleaseStatusDto): Promise<AdminReleaseDetail> {
    const v = valuesOf(RELEASE_STATUS_RULES, dto);
    const status = v('status');
    const comment = v('comment');
    const reason = v('override_reason');
    if (!isUuid(id)) throw ReleaseErrors.releaseNotFound();

    const saved = await this.dataSource.transaction(async (m) => {
      const release = await this.releases.lockById(m, id);
      if (!release) throw ReleaseErrors.releaseNotFound();
      const now = new Date();
      const previousStatus = release.status;
      // Deliveries of a release the stores would reject fail days later: refused now, or overridden in writing.
      // Approved → live is not checked again (its date may have passed since; the release was final).
      let overridden: string | null = null;
      if (SENT_TO_STORES.has(status) && !SENT_TO_STORES.has(normaliseReleaseStatus(previousStatus) ?? previousStatus)) {
        const check = await this.preflight.check(release, m);
        if (check.errors.length && !reason) throw ReleaseErrors.approvalPreflightFailed(check);
        if (check.errors.length) overridden = reason;
      }
      release.statusOverrideReason = overridden;
      release.status = status as ReleaseStatus;
      release.statusComment = comment;
      release.statusChangedAt = now;
      // A release put in review by staff counts as submitted from then on.
      if (status === 'pending' && !release.submittedAt) release.submittedAt = now;
      const stored = await this.releases.save(release, m);
      const title = release.title ?? 'Untitled release';
      await this.notices.tell(m, release.userId, {
        concerns: 'releases',
        notification: { template: RELEASE_STATUS_NOTIFICATION, params: { title, status, comment: comment ?? '' }, url: `/artist/releases/${release.id}` },
        mail: { template: RELEASE_STATUS_MAIL, params: (to) => ({ name: to.name, title, status: status as ReleaseStatus, comment: comment ?? '' }) },
      });
      await this.changes.changed(m, { releaseId: release.id, previousStatus, status });
      return stored;
    });
    return this.present(saved);
  }

  private async require(id: string): Promise<Release> {
    const release = isUuid(id) ? await this.releases.byId(id) : null;
    if (!release) throw ReleaseErrors.releaseNotFound();
    return release;
  }

  private async present(release: Release): Promise<AdminReleaseDetail> {
    const [contexts, owners, tracks] = await Promise.all([
      this.views.contexts([release], NO_LIMITS),
      this.repository.ownersOf([release.userId]),
      this.detail.tracksOf(release.id),
    ]);
    return toAdminReleaseDetail(release, contexts.get(release.id) as ReleaseContext, owners.get(release.userId), tracks);
  }
}
