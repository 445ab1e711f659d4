import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** What promo art is made from: the release's card (releases' read model) and its link's slug. */
export interface PromoSource {
  releaseId: string;
  ownerUserId: string;
  title: string;
  artist: string;
  /** YYYY-MM-DD or null. */
  releaseDate: string | null;
  status: string;
  coverKey: string | null;
  storeIds: string[];
  slug: string | null;
}

@Injectable()
export class PromoRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A submitted release (never a draft) by id, with its link's slug when it has one. */
  async sourceByRelease(releaseId: string): Promise<PromoSource | null> {
    const [row] = await this.db.query(
      `SELECT c.release_id, c.owner_user_id, c.release_title, c.artist_name, c.release_date::text AS release_date,
              c.status, c.cover_art_key, c.store_ids, l.slug
         FROM release_catalogue_cards c
         LEFT JOIN release_links l ON l.release_id = c.release_id
        WHERE c.release_id = $1 AND c.status <> 'draft'`,
      [releaseId],
    );
    if (!row) return null;
    return {
      releaseId: row.release_id,
      ownerUserId: row.owner_user_id,
      title: row.release_title,
      artist: row.artist_name,
      releaseDate: row.release_date ?? null,
      status: row.status,
      coverKey: row.cover_art_key ?? null,
      storeIds: row.store_ids ?? [],
      slug: row.slug ?? null,
    };
  }
}
