import type { Readable } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { type LanguageCode, PROMO_KINDS, type PromoKind } from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { DomainError } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import { StorageService } from '@soundpost/server-core/storage';
import { LRUCache } from 'lru-cache';
import { ZipFile } from 'yazl';
import { promoLanguage, promoLine, promoLineText } from './promo-line';
import { readCoverBytes } from '../links/cover-bytes';
import { prepareCover, renderPromo, type PreparedCover, type PromoWords } from './promo-renderer';
import { PromoRepository, type PromoSource } from './promo.repository';

/** A release's promo image, ready to send as a download. */
export interface PromoDownload {
  filename: string;
  png: Buffer;
}

export interface PromoZip {
  filename: string;
  stream: Readable;
}

// Rendered images are 0.1 to 2 MB: about a hundred releases' preview cards, or a few dozen full sets.
const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;
// A cover that could not be read may be passing trouble (storage unreachable): tried again after a minute.
const RETRY_UNREADABLE_MS = 60_000;

const today = () => new Date().toISOString().slice(0, 10);

export function isPromoKind(value: unknown): value is PromoKind {
  return (PROMO_KINDS as readonly unknown[]).includes(value);
}

/** A file name from the slug, else the title in plain ASCII words. */
export function promoFileStem(source: Pick<PromoSource, 'slug' | 'title'>): string {
  if (source.slug) return source.slug;
  const words = source.title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return words || 'release';
}

/**
 * Promo art made from a release's cover: four sizes, with the title, the artist and a line ("Out now",
 * "Out {date}", "Pre-save now") in the artist's language, in the cover's colours. A missing or unreadable
 * cover gives the plain design, never an error. Rendered images stay in memory (the link page's
 * preview card is asked for by every crawler that sees a shared link).
 */
@Injectable()
export class PromoService {
  private readonly logger = new Logger('Promo');

  private readonly covers = new LRUCache<string, { cover: PreparedCover | null }>({
    max: 16,
    fetchMethod: async (key, _stale, { options }) => {
      const cover = await prepareCover(await this.readCover(key));
      if (!cover) options.ttl = RETRY_UNREADABLE_MS;
      return { cover };
    },
  });

  private readonly images = new LRUCache<string, Buffer, { source: PromoSource; kind: PromoKind; words: PromoWords }>({
    maxSize: IMAGE_CACHE_BYTES,
    sizeCalculation: (png) => png.length,
    fetchMethod: async (_key, _stale, { options, context }) => {
      const cover = context.source.coverKey ? (await this.covers.fetch(context.source.coverKey))?.cover ?? null : null;
      if (!cover && context.source.coverKey) options.ttl = RETRY_UNREADABLE_MS;
      return this.render(context, cover);
    },
  });

  constructor(
    private readonly promo: PromoRepository,
    private readonly users: UserSummariesService,
    private readonly storage: StorageService,
  ) {}

  /**
   * One image as PNG. `language` (a visitor's, for the page's preview card) is used when we write in it;
   * without it, the artist's. Throws only for a release that was never submitted (404).
   */
  async image(releaseId: string, kind: PromoKind, language?: string): Promise<Buffer> {
    const source = await this.source(releaseId);
    return this.imageOf(source, kind, language ? promoLanguage(language) : await this.artistLanguage(source));
  }

  /** The artist's download of one kind: 404 for an unknown kind, another artist's release or a draft. */
  async artistImage(userId: string, releaseId: string, kind: string): Promise<PromoDownload> {
    if (!isPromoKind(kind)) throw DomainError.notFound('Unknown promo image.', 'promo_kind_not_found');
    const source = await this.owned(userId, releaseId);
    const png = await this.imageOf(source, kind, await this.artistLanguage(source));
    return { filename: `${promoFileStem(source)}-${kind}.png`, png };
  }

  /** All four as a zip, streamed as yazl writes it (PNGs are compressed already: stored, not deflated). */
  async artistZip(userId: string, releaseId: string): Promise<PromoZip> {
    const source = await this.owned(userId, releaseId);
    const language = await this.artistLanguage(source);
    const zip = new ZipFile();
    const mtime = new Date();
    // One at a time: the cover is decoded once and the four renders do not compete for the two cores.
    for (const kind of PROMO_KINDS) zip.addBuffer(await this.imageOf(source, kind, language), `${kind}.png`, { compress: false, mtime });
    zip.end();
    return { filename: `${promoFileStem(source)}-promo.zip`, stream: zip.outputStream as Readable };
  }

  private async owned(userId: string, releaseId: string): Promise<PromoSource> {
    const source = await this.source(releaseId);
    if (source.ownerUserId !== userId) throw notFound();
    return source;
  }

  private async source(releaseId: string): Promise<PromoSource> {
    const source = isUuid(releaseId) ? await this.promo.sourceByRelease(releaseId) : null;
    if (!source) throw notFound();
    return source;
  }

  private async artistLanguage(source: PromoSource): Promise<LanguageCode> {
    const recipient = (await this.users.recipients([source.ownerUserId])).get(source.ownerUserId);
    return promoLanguage(recipient?.language);
  }

  private async imageOf(source: PromoSource, kind: PromoKind, language: LanguageCode): Promise<Buffer> {
    const line = promoLineText(promoLine({ status: source.status, releaseDate: source.releaseDate, storeIds: source.storeIds, today: today() }), language);
    const words: PromoWords = { title: source.title, artist: source.artist, line };
    // Everything the picture shows is in the key, so an edit or a new day makes a new image.
    const key = JSON.stringify([source.releaseId, kind, source.coverKey, words.title, words.artist, line, language]);
    const png = await this.images.fetch(key, { context: { source, kind, words } });
    return png ?? this.render({ source, kind, words }, null);
  }

  private async render({ source, kind, words }: { source: PromoSource; kind: PromoKind; words: PromoWords }, cover: PreparedCover | null): Promise<Buffer> {
    try {
      return await renderPromo(kind, cover, words, source.releaseId);
    } catch (error) {
      if (!cover) throw error;
      this.logger.warn(`promo ${kind} of ${source.releaseId} with its cover failed, plain design: ${(error as Error).message}`);
      return renderPromo(kind, null, words, source.releaseId);
    }
  }

  private async readCover(key: string): Promise<Buffer | null> {
    try {
      return await readCoverBytes(this.storage, key);
    } catch (error) {
      this.logger.warn(`cover ${key} unreadable: ${(error as Error).message}`);
      return null;
    }
  }
}

function notFound(): DomainError {
  return DomainError.notFound('Release not found.', 'release_not_found');
}
