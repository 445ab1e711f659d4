import { Injectable } from '@nestjs/common';
import { ReleaseStatsRepository } from './release-stats.repository';

const DRAFT_STATUS = 'draft';

/** Written out rather than lower-cased in SQL, so the query can use the index on `status`. */
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

@Injectable()
export class ReleaseStatsService {
  constructor(private readonly stats: ReleaseStatsRepository) {}

  statusCountsFor(userId: string): Promise<ReleaseStatusCount[]> {
    return this.stats.statusCountsOf(userId);
  }

  trackCountFor(userId: string): Promise<number> {
    return this.stats.trackCountOf(userId);
  }

  submittedCount(): Promise<number> {
    return this.stats.countWithStatusOtherThan(DRAFT_STATUS);
  }

  oldestPending(limit: number): Promise<PendingReleaseRow[]> {
    return this.stats.oldestWithStatus(PENDING_STATUS_SPELLINGS, limit);
  }
}
