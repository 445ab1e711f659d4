import { Inject, Injectable } from '@nestjs/common';
import { LINK_MESSAGES } from '@soundpost/contracts';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { DomainError } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import QRCode from 'qrcode';
import { LinkPageRepository } from './link-page.repository';

export interface LinkQrCode {
  slug: string;
  body: Buffer | string;
}

/** Quiet zone and size fit a poster or a flyer; medium error correction survives a small print smudge. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

/** The QR code of a release's public page, for its artist to print. */
@Injectable()
export class LinkQrService {
  constructor(
    private readonly pages: LinkPageRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async svg(userId: string, releaseId: string): Promise<LinkQrCode> {
    const slug = await this.ownSlug(userId, releaseId);
    return { slug, body: await QRCode.toString(this.pageUrl(slug), { ...QR_OPTIONS, type: 'svg' }) };
  }

  async png(userId: string, releaseId: string): Promise<LinkQrCode> {
    const slug = await this.ownSlug(userId, releaseId);
    return { slug, body: await QRCode.toBuffer(this.pageUrl(slug), { ...QR_OPTIONS, type: 'png', width: 1024 }) };
  }

  private pageUrl(slug: string): string {
    return `${this.config.publicUrl.replace(/\/+$/, '')}/l/${slug}`;
  }

  /** Another artist's release, or one without a link, is not found. */
  private async ownSlug(userId: string, releaseId: string): Promise<string> {
    const row = isUuid(releaseId) ? await this.pages.slugForOwner(releaseId, userId) : null;
    if (!row) throw DomainError.notFound(LINK_MESSAGES.linkNotFound, 'link_not_found');
    return row.slug;
  }
}
