import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { todayIsoDate, type AdminLinkPage, type AdminLinkResponse } from '@soundpost/contracts';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { isUuid } from '@soundpost/server-core/ids';
import { toPage, type ListQuery } from '@soundpost/server-core/lists';
import { DataSource } from 'typeorm';
import { LinkPageCache } from '../public/link-page-cache';
import { adminLinksListSpec } from './admin-links.list';
import { linkState } from './link-state';
import { linkPageUrl } from './link-urls';
import { LinksErrors } from './links.errors';
import { toAdminLink } from './release-link.mapper';
import { ReleaseLinksRepository, type AdminLinkRow } from './release-links.repository';

/** Staff's view of the links: search, one link, and disabling a page (abuse) and enabling it again, audited. */
@Injectable()
export class AdminLinksService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly links: ReleaseLinksRepository,
    private readonly cache: LinkPageCache,
  ) {}

  async list(list: ListQuery): Promise<AdminLinkPage> {
    const { rows, total } = await this.links.adminPage(list);
    const today = todayIsoDate();
    return toPage(
      rows.map((r) => this.present(r, today)),
      total,
      list,
      adminLinksListSpec.resource,
    );
  }

  async get(id: string): Promise<AdminLinkResponse> {
    const row = isUuid(id) ? await this.links.adminOne(id) : null;
    if (!row) throw LinksErrors.notFound();
    return this.present(row, todayIsoDate());
  }

  /**
   * Disables (with a reason) or enables (null) a link. Saved through the entity in a transaction, so the audit log records
   * the change with the staff member as its actor; then the cached public page is forgotten.
   */
  async setDisabled(id: string, reason: string | null): Promise<AdminLinkResponse> {
    if (!isUuid(id)) throw LinksErrors.notFound();
    const slug = await this.dataSource.transaction(async (m) => {
      const link = await this.links.lockById(m, id);
      if (!link) throw LinksErrors.notFound();
      if (reason === null) {
        if (link.disabledAt === null) return link.slug;
        link.disabledAt = null;
        link.disabledReason = null;
      } else {
        link.disabledAt = link.disabledAt ?? new Date();
        link.disabledReason = reason;
      }
      await this.links.save(m, link);
      return link.slug;
    });
    this.cache.forget(slug);
    return this.get(id);
  }

  private present(row: AdminLinkRow, today: string): AdminLinkResponse {
    const state = linkState({ disabledAt: row.disabled_at, status: row.status, releaseDate: row.release_date, listedStores: Number(row.listed_stores), today });
    return toAdminLink(row, linkPageUrl(this.config.publicUrl, row.slug), state);
  }
}
