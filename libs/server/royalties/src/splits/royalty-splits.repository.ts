import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { RoyaltySplitStatus } from '@soundpost/contracts';
import { lockOne } from '@soundpost/server-core/locks';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { RoyaltySplit } from './royalty-split.entity';

export interface SplitScope {
  releaseId: string;
  trackId: string | null;
}

export interface InvitationRow {
  id: string;
  release_title: string | null;
  track_title: string | null;
  owner_user_id: string;
  share_bp: number;
  status: RoyaltySplitStatus;
  held: string;
  created_at: Date;
  removed_at: Date | null;
}

@Injectable()
export class RoyaltySplitsRepository {
  constructor(@InjectRepository(RoyaltySplit) private readonly splits: Repository<RoyaltySplit>) {}

  private repo(manager?: EntityManager): Repository<RoyaltySplit> {
    return manager ? manager.getRepository(RoyaltySplit) : this.splits;
  }

  inForce(scope: SplitScope, manager?: EntityManager): Promise<RoyaltySplit[]> {
    return this.repo(manager).find({ where: { releaseId: scope.releaseId, trackId: scope.trackId ?? IsNull(), removedAt: IsNull() }, order: { createdAt: 'ASC', email: 'ASC' } });
  }

  async markRemoved(manager: EntityManager, id: string, at: Date): Promise<void> {
    await this.repo(manager).update(id, { removedAt: at });
  }

  async changeShare(manager: EntityManager, id: string, shareBp: number): Promise<void> {
    await this.repo(manager).update(id, { shareBp });
  }

  async insertInvited(manager: EntityManager, row: Pick<RoyaltySplit, 'ownerUserId' | 'releaseId' | 'trackId' | 'email' | 'shareBp'>): Promise<void> {
    await this.repo(manager).insert({ ...row, status: 'invited' });
  }

  /** The demo data's split, written as it is (the seed bypasses the plan limit). */
  insertOne(row: Pick<RoyaltySplit, 'ownerUserId' | 'releaseId' | 'trackId' | 'email' | 'shareBp' | 'status'>): Promise<RoyaltySplit> {
    return this.splits.save(this.splits.create(row));
  }

  /** Splits offered to `email` (one of them with `splitId`), newest first, with what is held for each. */
  invitationsTo(email: string, splitId: string | null): Promise<InvitationRow[]> {
    return this.splits.query(
      `SELECT s.id, r.release_title, t.track_title, s.owner_user_id, s.share_bp, s.status, s.created_at, s.removed_at,
              COALESCE((SELECT sum(a.amount_cents) FROM royalty_allocations a WHERE a.split_id = s.id AND a.user_id IS NULL), 0)::text AS held
         FROM royalty_splits s
         LEFT JOIN release_catalogue_releases r ON r.release_id = s.release_id
         LEFT JOIN release_catalogue_tracks t ON t.track_id = s.track_id
        WHERE s.email = $1 AND ($2::uuid IS NULL OR s.id = $2::uuid)
        ORDER BY s.created_at DESC`,
      [email, splitId],
    );
  }

  lockInvitation(manager: EntityManager, id: string, email: string): Promise<RoyaltySplit | null> {
    return lockOne(manager, RoyaltySplit, { id, email });
  }

  async markAccepted(manager: EntityManager, id: string, userId: string, at: Date): Promise<void> {
    await this.repo(manager).update(id, { status: 'accepted', collaboratorUserId: userId, acceptedAt: at });
  }
}
