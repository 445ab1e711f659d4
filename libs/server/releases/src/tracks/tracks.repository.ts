import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUuid } from '@soundpost/server-core/ids';
import { EntityManager, Repository } from 'typeorm';
import type { Release } from '../releases/release.entity';
import { ReleasesRepository } from '../releases/releases.repository';
import { Track } from './track.entity';

@Injectable()
export class TracksRepository {
  constructor(
    @InjectRepository(Track) private readonly repo: Repository<Track>,
    private readonly releases: ReleasesRepository,
  ) {}

  private of(manager?: EntityManager): Repository<Track> {
    return manager ? manager.getRepository(Track) : this.repo;
  }

  listOf(releaseId: string, manager?: EntityManager): Promise<Track[]> {
    return this.of(manager).find({ where: { releaseId }, order: { trackNumber: 'ASC', createdAt: 'ASC', id: 'ASC' } });
  }

  /** Another artist's track, or a malformed id, is "not found". With `lock`, every change to the release's tracks serialises on its row. */
  async findOwned(userId: string, trackId: string, manager?: EntityManager, lock = false): Promise<{ track: Track; release: Release } | null> {
    if (!isUuid(trackId)) return null;
    const track = await this.of(manager).findOneBy({ id: trackId });
    if (!track) return null;
    if (!lock) {
      const release = await this.releases.ownedBy(track.releaseId, userId, manager);
      return release ? { track, release } : null;
    }
    if (!manager) throw new Error('findOwned with lock needs the EntityManager of an open transaction');
    const release = await this.releases.lockById(manager, track.releaseId, userId);
    // Read again under the lock: a concurrent delete or edit of this track has committed by now.
    const current = release ? await this.of(manager).findOneBy({ id: trackId, releaseId: release.id }) : null;
    return release && current ? { track: current, release } : null;
  }

  byId(id: string): Promise<Track | null> {
    return this.repo.findOneBy({ id });
  }

  insert(fields: Partial<Track>, manager: EntityManager): Promise<Track> {
    const repo = this.of(manager);
    return repo.save(repo.create(fields));
  }

  saveChanges(track: Track, fields: Partial<Track>, manager: EntityManager): Promise<Track> {
    const repo = this.of(manager);
    return repo.save(repo.merge(track, fields));
  }

  reread(id: string, manager: EntityManager): Promise<Track> {
    return this.of(manager).findOneByOrFail({ id });
  }

  async delete(id: string, manager: EntityManager): Promise<void> {
    await this.of(manager).delete({ id });
  }

  async insertMany(rows: Array<Partial<Track>>, manager: EntityManager): Promise<void> {
    const repo = this.of(manager);
    await repo.save(rows.map((r) => repo.create(r)));
  }

  async isrcTaken(isrc: string, exceptTrackId: string | null, manager?: EntityManager): Promise<boolean> {
    const query = this.of(manager).createQueryBuilder('t').where('t.isrc = :isrc', { isrc });
    if (exceptTrackId) query.andWhere('t.id <> :exceptTrackId', { exceptTrackId });
    return (await query.getCount()) > 0;
  }

  async isrcsUsedOutside(releaseId: string, isrcs: string[], manager?: EntityManager): Promise<Set<string>> {
    if (!isrcs.length) return new Set();
    const rows: Array<{ isrc: string }> = await this.of(manager).query(`SELECT DISTINCT isrc FROM tracks WHERE isrc = ANY($1::text[]) AND release_id <> $2`, [isrcs, releaseId]);
    return new Set(rows.map((r) => r.isrc));
  }

  /** One statement; rows already at their number are left alone. */
  async renumber(manager: EntityManager, releaseId: string, orderedIds: string[]): Promise<void> {
    if (!orderedIds.length) return;
    await manager.query(
      `UPDATE tracks t SET track_number = o.n, updated_at = now()
         FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, n)
        WHERE t.id = o.id AND t.release_id = $1 AND t.track_number <> o.n`,
      [releaseId, orderedIds],
    );
  }
}
