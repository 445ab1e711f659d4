import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { StoreListing } from '../links/store-buttons';

/** A link as "notify me", pre-save and the release-day job see it: the page's row with its release's card. */
export interface FanLinkRow {
  id: string;
  releaseId: string;
  slug: string;
  storeOrder: string[];
  storeUrls: Record<string, string>;
  disabledAt: Date | null;
  status: string;
  /** YYYY-MM-DD or null. */
  releaseDate: string | null;
  upc: string | null;
  title: string;
  artist: string;
  /** The stores the artist chose for the release. */
  storeIds: string[];
  /** Stores that acknowledged the release and still list it. */
  listedStores: number;
}

interface RawFanLink {
  id: string;
  release_id: string;
  slug: string;
  store_order: string[];
  store_urls: Record<string, string>;
  disabled_at: Date | null;
  status: string;
  release_date: string | null;
  upc: string | null;
  release_title: string;
  artist_name: string;
  store_ids: string[] | null;
  listed_stores: number;
}

const SELECT_LINK = `
  SELECT l.id, l.release_id, l.slug, l.store_order, l.store_urls, l.disabled_at, c.status, c.release_date::text AS release_date,
         c.upc, c.release_title, c.artist_name, c.store_ids,
         (SELECT count(*)::int FROM delivery_store_listings s WHERE s.release_id = l.release_id) AS listed_stores
    FROM release_links l
    JOIN release_catalogue_cards c ON c.release_id = l.release_id`;

const toRow = (r: RawFanLink): FanLinkRow => ({
  id: r.id,
  releaseId: r.release_id,
  slug: r.slug,
  storeOrder: r.store_order ?? [],
  storeUrls: r.store_urls ?? {},
  disabledAt: r.disabled_at,
  status: r.status,
  releaseDate: r.release_date,
  upc: r.upc,
  title: r.release_title,
  artist: r.artist_name,
  storeIds: r.store_ids ?? [],
  listedStores: Number(r.listed_stores),
});

@Injectable()
export class FanLinksRepository {
  constructor(private readonly dataSource: DataSource) {}

  async bySlug(slug: string, manager: EntityManager = this.dataSource.manager): Promise<FanLinkRow | null> {
    const rows: RawFanLink[] = await manager.query(`${SELECT_LINK} WHERE l.slug = $1`, [slug]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async byId(id: string, manager: EntityManager = this.dataSource.manager): Promise<FanLinkRow | null> {
    const rows: RawFanLink[] = await manager.query(`${SELECT_LINK} WHERE l.id = $1`, [id]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  /**
   * Links whose release date has come (UTC `today`) and that still hold fans or waiting pre-saves: the
   * release-day job's work. Whether each is live is decided by linkState, as for the page.
   */
  async releasedWithFansOrPresaves(today: string, manager: EntityManager = this.dataSource.manager): Promise<FanLinkRow[]> {
    const rows: RawFanLink[] = await manager.query(
      `${SELECT_LINK}
        WHERE (c.release_date <= $1::date OR c.release_date IS NULL)
          AND (EXISTS (SELECT 1 FROM link_fans f WHERE f.link_id = l.id)
               OR EXISTS (SELECT 1 FROM link_presaves p WHERE p.link_id = l.id AND p.state = 'authorised'))
        ORDER BY c.release_date, l.id`,
      [today],
    );
    return rows.map(toRow);
  }

  /** The acknowledged listings of a release (delivery's published read model). */
  async listings(releaseId: string, manager: EntityManager = this.dataSource.manager): Promise<StoreListing[]> {
    const rows: Array<{ store_id: string; store_release_url: string | null; store_release_id: string | null }> = await manager.query(
      `SELECT store_id, store_release_url, store_release_id FROM delivery_store_listings WHERE release_id = $1 ORDER BY store_id`,
      [releaseId],
    );
    return rows.map((r) => ({ storeId: r.store_id, storeReleaseUrl: r.store_release_url, storeReleaseId: r.store_release_id }));
  }
}
