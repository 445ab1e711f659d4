import { Injectable } from '@nestjs/common';
import { PromoService } from '../promo/promo.service';
import type { PageLanguage } from './link-page.strings';

/** Previews are fetched by link-preview bots now and then; a card is kept this long (its line changes on release day). */
const CARD_TTL_MS = 10 * 60_000;
const KEPT_CARDS = 100;

/** The page's 1200x630 preview image (promo's landscape card in the visitor's language), kept in memory a few minutes. */
@Injectable()
export class LinkCardService {
  private readonly kept = new Map<string, { expires: number; png: Promise<Buffer> }>();

  constructor(private readonly promo: PromoService) {}

  card(releaseId: string, coverKey: string | null, language: PageLanguage): Promise<Buffer> {
    const key = `${releaseId}|${coverKey ?? ''}|${language}`;
    const known = this.kept.get(key);
    if (known && known.expires > Date.now()) return known.png;
    const png = this.promo.image(releaseId, 'landscape', language);
    this.kept.delete(key);
    if (this.kept.size >= KEPT_CARDS) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(key, { expires: Date.now() + CARD_TTL_MS, png });
    // A failure is not kept: the next preview tries again.
    png.catch(() => this.kept.get(key)?.png === png && this.kept.delete(key));
    return png;
  }
}
