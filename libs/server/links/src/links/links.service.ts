import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { LINK_LIMITS, todayIsoDate, type LinkChannelCreateRequest, type LinkChannelResponse, type LinkTotals, type ReleaseLinkListResponse, type ReleaseLinkResponse, type ReleaseLinkUpdateRequest } from '@soundpost/contracts';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { isUniqueViolation } from '@soundpost/server-core/database';
import type { DeferredBody } from '@soundpost/server-core/http';
import { isUuid } from '@soundpost/server-core/ids';
import { StorageService } from '@soundpost/server-core/storage';
import { ReleaseChangesService, signedMediaUrl, STORE_CATALOGUE } from '@soundpost/server-releases';
import { DataSource, type EntityManager } from 'typeorm';
import { LinkPageCache } from '../public/link-page-cache';
import { toLinkChannel } from './link-channel.mapper';
import { baseSlug, firstFreeSlug } from './link-slug';
import { linkState } from './link-state';
import { clickThrough, linkPageUrl } from './link-urls';
import { LinksErrors } from './links.errors';
import type { ReleaseLink } from './release-link.entity';
import { toReleaseLink } from './release-link.mapper';
import { ReleaseLinksRepository, type LinkRow, type ListingRow } from './release-links.repository';
import { storeButtons } from './store-buttons';

/** Store id to name in the catalogue's order: the rank store buttons fall back to. */
export const CATALOGUE_NAMES: ReadonlyMap<string, string> = new Map(STORE_CATALOGUE.map((s) => [s.id, s.name]));

/** How many suffixes a new link tries when other submits take them at the same moment. */
const SLUG_ATTEMPTS = 20;

