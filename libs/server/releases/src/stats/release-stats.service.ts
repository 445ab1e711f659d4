import { Injectable } from '@nestjs/common';
import { ReleaseStatsRepository } from './release-stats.repository';

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
  constructor(private readonly stats: ReleaseStatsRepository) {}

  /** The artist's releases counted per stored status (drafts included). */
  statusCountsFor(userId: string): Promise<ReleaseStatusCount[]> {
    return this.stats.statusCountsOf(userId);
  }

  trackCountFor(userId: string): Promise<number> {
    return this.stats.trackCountOf(userId);
  }

  /** Every release that was submitted at least once: all but drafts. */
  submittedCount(): Promise<number> {
    return this.stats.countWithStatusOtherThan(DRAFT_STATUS);
  }

  /** The review queue's head: pending releases, longest waiting first. */
  oldestPending(limit: number): Promise<PendingReleaseRow[]> {
    return this.stats.oldestWithStatus(PENDING_STATUS_SPELLINGS, limit);
  }
}
