import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

export interface DirectoryArtistRow {
  artist_id: string;
  name: string;
  is_self: boolean;
  releases: number;
}

export interface ArtistStoreEarningsRow {
  artist_id: string;
  store: string;
  amount: string;
  units: string;
}

export interface StatementLineRow {
  month: string;
  store: string;
  release_id: string;
  track_id: string | null;
  release_title: string | null;
  track_title: string | null;
  isrc: string | null;
  units: string;
  gross: string;
  amount: string;
}

/**
 * A label's figures per directory artist: the releases naming the artist as primary artist (releases' read models), the
 * account's share of their royalty lines (royalties' `royalty_account_shares`) and their streams (the rollups). Every
 * statement is scoped by the account ($1) on each side.
 */
@Injectable()
export class LabelReportsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  directory(ownerId: string): Promise<DirectoryArtistRow[]> {
    return this.db.query(
      `SELECT a.artist_id, a.name, a.is_self,
              (SELECT count(*) FROM release_catalogue_artist_releases r WHERE r.owner_user_id = $1 AND r.artist_id = a.artist_id AND r.status <> 'draft')::int AS releases
         FROM release_catalogue_artists a
        WHERE a.owner_user_id = $1
        ORDER BY a.is_self DESC, lower(a.name), a.artist_id`,
      [ownerId],
    );
  }

  async artist(ownerId: string, artistId: string): Promise<{ artist_id: string; name: string } | null> {
    const [row] = await this.db.query('SELECT artist_id, name FROM release_catalogue_artists WHERE owner_user_id = $1 AND artist_id = $2', [ownerId, artistId]);
    return row ?? null;
  }

  /** The account's earnings and units per artist and store, months `from` to `to` (first days). */
  earningsByArtistAndStore(ownerId: string, from: string, to: string): Promise<ArtistStoreEarningsRow[]> {
    return this.db.query(
      `SELECT ar.artist_id, s.store, sum(s.share_cents)::text AS amount, sum(s.units)::text AS units
         FROM royalty_account_shares s
         JOIN release_catalogue_artist_releases ar ON ar.release_id = s.release_id AND ar.owner_user_id = $1
        WHERE s.user_id = $1 AND s.month BETWEEN $2::date AND $3::date
        GROUP BY ar.artist_id, s.store`,
      [ownerId, from, to],
    );
  }

  /** Streams per artist, days `from` to `to`. */
  async streamsByArtist(ownerId: string, from: string, to: string): Promise<Map<string, number>> {
    const rows: Array<{ artist_id: string; streams: string }> = await this.db.query(
      `SELECT ar.artist_id, sum(r.streams)::text AS streams
         FROM stats_rollups r
         JOIN release_catalogue_artist_releases ar ON ar.release_id = r.release_id AND ar.owner_user_id = $1
        WHERE r.owner_user_id = $1 AND r.day BETWEEN $2::date AND $3::date
        GROUP BY ar.artist_id`,
      [ownerId, from, to],
    );
    return new Map(rows.map((r) => [r.artist_id, Number(r.streams)]));
  }

  /** One artist's lines summed per month, store and track (a UPC-only line per release), in that order. */
  statementLines(ownerId: string, artistId: string, from: string, to: string): Promise<StatementLineRow[]> {
    return this.db.query(
      `SELECT g.month, g.store, g.release_id::text AS release_id, g.track_id::text AS track_id, r.release_title, t.track_title, t.isrc,
              g.units::text AS units, g.gross::text AS gross, g.amount::text AS amount
         FROM (SELECT to_char(s.month, 'YYYY-MM') AS month, s.store, s.release_id, s.track_id,
                      sum(s.units) AS units, sum(s.gross_cents) AS gross, sum(s.share_cents) AS amount
                 FROM royalty_account_shares s
                 JOIN release_catalogue_artist_releases ar ON ar.release_id = s.release_id AND ar.owner_user_id = $1 AND ar.artist_id = $2
                WHERE s.user_id = $1 AND s.month BETWEEN $3::date AND $4::date
                GROUP BY 1, 2, 3, 4) g
         LEFT JOIN release_catalogue_releases r ON r.release_id = g.release_id
         LEFT JOIN release_catalogue_tracks t ON t.track_id = g.track_id
        ORDER BY g.month, g.store, r.release_title, t.track_title NULLS FIRST, g.track_id`,
      [ownerId, artistId, from, to],
    );
  }
}
