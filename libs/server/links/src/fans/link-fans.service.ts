import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { LINK_MESSAGES } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';
import { MailService, resolveMailLanguage } from '@soundpost/server-core/mail';
import { RateLimitService } from '@soundpost/server-core/rate-limit';
import { DataSource, EntityManager } from 'typeorm';
import { linkState } from '../links/link-state';
import { LinksSettings } from '../links.settings';
import { FanLinkRow, FanLinksRepository } from './fan-links.repository';
import { LinkFansRepository } from './link-fans.repository';
import { LINK_FAN_CONFIRM_MAIL } from './links-mail-templates';
import { LinkSecrets, randomToken, tokenHash } from './link-secrets';

/** A pending address that asks again gets its confirmation again, at most this often. */
export const FAN_RESEND_AFTER_MS = 10 * 60 * 1000;
const UNSUBSCRIBE_LABEL = 'fan-unsubscribe';

export const fanConfirmPath = (token: string) => `/l/notify/confirm/${token}`;
export const fanUnsubscribePath = (token: string) => `/l/notify/unsubscribe/${token}`;

export interface FanLinkSummary {
  slug: string;
  title: string;
  artist: string;
}

@Injectable()
export class LinkFansService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly links: FanLinksRepository,
    private readonly fans: LinkFansRepository,
    private readonly mail: MailService,
    private readonly secrets: LinkSecrets,
    private readonly rateLimits: RateLimitService,
    private readonly settings: LinksSettings,
  ) {}

  /**
   * "Notify me on release day" on a pre-save page. Whatever the address's standing (new, pending,
   * confirmed) the caller answers the same, so the page never tells whether an address is on the list.
   */
  async subscribe(slug: string, email: string, language: string | null, site: string, now = new Date()): Promise<FanLinkSummary> {
    const link = await this.links.bySlug(slug);
    if (!link || linkState({ ...link, today: now.toISOString().slice(0, 10) }) !== 'presave') throw DomainError.notFound(LINK_MESSAGES.linkNotFound);
    // Per address across every link, so nobody can have one inbox mailed from page after page.
    await this.rateLimits.consume('link-notify', `address:${email}`, { points: this.settings.LINKS_NOTIFY_PER_ADDRESS, durationSeconds: 60 * 60 });
    const lang = resolveMailLanguage(language);
    await this.dataSource.transaction(async (manager) => {
      const existing = await this.fans.lockByAddress(manager, link.id, email);
      if (existing?.confirmedAt) return;
      if (existing) {
        if (now.getTime() - existing.createdAt.getTime() < FAN_RESEND_AFTER_MS) return;
        // Only the hash is kept, so a re-send carries a new confirmation token (the old link stops working).
        const confirmToken = randomToken();
        await this.fans.reissue(manager, existing.id, tokenHash(confirmToken), lang);
        await this.sendConfirmation(manager, link, existing.id, existing.email, lang, confirmToken, site);
        return;
      }
      const id = randomUUID();
      const confirmToken = randomToken();
      const inserted = await this.fans.insertUnlessPresent(manager, {
        id,
        linkId: link.id,
        email,
        language: lang,
        confirmTokenHash: tokenHash(confirmToken),
        unsubscribeTokenHash: tokenHash(this.unsubscribeToken(id)),
      });
      // A concurrent request for the same address won the insert: it sends the one confirmation.
      if (inserted) await this.sendConfirmation(manager, link, id, email, lang, confirmToken, site);
    });
    return { slug: link.slug, title: link.title, artist: link.artist };
  }

  /** Confirms the address of this token; null when the token is unknown (or the fan left since). */
  async confirm(token: string): Promise<FanLinkSummary | null> {
    const fan = await this.fans.confirm(tokenHash(token));
    return fan ? this.summary(fan.linkId) : null;
  }

  /** Whether a confirmation token still names a fan (the GET page shows its button only then). */
  async confirmTarget(token: string): Promise<FanLinkSummary | null> {
    const fan = await this.fans.findByConfirmHash(tokenHash(token));
    return fan ? this.summary(fan.linkId) : null;
  }

  /** Whether an unsubscribe token still names a fan (the GET page shows its button only then). */
  async unsubscribeTarget(token: string): Promise<FanLinkSummary | null> {
    const fan = await this.fans.findByUnsubscribeHash(tokenHash(token));
    return fan ? this.summary(fan.linkId) : null;
  }

  /** One-click unsubscribe: the row, and with it the address, goes at once. Idempotent. */
  async unsubscribe(token: string): Promise<void> {
    await this.fans.deleteByUnsubscribeHash(tokenHash(token));
  }

  /** The unsubscribe token of a fan, rebuilt from its id and the app's secret, so every mail can carry it. */
  unsubscribeToken(fanId: string): string {
    return this.secrets.sign(UNSUBSCRIBE_LABEL, fanId);
  }

  private async summary(linkId: string): Promise<FanLinkSummary | null> {
    const link = await this.links.byId(linkId);
    return link ? { slug: link.slug, title: link.title, artist: link.artist } : null;
  }

  private async sendConfirmation(manager: EntityManager, link: FanLinkRow, fanId: string, email: string, language: string, confirmToken: string, site: string): Promise<void> {
    const unsubscribe = site + fanUnsubscribePath(this.unsubscribeToken(fanId));
    await this.mail.queue(
      {
        to: email,
        template: LINK_FAN_CONFIRM_MAIL,
        language,
        params: { title: link.title, artist: link.artist, confirm_link: site + fanConfirmPath(confirmToken), unsubscribe_link: unsubscribe },
        listUnsubscribe: unsubscribe,
      },
      manager,
    );
  }
}
