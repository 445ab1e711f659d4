import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@soundpost/server-core/config';
import { APP_CONFIG } from '@soundpost/server-core/config';
import { STORE_CATALOGUE } from '@soundpost/server-releases';
import { isPublic, linkState } from '../links/link-state';
import { storeButtons } from '../links/store-buttons';
import { PresaveProviders } from '../presave/presave-providers';
import type { PageLanguage } from './link-page.strings';
import { LinkCoverService } from './link-cover.service';
import { CachedLinkPage, LinkPageCache, type LoadedLink } from './link-page-cache';
import { LinkPageRepository, type LinkPageRow } from './link-page.repository';
import { renderLinkPage, type LinkPageView } from './link-page.template';

const CATALOGUE: ReadonlyMap<string, string> = new Map(STORE_CATALOGUE.map((store) => [store.id, store.name]));
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** At most this many rendered variants (language x channel x pre-saved store) per slug are kept. */
const MAX_VARIANTS = 200;

export interface PageRequest {
  language: PageLanguage;
  channel: string | undefined;
  presaved: string | undefined;
}

export interface RenderedPage {
  html: string;
  link: LoadedLink;
}

/** The public page of a slug: read once per cache period, rendered per language and channel from memory. */
@Injectable()
export class LinkPageService {
  private readonly publicUrl: string;

  constructor(
    private readonly pages: LinkPageRepository,
    private readonly cache: LinkPageCache,
    private readonly covers: LinkCoverService,
    private readonly presave: PresaveProviders,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.publicUrl = config.publicUrl.replace(/\/+$/, '');
  }

  /** The link behind a public slug, null when there is no page to show. */
  async link(slug: string): Promise<LoadedLink | null> {
    return (await this.cached(slug))?.link ?? null;
  }

  /** The page's HTML, null when there is no page (unknown, disabled, refused or not yet shown). */
  async page(slug: string, request: PageRequest): Promise<RenderedPage | null> {
    const cached = await this.cached(slug);
    if (!cached?.link || !cached.render) return null;
    const channel = request.channel && cached.link.channels.has(request.channel) ? request.channel : '';
    const presaved = request.presaved && cached.link.presaveStores.has(request.presaved) ? request.presaved : '';
    const variant = `${request.language}\u0000${channel}\u0000${presaved}`;
    let html = cached.html.get(variant);
    if (html === undefined) {
      html = cached.render(variant);
      if (cached.html.size < MAX_VARIANTS) cached.html.set(variant, html);
    }
    return { html, link: cached.link };
  }

  /** Only the channel names the link has count; anything else is a visit without a channel. */
  channelOf(link: LoadedLink, channel: unknown): string {
    return typeof channel === 'string' && link.channels.has(channel) ? channel : '';
  }

  private async cached(slug: string): Promise<CachedLinkPage | null> {
    if (!SLUG_SHAPE.test(slug) || slug.length > 60) return null;
    return this.cache.getOrLoad(slug, () => this.load(slug));
  }

  private async load(slug: string): Promise<Omit<CachedLinkPage, 'expires' | 'html'>> {
    const row = await this.pages.pageBySlug(slug);
    const today = new Date().toISOString().slice(0, 10);
    if (!row) return { link: null, render: null };
    const state = linkState({ disabledAt: row.disabled_at, status: row.status, releaseDate: row.release_date, listedStores: row.listings.length, today });
    if (!isPublic(state)) return { link: null, render: null };
    const buttons = storeButtons({ listings: row.listings, upc: row.upc, storeOrder: row.store_order, storeUrls: row.store_urls, catalogue: CATALOGUE });
    const presaveStores = this.presaveStores(row);
    const cover = row.cover_art_key ? await this.covers.thumbnail(row.cover_art_key) : null;
    const view: LinkPageView = {
      slug: row.slug,
      title: row.release_title,
      artist: row.artist_name,
      state: state === 'presave' ? 'presave' : 'live',
      releaseDate: row.release_date,
      coverPath: cover && row.cover_art_key ? `/l/${row.slug}/cover.jpg?v=${createHash('sha256').update(row.cover_art_key).digest('hex').slice(0, 12)}` : null,
      buttons: buttons.map((b) => ({ storeId: b.store_id, storeName: b.store_name })),
      presaveStores: presaveStores.map((id) => ({ storeId: id, storeName: CATALOGUE.get(id) ?? id })),
      extraLinks: row.extra_links,
    };
    const link: LoadedLink = {
      linkId: row.link_id,
      releaseId: row.release_id,
      coverKey: cover ? row.cover_art_key : null,
      channels: new Set(row.channels),
      // The pre-save page shows no store buttons, so it has no redirects either.
      buttons: new Map(state === 'live' ? buttons.map((b) => [b.store_id, b.url] as const) : []),
      presaveStores: new Set(presaveStores),
    };
    const render = (variant: string) => {
      const [language, channel, presaved] = variant.split('\u0000');
      return renderLinkPage(view, { language: language as PageLanguage, publicUrl: this.publicUrl, channel, presavedStore: presaved || null, today });
    };
    return { link, render };
  }

  /**
   * The release's chosen stores whose authorisation can save it to a fan's library and works now (the
   * sandbox stand-in, or the store's keys in live mode), in the catalogue's order.
   */
  private presaveStores(row: LinkPageRow): string[] {
    const chosen = new Set(row.store_ids ?? []);
    return STORE_CATALOGUE.filter((store) => chosen.has(store.id) && this.presave.offers(store.id)).map((store) => store.id);
  }
}
