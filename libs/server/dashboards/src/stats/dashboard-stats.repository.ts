import { Injectable } from '@nestjs/common';
import { ARTIST_ROLE_NAME } from '@soundpost/contracts';
import { DataSource } from 'typeorm';
import { PENDING_STATUS_SPELLINGS, StatusCount } from './release-status-counts';

/** The draft status of a release that was never submitted (docs/releases-api.md). */
const DRAFT_STATUS = 'draft';

export interface RecentArtistRow {
  id: string;
  name: string;
  email: string;
  created_at: Date;
}

export interface PendingReleaseRow {
  id: string;
  title: string | null;
  artist: string | null;
  created_at: Date;
  release_date: string | null;
  status: string;
}

/**
 * The dashboards' read model. Its queries aggregate across other domains' tables (`users`,
 * `subscriptions`, `plans` of auth and billing; `releases`, `tracks`, `directory_artists` of the
 * releases lib, named in docs/releases-api.md), so they are plain SQL here, each behind a named
 * method; every write to those tables stays with the owning lib.
 */
@Injectable()
export class DashboardStatsRepository {
  constructor(private readonly db: DataSource) {}

  /** The artist's releases counted per stored status (drafts included). */
  async releaseStatusCountsFor(userId: string): Promise<StatusCount[]> {
    return this.db.query('SELECT status, count(*)::int AS count FROM releases WHERE user_id = $1 GROUP BY status', [userId]);
  }

  async trackCountFor(userId: string): Promise<number> {
    const [row] = await this.db.query('SELECT count(*)::int AS n FROM tracks t JOIN releases r ON r.id = t.release_id WHERE r.user_id = $1', [userId]);
    return row.n;
  }

  /** Every release that was submitted at least once: all but drafts. */
  async submittedReleaseCount(): Promise<number> {
    const [row] = await this.db.query('SELECT count(*)::int AS n FROM releases WHERE status <> $1', [DRAFT_STATUS]);
    return row.n;
  }

  /**
   * Artist accounts, and how many of them hold an active subscription to a paid plan. The others
   * (an active free plan, or no plan at all, which means the free plan's limits) are on the free plan.
   */
  async artistPlanCounts(): Promise<{ artists: number; paid: number }> {
    const [row] = await this.db.query(
      `SELECT count(*)::int AS artists, (count(*) FILTER (WHERE p.price_cents > 0))::int AS paid
         FROM users u
         LEFT JOIN subscriptions s ON s.user_id = u.id AND s.status = 'active'
         LEFT JOIN plans p ON p.id = s.plan_id
        WHERE $1 = ANY (u.roles)`,
      [ARTIST_ROLE_NAME],
    );
    return { artists: row.artists, paid: row.paid };
  }

  async newestArtists(limit: number): Promise<RecentArtistRow[]> {
    return this.db.query(
      `SELECT id, name, email, created_at FROM users WHERE $1 = ANY (roles) ORDER BY created_at DESC, id DESC LIMIT $2`,
      [ARTIST_ROLE_NAME, limit],
    );
  }

  /** The review queue's head: pending releases, longest waiting first, with the primary artist's name (else the owner's). */
  async oldestPendingReleases(limit: number): Promise<PendingReleaseRow[]> {
    return this.db.query(
      `SELECT r.id, r.title, COALESCE(da.name, u.name) AS artist, r.created_at, r.release_date::text AS release_date, r.status
         FROM releases r
         LEFT JOIN directory_artists da ON da.id = r.primary_artist_id
         LEFT JOIN users u ON u.id = r.user_id
        WHERE r.status = ANY ($1)
        ORDER BY r.created_at ASC, r.id ASC
        LIMIT $2`,
      [PENDING_STATUS_SPELLINGS, limit],
    );
  }
}
