import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { USER_SUMMARIES_VIEW } from '@soundpost/server-auth';
import { DataSource } from 'typeorm';

/** The draft status of a release that was never submitted. */
const DRAFT_STATUS = 'draft';

/**
 * Every spelling of "pending" that rows may hold (the back office shows it as Pendente). Written
 * out rather than lower-cased in SQL so the pending-releases query can use an index on `status`.
 */
export const PENDING_STATUS_SPELLINGS: readonly string[] = ['pending', 'Pendente', 'pendente', 'PENDING'];

export interface ReleaseStatusCount {
  status: string;
  count: number;
}

export interface PendingReleaseRow {
  id: string;
  title: string | null;
  artist: string | null;
  created_at: Date;
  release_date: string | null;
  status: string;
}

/** The releases lib's counts and queues for other domains' screens (the dashboards). */
@Injectable()
export class ReleaseStatsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The artist's releases counted per stored status (drafts included). */
  async statusCountsFor(userId: string): Promise<ReleaseStatusCount[]> {
    return this.db.query('SELECT status, count(*)::int AS count FROM releases WHERE user_id = $1 GROUP BY status', [userId]);
  }

  async trackCountFor(userId: string): Promise<number> {
    const [row] = await this.db.query('SELECT count(*)::int AS n FROM tracks t JOIN releases r ON r.id = t.release_id WHERE r.user_id = $1', [userId]);
    return row.n;
  }

  /** Every release that was submitted at least once: all but drafts. */
  async submittedCount(): Promise<number> {
    const [row] = await this.db.query('SELECT count(*)::int AS n FROM releases WHERE status <> $1', [DRAFT_STATUS]);
    return row.n;
  }

  /** The review queue's head: pending releases, longest waiting first, with the primary artist's name (else the owner's). */
  async oldestPending(limit: number): Promise<PendingReleaseRow[]> {
    return this.db.query(
      `SELECT r.id, r.title, COALESCE(da.name, u.name) AS artist, r.created_at, r.release_date::text AS release_date, r.status
         FROM releases r
         LEFT JOIN directory_artists da ON da.id = r.primary_artist_id
         LEFT JOIN ${USER_SUMMARIES_VIEW} u ON u.id = r.user_id
        WHERE r.status = ANY ($1)
        ORDER BY r.created_at ASC, r.id ASC
        LIMIT $2`,
      [PENDING_STATUS_SPELLINGS, limit],
    );
  }
}