/** The links themselves: made on submit, listed and edited by the artist, with their channels. */
@Injectable()
export class LinksService implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly links: ReleaseLinksRepository,
    private readonly changes: ReleaseChangesService,
    private readonly storage: StorageService,
    private readonly cache: LinkPageCache,
  ) {}

  onModuleInit(): void {
    // A submit (status pending) makes the link in the submit's transaction: no submitted release is without one.
    this.changes.subscribe(async (manager, change) => {
      if (change.status === 'pending') await this.ensureForRelease(manager, change.releaseId);
    });
  }

  /**
   * The release's link, made if it has none: slug from artist and title, the first free suffix. The unique index decides
   * a race; each attempt runs in a savepoint, so a slug another submit took meanwhile costs one retry, not the submit.
   */
  async ensureForRelease(manager: EntityManager, releaseId: string): Promise<ReleaseLink | null> {
    const existing = await this.links.byReleaseId(manager, releaseId);
    if (existing) return existing;
    const card = await this.links.cardOf(manager, releaseId);
    if (!card) return null;
    const base = baseSlug(card.artist_name, card.release_title);
    const taken = new Set(await this.links.slugsStartingWith(manager, base.slice(0, 40)));
    let from = 1;
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
      const { slug, n } = firstFreeSlug(base, taken, from);
      try {
        return await manager.transaction((savepoint) =>
          this.links.save(savepoint, this.links.create(savepoint, { releaseId, userId: card.owner_user_id, slug, storeOrder: [], extraLinks: [], storeUrls: {} })),
        );
      } catch (error) {
        if (isUniqueViolation(error, 'release_links_slug')) {
          taken.add(slug);
          from = n + 1;
          continue;
        }
        // Another transaction made this release's link first: that one stands.
        if (isUniqueViolation(error)) return this.links.byReleaseId(manager, releaseId);
        throw error;
      }
    }
    throw new Error(`no free link name for release ${releaseId} after ${SLUG_ATTEMPTS} attempts`);
  }

  /** Links for submitted releases that predate this lib (of these owners, or all): one transaction each. */
  async ensureMissing(ownerIds: string[] | null): Promise<number> {
    const missing = await this.links.releasesWithoutLink(ownerIds);
    for (const releaseId of missing) await this.dataSource.transaction((m) => this.ensureForRelease(m, releaseId));
    return missing.length;
  }

  async list(userId: string): Promise<ReleaseLinkListResponse> {
    await this.ensureMissing([userId]);
    return { items: await this.present(await this.links.artistLinks(userId)) };
  }

  /** One release's link as the artist sees it; 404 when the release is not theirs or has no link. */
  async forRelease(userId: string, releaseId: string): Promise<ReleaseLinkResponse> {
    const [link] = isUuid(releaseId) ? await this.present(await this.links.artistLinks(userId, releaseId)) : [];
    if (!link) throw LinksErrors.notFound();
    return link;
  }

  /** Ownership (404) before the body's shape (422), then the slug's uniqueness (409). What is sent replaces what was. */
  async update(userId: string, releaseId: string, body: DeferredBody<ReleaseLinkUpdateRequest>): Promise<ReleaseLinkResponse> {
    if (!isUuid(releaseId)) throw LinksErrors.notFound();
    const slugs = await this.dataSource.transaction(async (m) => {
      const link = await this.links.lockOwned(m, userId, { releaseId });
      if (!link) throw LinksErrors.notFound();
      const input = await body.validated();
      const before = link.slug;
      if (input.slug !== undefined && input.slug !== link.slug) {
        if (await this.links.slugTakenByOther(m, input.slug, link.id)) throw LinksErrors.slugTaken();
        link.slug = input.slug;
      }
      if (input.store_order !== undefined) link.storeOrder = input.store_order;
      if (input.extra_links !== undefined) link.extraLinks = input.extra_links;
      if (input.store_urls !== undefined) link.storeUrls = input.store_urls;
      try {
        await m.transaction((savepoint) => this.links.save(savepoint, link));
      } catch (error) {
        if (isUniqueViolation(error, 'release_links_slug')) throw LinksErrors.slugTaken();
        throw error;
      }
      return [...new Set([before, link.slug])];
    });
    // The old page goes at once (its slug may now be free), the new one shows the edit.
    for (const slug of slugs) this.cache.forget(slug);
    return this.forRelease(userId, releaseId);
  }

  async addChannel(userId: string, linkId: string, body: DeferredBody<LinkChannelCreateRequest>): Promise<LinkChannelResponse> {
    if (!isUuid(linkId)) throw LinksErrors.notFound();
    const { link, channel } = await this.dataSource.transaction(async (m) => {
      // The link's row lock orders two adds, so the limit holds.
      const link = await this.links.lockOwned(m, userId, { id: linkId });
      if (!link) throw LinksErrors.notFound();
      const { name } = await body.validated();
      if (await this.links.channelByName(m, link.id, name)) throw LinksErrors.channelTaken();
      if ((await this.links.countChannels(m, link.id)) >= LINK_LIMITS.channelsMax) throw LinksErrors.channelsTooMany();
      return { link, channel: await this.links.insertChannel(m, link.id, name) };
    });
    return toLinkChannel(channel, this.config.publicUrl, link.slug);
  }

  async removeChannel(userId: string, linkId: string, channelId: string): Promise<void> {
    if (!isUuid(linkId) || !isUuid(channelId)) throw LinksErrors.notFound();
    await this.dataSource.transaction(async (m) => {
      const link = await this.links.lockOwned(m, userId, { id: linkId });
      if (!link) throw LinksErrors.notFound();
      const channel = await this.links.channelById(m, link.id, channelId);
      if (!channel) throw LinksErrors.channelNotFound();
      await this.links.removeChannel(m, channel);
    });
  }

  /** The artist's answers for these rows: listings, counts and channels read once for all of them. */
  private async present(rows: LinkRow[]): Promise<ReleaseLinkResponse[]> {
    if (!rows.length) return [];
    const linkIds = rows.map((r) => r.id);
    const [listings, totals, channels] = await Promise.all([
      this.links.listings(rows.map((r) => r.release_id)),
      this.links.totals(linkIds),
      this.links.channelsOf(linkIds),
    ]);
    const listingsOf = groupBy(listings, (l) => l.release_id);
    const totalsOf = new Map(totals.map((t) => [t.link_id, t]));
    const channelsOf = groupBy(channels, (c) => c.linkId);
    const today = todayIsoDate();
    return rows.map((row) => {
      const listed: ListingRow[] = listingsOf.get(row.release_id) ?? [];
      const counts = totalsOf.get(row.id);
      const sums: LinkTotals = { views: counts?.views ?? 0, clicks: counts?.clicks ?? 0, ctr: null };
      sums.ctr = clickThrough(sums.clicks, sums.views);
      return toReleaseLink(row, {
        url: linkPageUrl(this.config.publicUrl, row.slug),
        state: linkState({ disabledAt: row.disabled_at, status: row.status, releaseDate: row.release_date, listedStores: listed.length, today }),
        coverUrl: signedMediaUrl(this.storage, row.cover_art_key),
        stores: storeButtons({
          listings: listed.map((l) => ({ storeId: l.store_id, storeReleaseUrl: l.store_release_url, storeReleaseId: l.store_release_id })),
          upc: row.upc,
          storeOrder: row.store_order ?? [],
          storeUrls: row.store_urls ?? {},
          catalogue: CATALOGUE_NAMES,
        }),
        channels: (channelsOf.get(row.id) ?? []).map((c) => toLinkChannel(c, this.config.publicUrl, row.slug)),
        totals: sums,
      });
    });
  }
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
