import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { isUuid } from '@soundpost/server-core/ids';
import type { PoolClient } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Readable } from 'node:stream';
import { DataSource, EntityManager } from 'typeorm';

export interface CatalogueTrack {
  track_id: string;
  track_title: string | null;
  release_id: string;
  release_title: string | null;
  owner_user_id: string;
}

export interface CatalogueRelease {
  release_id: string;
  release_title: string | null;
  owner_user_id: string;
}

/** Reads the catalogue releases publishes for other domains (its `release_catalogue_*` read models). */
@Injectable()
export class CatalogueRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async storeName(storeId: string): Promise<string | null> {
    const [row] = await this.db.query('SELECT name FROM release_catalogue_stores WHERE store_id = $1', [storeId]);
    return row?.name ?? null;
  }

  /** How many ISRCs and UPCs the catalogue holds: what an in-memory match would load. */
  async identifierCount(manager: EntityManager): Promise<number> {
    const [row] = await manager.query(
      `SELECT (SELECT count(*) FROM release_catalogue_tracks WHERE isrc IS NOT NULL) + (SELECT count(*) FROM release_catalogue_releases WHERE upc IS NOT NULL) AS n`,
    );
    return Number(row.n);
  }

  /**
   * Every ISRC's track and every UPC's release as COPY text rows (kind 't' or 'r', identifier, then what a matched
   * royalty line holds: track_id, release_id, owner_user_id, matched_by), streamed on the transaction's own
   * connection; read it to the end before the next query.
   */
  async matchIdentifiers(manager: EntityManager): Promise<Readable> {
    const runner = manager.queryRunner;
    if (!runner) throw new Error('matchIdentifiers needs the EntityManager of a transaction');
    const client = (await runner.connect()) as PoolClient;
    return client.query(
      copyTo(
        `COPY (SELECT 't', isrc, track_id, release_id, owner_user_id, 'isrc' FROM release_catalogue_tracks WHERE isrc IS NOT NULL
               UNION ALL
               SELECT 'r', upc, NULL, release_id, owner_user_id, 'upc' FROM release_catalogue_releases WHERE upc IS NOT NULL) TO STDOUT`,
      ),
    );
  }

  async trackByIsrc(isrc: string, manager: EntityManager | DataSource = this.db): Promise<CatalogueTrack | null> {
    const [row] = await manager.query(
      'SELECT track_id, track_title, release_id, release_title, owner_user_id FROM release_catalogue_tracks WHERE isrc = $1',
      [isrc],
    );
    return row ?? null;
  }

  async releaseByUpc(upc: string, manager: EntityManager | DataSource = this.db): Promise<CatalogueRelease | null> {
    const alt = upc.length === 12 ? `0${upc}` : upc.length === 13 && upc.startsWith('0') ? upc.slice(1) : upc;
    const [row] = await manager.query(
      'SELECT release_id, release_title, owner_user_id FROM release_catalogue_releases WHERE upc = $1 OR upc = $2 LIMIT 1',
      [upc, alt],
    );
    return row ?? null;
  }

  /** Null for another artist's track or a malformed id. */
  async ownedTrack(userId: string, trackId: string): Promise<CatalogueTrack | null> {
    if (!isUuid(trackId)) return null;
    const [row] = await this.db.query(
      'SELECT track_id, track_title, release_id, release_title, owner_user_id FROM release_catalogue_tracks WHERE track_id = $1 AND owner_user_id = $2',
      [trackId, userId],
    );
    return row ?? null;
  }

  async ownedRelease(userId: string, releaseId: string): Promise<CatalogueRelease | null> {
    if (!isUuid(releaseId)) return null;
    const [row] = await this.db.query(
      'SELECT release_id, release_title, owner_user_id FROM release_catalogue_releases WHERE release_id = $1 AND owner_user_id = $2',
      [releaseId, userId],
    );
    return row ?? null;
  }
}
