import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { lockOne } from '@soundpost/server-core/locks';
import { EntityManager, In, Repository } from 'typeorm';
import { ReleaseArtist } from './release-artist.entity';
import { DRAFT_STATUS, Release } from './release.entity';
import type { ExtraArtistResponse } from '@soundpost/contracts';

export interface TrackStats {
  tracks: number;
  withAudio: number;
}

@Injectable()
export class ReleasesRepository {
  constructor(@InjectRepository(Release) private readonly repo: Repository<Release>) {}

  private of(manager?: EntityManager): Repository<Release> {
    return manager ? manager.getRepository(Release) : this.repo;
  }

  listOf(userId: string): Promise<Release[]> {
    return this.repo.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  byId(id: string, manager?: EntityManager): Promise<Release | null> {
    return this.of(manager).findOneBy({ id });
  }

  summariesOf(ids: string[]): Promise<Array<Pick<Release, 'id' | 'title' | 'releaseNumber' | 'upc'>>> {
    return this.repo.find({ select: { id: true, title: true, releaseNumber: true, upc: true }, where: { id: In(ids) } });
  }

  ownedBy(id: string, userId: string, manager?: EntityManager): Promise<Release | null> {
    return this.of(manager).findOneBy({ id, userId });
  }

  lockById(manager: EntityManager, id: string, userId?: string): Promise<Release | null> {
    return lockOne(manager, Release, userId === undefined ? { id } : { id, userId });
  }

  insert(fields: Partial<Release>, manager: EntityManager): Promise<Release> {
    const repo = this.of(manager);
    return repo.save(repo.create(fields));
  }

  /** Through save(), so the audit log records the change. */
  save(release: Release, manager: EntityManager): Promise<Release> {
    return this.of(manager).save(release);
  }

  remove(release: Release, manager: EntityManager): Promise<Release> {
    return this.of(manager).remove(release);
  }

  /** Every release counts against the plan's release_limit, drafts included. */
  countOf(userId: string, manager?: EntityManager): Promise<number> {
    return this.of(manager).countBy({ userId });
  }

  findByIdempotencyKey(userId: string, idempotencyKey: string, manager?: EntityManager): Promise<Release | null> {
    return this.of(manager).findOneBy({ userId, idempotencyKey });
  }

  /** A draft the artist opened and left as it was (no title, no tracks): reused instead of piling up empty drafts. */
  newestUntouchedDraft(userId: string, manager?: EntityManager): Promise<Release | null> {
    return this.of(manager)
      .createQueryBuilder('r')
      .where('r.user_id = :userId AND r.status = :draft AND r.title IS NULL', { userId, draft: DRAFT_STATUS })
      .andWhere('NOT EXISTS (SELECT 1 FROM tracks t WHERE t.release_id = r.id)')
      .orderBy('r.created_at', 'DESC')
      .addOrderBy('r.id', 'DESC')
      .getOne();
  }

  async trackStats(releaseIds: string[], manager?: EntityManager): Promise<Map<string, TrackStats>> {
    const stats = new Map<string, TrackStats>();
    if (!releaseIds.length) return stats;
    const rows: Array<{ release_id: string; tracks: number; with_audio: number }> = await this.of(manager).query(
      `SELECT release_id, count(*)::int AS tracks, count(audio_key)::int AS with_audio FROM tracks WHERE release_id = ANY($1::uuid[]) GROUP BY release_id`,
      [releaseIds],
    );
    for (const row of rows) stats.set(row.release_id, { tracks: row.tracks, withAudio: row.with_audio });
    return stats;
  }

  async extraArtists(releaseIds: string[], manager?: EntityManager): Promise<Map<string, ExtraArtistResponse[]>> {
    const byRelease = new Map<string, ExtraArtistResponse[]>();
    if (!releaseIds.length) return byRelease;
    const rows: Array<{ release_id: string; artist_id: string; name: string; role: string }> = await this.of(manager).query(
      `SELECT ra.release_id, ra.artist_id, a.name, ra.role
         FROM release_artists ra JOIN directory_artists a ON a.id = ra.artist_id
        WHERE ra.release_id = ANY($1::uuid[])
        ORDER BY ra.release_id, ra.position, ra.created_at`,
      [releaseIds],
    );
    for (const { release_id, ...artist } of rows) {
      const list = byRelease.get(release_id) ?? [];
      list.push(artist);
      byRelease.set(release_id, list);
    }
    return byRelease;
  }

  async replaceExtraArtists(releaseId: string, pairs: Array<{ artistId: string; role: string }>, manager: EntityManager): Promise<void> {
    const repo = manager.getRepository(ReleaseArtist);
    await repo.delete({ releaseId });
    if (pairs.length) await repo.insert(pairs.map((p, position) => ({ releaseId, artistId: p.artistId, role: p.role, position })));
  }

  async removeExtraArtist(releaseId: string, artistId: string, manager: EntityManager): Promise<void> {
    await manager.query(`DELETE FROM release_artists WHERE release_id = $1 AND artist_id = $2`, [releaseId, artistId]);
  }

  async fileKeys(release: Release, manager?: EntityManager): Promise<string[]> {
    const rows: Array<{ audio_key: string }> = await this.of(manager).query(`SELECT audio_key FROM tracks WHERE release_id = $1 AND audio_key IS NOT NULL`, [release.id]);
    return [...(release.coverArtKey ? [release.coverArtKey] : []), ...rows.map((r) => r.audio_key)];
  }

  async upcTaken(upc: string, exceptReleaseId: string | null, manager?: EntityManager): Promise<boolean> {
    // A UPC-A and the same number written as an EAN-13 (leading 0) are one barcode for the stores.
    const variants = upc.length === 12 ? [upc, `0${upc}`] : upc.startsWith('0') ? [upc, upc.slice(1)] : [upc];
    const rows = await this.of(manager).query(`SELECT 1 FROM releases WHERE upc = ANY($1::text[]) AND ($2::uuid IS NULL OR id <> $2::uuid) LIMIT 1`, [variants, exceptReleaseId]);
    return rows.length > 0;
  }
}
