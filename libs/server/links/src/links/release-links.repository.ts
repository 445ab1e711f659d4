import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { applyListQuery, type ListQuery } from '@soundpost/server-core/lists';
import { lockOne } from '@soundpost/server-core/locks';
import { DataSource, type EntityManager } from 'typeorm';
import { adminLinksListSpec } from './admin-links.list';
import { LinkChannel } from './link-channel.entity';
import { ReleaseLink } from './release-link.entity';

/** What a link's page and screens need from the release (releases' `release_catalogue_cards`). */
export interface LinkCard {
  release_id: string;
  owner_user_id: string;
  release_title: string;
  artist_name: string;
}

/** A link with its release's card, as the artist's and staff's screens read it. */
export interface LinkRow {
  id: string;
  release_id: string;
  user_id: string;
  slug: string;
  store_order: string[];
  extra_links: ReleaseLink['extraLinks'];
  store_urls: ReleaseLink['storeUrls'];
  disabled_at: Date | null;
  disabled_reason: string | null;
  created_at: Date;
  release_title: string;
  artist_name: string;
  release_date: string | null;
  upc: string | null;
  status: string;
  cover_art_key: string | null;
}

/** The back office's row: the link, its card, how many stores list it and its all-time counts (summed per link by its key, not over the whole table). */
export interface AdminLinkRow extends LinkRow {
  listed_stores: number;
  views: number;
  clicks: number;
}

export interface ListingRow {
  release_id: string;
  store_id: string;
  store_release_url: string | null;
  store_release_id: string | null;
}

export interface TotalsRow {
  link_id: string;
  views: number;
  clicks: number;
}

const LINK_COLUMNS = `l.id, l.release_id, l.user_id, l.slug, l.store_order, l.extra_links, l.store_urls, l.disabled_at, l.disabled_reason, l.created_at,
       c.release_title, c.artist_name, c.release_date::text AS release_date, c.upc, c.status, c.cover_art_key`;

const ADMIN_ROWS = `
  SELECT ${LINK_COLUMNS},
         (SELECT count(*)::int FROM delivery_store_listings s WHERE s.release_id = l.release_id) AS listed_stores,
         coalesce(t.views, 0)::int AS views, coalesce(t.clicks, 0)::int AS clicks
    FROM release_links l
    JOIN release_catalogue_cards c ON c.release_id = l.release_id
    LEFT JOIN LATERAL (SELECT sum(d.views) AS views, sum(d.clicks) AS clicks FROM link_daily_counts d WHERE d.link_id = l.id) t ON true`;

