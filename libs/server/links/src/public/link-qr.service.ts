import { Inject, Injectable } from '@nestjs/common';
import { LINK_MESSAGES } from '@soundpost/contracts';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { DomainError } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { LinkPageRepository } from './link-page.repository';

export interface LinkQrCode {
  slug: string;
  body: Buffer | string;
}

/** The standard quiet zone; medium error correction survives a small print smudge. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;
/** The PNG is about this wide, each module a whole number of pixels so its edges stay sharp when printed. */
const PNG_TARGET_PX = 1024;

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
    return { slug, body: await qrPng(this.pageUrl(slug)) };
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

/**
 * The code's modules from qrcode, written as pixels and encoded by sharp (libvips, off the event loop):
 * qrcode's own PNG writer deflates in JavaScript, half a second of blocked event loop per download.
 */
async function qrPng(text: string): Promise<Buffer> {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: QR_OPTIONS.errorCorrectionLevel });
  const side = modules.size + 2 * QR_OPTIONS.margin;
  const scale = Math.max(1, Math.floor(PNG_TARGET_PX / side));
  const width = side * scale;
  const pixels = Buffer.alloc(width * width, 255);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      const top = (row + QR_OPTIONS.margin) * scale;
      const left = (col + QR_OPTIONS.margin) * scale;
      for (let y = top; y < top + scale; y++) pixels.fill(0, y * width + left, y * width + left + scale);
    }
  }
  return sharp(pixels, { raw: { width, height: width, channels: 1 } }).png({ compressionLevel: 9, palette: true, colours: 2 }).toBuffer();
}
