import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { USER_SUMMARIES_VIEW } from '@soundpost/server-auth';
import { Repository } from 'typeorm';
import { Release } from '../releases/release.entity';
import type { NewestReleaseRow, PendingReleaseRow, ReleaseStatusCount } from './release-stats.service';

@Injectable()
export class ReleaseStatsRepository {
  constructor(@InjectRepository(Release) private readonly releases: Repository<Release>) {}

  statusCountsOf(userId: string): Promise<ReleaseStatusCount[]> {
    return this.releases.query('SELECT status, count(*)::int AS count FROM releases WHERE user_id = $1 GROUP BY status', [userId]);
  }

  async trackCountOf(userId: string): Promise<number> {
    const [row] = await this.releases.query('SELECT count(*)::int AS n FROM tracks t JOIN releases r ON r.id = t.release_id WHERE r.user_id = $1', [userId]);
    return row.n;
  }

  newestOf(userId: string, limit: number): Promise<NewestReleaseRow[]> {
    return this.releases.query(
      `SELECT r.id, r.release_number, r.title, da.name AS artist, r.status, r.cover_art_key, r.release_date::text AS release_date
         FROM releases r
         LEFT JOIN directory_artists da ON da.id = r.primary_artist_id
        WHERE r.user_id = $1
        ORDER BY r.created_at DESC, r.id DESC
        LIMIT $2`,
      [userId, limit],
    );
  }

  async countAll(): Promise<number> {
    const [row] = await this.releases.query('SELECT count(*)::int AS n FROM releases');
    return row.n;
  }

  oldestWithStatus(statuses: readonly string[], limit: number): Promise<PendingReleaseRow[]> {
    return this.releases.query(
      `SELECT r.id, r.title, COALESCE(da.name, u.name) AS artist, r.created_at, r.release_date::text AS release_date, r.status
         FROM releases r
         LEFT JOIN directory_artists da ON da.id = r.primary_artist_id
         LEFT JOIN ${USER_SUMMARIES_VIEW} u ON u.id = r.user_id
        WHERE r.status = ANY ($1)
        ORDER BY r.created_at ASC, r.id ASC
        LIMIT $2`,
      [statuses, limit],
    );
  }
}
