import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LinkExtraLink } from '@soundpost/contracts';
import { poolQuery } from '@soundpost/server-core/database';
import { DataSource } from 'typeorm';
import type { StoreListing } from '../links/store-buttons';

/** Everything the public page of one slug shows, read in one statement. */
export interface LinkPageRow {
  link_id: string;
  release_id: string;
  owner_user_id: string;
  slug: string;
  store_order: string[];
  extra_links: LinkExtraLink[];
  store_urls: Record<string, string>;
  disabled_at: Date | null;
  release_title: string;
  artist_name: string;
  release_date: string | null;
  upc: string | null;
  status: string;
  cover_art_key: string | null;
  store_ids: string[] | null;
  listings: StoreListing[];
  channels: string[];
}

export interface LinkSlugRow {
  slug: string;
}

@Injectable()
export class LinkPageRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The link, its release's card, the stores listing it and the link's channel names. Straight on the
   * pool: it runs once per slug and language every 30 seconds at most, but on a page fans open.
   */
  async pageBySlug(slug: string): Promise<LinkPageRow | null> {
    const rows = await poolQuery<LinkPageRow>(
      this.dataSource,
      `SELECT l.id AS link_id, l.release_id, c.owner_user_id, l.slug, l.store_order, l.extra_links, l.store_urls, l.disabled_at,
              c.release_title, c.artist_name, c.release_date::text AS release_date, c.upc, c.status, c.cover_art_key, c.store_ids,
              coalesce((SELECT json_agg(json_build_object('storeId', s.store_id, 'storeReleaseUrl', s.store_release_url,
                                                         'storeReleaseId', s.store_release_id) ORDER BY s.acknowledged_at, s.store_id)
                          FROM delivery_store_listings s WHERE s.release_id = l.release_id), '[]'::json) AS listings,
              coalesce((SELECT array_agg(ch.name ORDER BY ch.name) FROM link_channels ch WHERE ch.link_id = l.id), '{}') AS channels
         FROM release_links l
         JOIN release_catalogue_cards c ON c.release_id = l.release_id
        WHERE l.slug = $1`,
      [slug],
    );
    return rows[0] ?? null;
  }

  /** The slug of the owner's release's link; another artist's release has none. */
  async slugForOwner(releaseId: string, userId: string): Promise<LinkSlugRow | null> {
    const rows = await poolQuery<LinkSlugRow>(this.dataSource, `SELECT slug FROM release_links WHERE release_id = $1 AND user_id = $2`, [releaseId, userId]);
    return rows[0] ?? null;
  }
}
