import { Injectable } from '@nestjs/common';

/** A page is at most this old: an artist's edit or a staff disable also forgets it at once. */
export const LINK_PAGE_TTL_MS = 30_000;
const MAX_SLUGS = 10_000;

/** What the page and its redirects need of one link, read in one statement. */
export interface LoadedLink {
  linkId: string;
  releaseId: string;
  coverKey: string | null;
  /** The link's channel names: `?c=` counts only for these. */
  channels: ReadonlySet<string>;
  /** Store id to the button's URL. */
  buttons: ReadonlyMap<string, string>;
  presaveStores: ReadonlySet<string>;
}

export interface CachedLinkPage {
  expires: number;
  /** null: no public page for this slug (unknown, disabled, or not yet shown). */
  link: LoadedLink | null;
  /** Rendered HTML by language, channel and pre-saved store. */
  html: Map<string, string>;
  /** The view the HTML is rendered from (kept so each variant renders without the database). */
  render: ((variant: string) => string) | null;
}

/**
 * The rendered public pages, in memory, per slug, for at most 30 seconds, so a page fans open does no
 * database work per request. Each process has its own; forget(slug) clears this process's copy after an
 * edit, and the short lifetime bounds how stale another process's copy can be.
 */
@Injectable()
export class LinkPageCache {
  private readonly pages = new Map<string, CachedLinkPage>();
  private readonly loading = new Map<string, Promise<CachedLinkPage>>();

  get(slug: string, now = Date.now()): CachedLinkPage | undefined {
    const page = this.pages.get(slug);
    if (page && page.expires > now) return page;
    if (page) this.pages.delete(slug);
    return undefined;
  }

  /** The cached page, or the one `load` makes; concurrent misses for a slug share one load. */
  async getOrLoad(slug: string, load: () => Promise<Omit<CachedLinkPage, 'expires' | 'html'>>): Promise<CachedLinkPage> {
    const cached = this.get(slug);
    if (cached) return cached;
    const inFlight = this.loading.get(slug);
    if (inFlight) return inFlight;
    const started = load()
      .then((loaded) => {
        const page: CachedLinkPage = { ...loaded, html: new Map(), expires: Date.now() + LINK_PAGE_TTL_MS };
        // A forget() during the load wins: the loaded copy may predate the edit, so it is answered but not kept.
        if (this.loading.get(slug) === started) {
          if (this.pages.size >= MAX_SLUGS) this.pages.delete(this.pages.keys().next().value as string);
          this.pages.set(slug, page);
        }
        return page;
      })
      .finally(() => {
        if (this.loading.get(slug) === started) this.loading.delete(slug);
      });
    this.loading.set(slug, started);
    return started;
  }

  forget(slug: string): void {
    this.pages.delete(slug);
    this.loading.delete(slug);
  }
}