@Injectable()
export class ReleaseLinksRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  byReleaseId(manager: EntityManager, releaseId: string): Promise<ReleaseLink | null> {
    return manager.findOneBy(ReleaseLink, { releaseId });
  }

  /** The release as its page shows it; null until it is submitted. */
  async cardOf(manager: EntityManager, releaseId: string): Promise<LinkCard | null> {
    const rows: LinkCard[] = await manager.query(
      `SELECT release_id, owner_user_id, release_title, artist_name FROM release_catalogue_cards WHERE release_id = $1`,
      [releaseId],
    );
    return rows[0] ?? null;
  }

  /** Slugs that start like `prefix`: the candidates a new link's suffix must step over. */
  async slugsStartingWith(manager: EntityManager, prefix: string): Promise<string[]> {
    // A slug is [a-z0-9-] only (the table checks it), so the prefix holds no LIKE wildcard.
    const rows: { slug: string }[] = await manager.query(`SELECT slug FROM release_links WHERE slug LIKE $1 || '%'`, [prefix]);
    return rows.map((r) => r.slug);
  }

  async slugTakenByOther(manager: EntityManager, slug: string, linkId: string): Promise<boolean> {
    const rows = await manager.query(`SELECT 1 FROM release_links WHERE slug = $1 AND id <> $2`, [slug, linkId]);
    return rows.length > 0;
  }

  /** Saved through the entity so the audit log records it, in the caller's transaction (or savepoint). */
  save(manager: EntityManager, link: ReleaseLink): Promise<ReleaseLink> {
    return manager.save(ReleaseLink, link);
  }

  create(manager: EntityManager, fields: Partial<ReleaseLink>): ReleaseLink {
    return manager.create(ReleaseLink, fields);
  }

  /** Submitted releases of these owners (all owners when null) that have no link yet: made before this lib existed. */
  async releasesWithoutLink(ownerIds: string[] | null, manager: EntityManager = this.db.manager): Promise<string[]> {
    const rows: { release_id: string }[] = await manager.query(
      `SELECT c.release_id FROM release_catalogue_cards c
        WHERE ($1::uuid[] IS NULL OR c.owner_user_id = ANY($1::uuid[]))
          AND NOT EXISTS (SELECT 1 FROM release_links l WHERE l.release_id = c.release_id)
        ORDER BY c.submitted_at, c.release_id`,
      [ownerIds],
    );
    return rows.map((r) => r.release_id);
  }

  /** The artist's links with their releases, newest release first. */
  artistLinks(userId: string, releaseId?: string): Promise<LinkRow[]> {
    return this.db.query(
      `SELECT ${LINK_COLUMNS}
         FROM release_links l
         JOIN release_catalogue_cards c ON c.release_id = l.release_id
        WHERE l.user_id = $1 AND ($2::uuid IS NULL OR l.release_id = $2::uuid)
        ORDER BY c.release_date DESC NULLS FIRST, l.created_at DESC, l.id DESC`,
      [userId, releaseId ?? null],
    );
  }

  /** The link row locked for an owner's change, by release or by link id; null when it is not theirs. */
  lockOwned(manager: EntityManager, userId: string, where: { releaseId: string } | { id: string }): Promise<ReleaseLink | null> {
    return lockOne(manager, ReleaseLink, { ...where, userId });
  }

  lockById(manager: EntityManager, id: string): Promise<ReleaseLink | null> {
    return lockOne(manager, ReleaseLink, { id });
  }

  /** The link owned by this user, unlocked (reads). */
  ownedById(userId: string, id: string): Promise<ReleaseLink | null> {
    return this.db.manager.findOneBy(ReleaseLink, { id, userId });
  }

  listings(releaseIds: string[]): Promise<ListingRow[]> {
    if (!releaseIds.length) return Promise.resolve([]);
    return this.db.query(
      `SELECT release_id, store_id, store_release_url, store_release_id FROM delivery_store_listings WHERE release_id = ANY($1::uuid[])`,
      [releaseIds],
    );
  }

  totals(linkIds: string[]): Promise<TotalsRow[]> {
    if (!linkIds.length) return Promise.resolve([]);
    return this.db.query(
      `SELECT link_id, coalesce(sum(views), 0)::int AS views, coalesce(sum(clicks), 0)::int AS clicks
         FROM link_daily_counts WHERE link_id = ANY($1::uuid[]) GROUP BY link_id`,
      [linkIds],
    );
  }

  channelsOf(linkIds: string[]): Promise<LinkChannel[]> {
    if (!linkIds.length) return Promise.resolve([]);
    return this.db.manager
      .createQueryBuilder(LinkChannel, 'ch')
      .where('ch.link_id = ANY(:ids)', { ids: linkIds })
      .orderBy('ch.created_at', 'ASC')
      .addOrderBy('ch.name', 'ASC')
      .getMany();
  }

  countChannels(manager: EntityManager, linkId: string): Promise<number> {
    return manager.countBy(LinkChannel, { linkId });
  }

  channelByName(manager: EntityManager, linkId: string, name: string): Promise<LinkChannel | null> {
    return manager.findOneBy(LinkChannel, { linkId, name });
  }

  channelById(manager: EntityManager, linkId: string, id: string): Promise<LinkChannel | null> {
    return manager.findOneBy(LinkChannel, { linkId, id });
  }

  insertChannel(manager: EntityManager, linkId: string, name: string): Promise<LinkChannel> {
    return manager.save(LinkChannel, manager.create(LinkChannel, { linkId, name }));
  }

  async removeChannel(manager: EntityManager, channel: LinkChannel): Promise<void> {
    await manager.remove(LinkChannel, channel);
  }

  /** Staff's list: search, sort and range over the links with their releases and counts. */
  async adminPage(list: ListQuery): Promise<{ rows: AdminLinkRow[]; total: number }> {
    const qb = this.db.createQueryBuilder().select('r.*').from(`(${ADMIN_ROWS})`, 'r');
    applyListQuery(qb, list, adminLinksListSpec);
    const counted = qb.clone().select('count(*)::int', 'total').orderBy().offset(undefined).limit(undefined);
    const [rows, count] = await Promise.all([qb.getRawMany<AdminLinkRow>(), counted.getRawOne<{ total: number }>()]);
    return { rows, total: count?.total ?? 0 };
  }

  async adminOne(id: string): Promise<AdminLinkRow | null> {
    const rows: AdminLinkRow[] = await this.db.query(`SELECT * FROM (${ADMIN_ROWS}) r WHERE r.id = $1`, [id]);
    return rows[0] ?? null;
  }
}
