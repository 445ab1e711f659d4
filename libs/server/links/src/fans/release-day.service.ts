import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { MailService } from '@soundpost/server-core/mail';
import { STORE_CATALOGUE } from '@soundpost/server-releases';
import { DataSource } from 'typeorm';
import { linkState } from '../links/link-state';
import { storeButtons, type StoreListing } from '../links/store-buttons';
import { PresaveService } from '../presave/presave.service';
import { FanLinkRow, FanLinksRepository } from './fan-links.repository';
import { fanUnsubscribePath, LinkFansService } from './link-fans.service';
import { LinkFansRepository } from './link-fans.repository';
import { LINK_RELEASE_DAY_MAIL } from './links-mail-templates';

export interface ReleaseDayReport {
  links: number;
  mailed: number;
  /** Fan rows deleted: the mailed ones and those who never confirmed. */
  deleted: number;
  saved: number;
  failed: number;
}

const WITHDRAWN = new Set(['rejected', 'removed']);
/** An address left unconfirmed this long is deleted, whatever the release date. */
export const FAN_PENDING_DAYS = 7;
const CATALOGUE = new Map(STORE_CATALOGUE.map((s) => [s.id, s.name] as const));

@Injectable()
export class ReleaseDayService {
  private readonly logger = new Logger('LinkReleaseDay');

  constructor(
    private readonly dataSource: DataSource,
    private readonly links: FanLinksRepository,
    private readonly fans: LinkFansRepository,
    private readonly fanService: LinkFansService,
    private readonly presaves: PresaveService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Every link whose release date has come (UTC) and that is live: each confirmed fan gets the one
   * release-day e-mail and every fan row goes, in one transaction, so a second run finds nobody; each
   * waiting pre-save is saved at its store. A disabled link or one no store lists yet waits for a later
   * run; a withdrawn release's fans and grants are dropped without a mail. Addresses unconfirmed for a
   * week go whatever the date.
   */
  async runDue(now = new Date()): Promise<ReleaseDayReport> {
    const today = now.toISOString().slice(0, 10);
    const report: ReleaseDayReport = { links: 0, mailed: 0, deleted: 0, saved: 0, failed: 0 };
    report.deleted += await this.fans.deleteUnconfirmedBefore(new Date(now.getTime() - FAN_PENDING_DAYS * 86_400_000));
    for (const link of await this.links.releasedWithFansOrPresaves(today)) {
      if (WITHDRAWN.has(link.status)) {
        report.deleted += await this.dropFans(link.id);
        report.failed += await this.presaves.dropWaiting(link.id, 'The release was withdrawn before its release day.');
        continue;
      }
      if (linkState({ ...link, today }) !== 'live') continue;
      report.links++;
      const listings = await this.links.listings(link.releaseId);
      const told = await this.tellFans(link, listings);
      report.mailed += told.mailed;
      report.deleted += told.deleted;
      const saved = await this.presaves.saveWaiting(link, listings);
      report.saved += saved.saved;
      report.failed += saved.failed;
    }
    if (report.links) this.logger.log(report, 'Release day');
    return report;
  }

  private async tellFans(link: FanLinkRow, listings: readonly StoreListing[]): Promise<{ mailed: number; deleted: number }> {
    const site = this.config.publicUrl;
    const buttons = storeButtons({ listings, upc: link.upc, storeOrder: link.storeOrder, storeUrls: link.storeUrls, catalogue: CATALOGUE });
    const stores = buttons.map((b) => `${b.store_name}: ${b.url}`).join('\n');
    const page = `${site}/l/${encodeURIComponent(link.slug)}`;
    return this.dataSource.transaction(async (manager) => {
      const fans = await this.fans.lockAllOfLink(manager, link.id);
      let mailed = 0;
      for (const fan of fans) {
        if (!fan.confirmedAt || fan.notifiedAt) continue;
        const unsubscribe = site + fanUnsubscribePath(this.fanService.unsubscribeToken(fan.id));
        await this.mail.queue(
          {
            to: fan.email,
            template: LINK_RELEASE_DAY_MAIL,
            language: fan.language,
            params: { title: link.title, artist: link.artist, page_link: page, stores, unsubscribe_link: unsubscribe },
            listUnsubscribe: unsubscribe,
          },
          manager,
        );
        mailed++;
      }
      // The address was kept for this e-mail only; unconfirmed ones go too.
      await this.fans.deleteByIds(manager, fans.map((f) => f.id));
      return { mailed, deleted: fans.length };
    });
  }

  private dropFans(linkId: string): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const fans = await this.fans.lockAllOfLink(manager, linkId);
      await this.fans.deleteByIds(manager, fans.map((f) => f.id));
      return fans.length;
    });
  }
}
