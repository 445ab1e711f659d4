import { Injectable } from '@nestjs/common';
import { StorageService } from '@soundpost/server-core/storage';
import { signedMediaUrl } from '../releases/media-urls';
import { ReleaseStatsRepository } from './release-stats.repository';

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

export interface NewestReleaseRow {
  id: string;
  release_number: number;
  title: string | null;
  artist: string | null;
  status: string;
  cover_art_key: string | null;
  release_date: string | null;
}

/** A release as the owner's dashboard lists it; the cover is a signed link like the releases list's. */
export interface NewestRelease extends Omit<NewestReleaseRow, 'cover_art_key'> {
  cover_url: string | null;
}

@Injectable()
export class ReleaseStatsService {
  constructor(
    private readonly stats: ReleaseStatsRepository,
    private readonly storage: StorageService,
  ) {}

  async newestOf(userId: string, limit: number): Promise<NewestRelease[]> {
    const rows = await this.stats.newestOf(userId, limit);
    return rows.map(({ cover_art_key, ...row }) => ({ ...row, cover_url: signedMediaUrl(this.storage, cover_art_key) }));
  }

  statusCountsFor(userId: string): Promise<ReleaseStatusCount[]> {
    return this.stats.statusCountsOf(userId);
  }

  trackCountFor(userId: string): Promise<number> {
    return this.stats.trackCountOf(userId);
  }

  /** Every status, drafts included: what the artists' own dashboards count, so the two add up. */
  totalCount(): Promise<number> {
    return this.stats.countAll();
  }

  oldestPending(limit: number): Promise<PendingReleaseRow[]> {
    return this.stats.oldestWithStatus(PENDING_STATUS_SPELLINGS, limit);
  }
}
