import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  shareFromBasisPoints,
  type NormalisedSplit,
  type RoyaltyInvitationAcceptResponse,
  type RoyaltyInvitationResponse,
  type RoyaltyInvitationsResponse,
  type RoyaltySplitsResponse,
} from '@soundpost/contracts';
import { UserSummariesService } from '@soundpost/server-auth';
import { isUnlimited, PlanLimitsService } from '@soundpost/server-billing';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { isUuid } from '@soundpost/server-core/ids';
import { lockUserInTransaction } from '@soundpost/server-core/locks';
import { MailService } from '@soundpost/server-core/mail';
import { centsTransformer } from '@soundpost/server-core/money';
import { DataSource, EntityManager, IsNull, Repository } from 'typeorm';
import { CatalogueReader } from '../catalogue/catalogue.reader';
import { RoyaltyPostingService } from '../posting/royalty-posting.service';
import { SPLIT_INVITATION_MAIL } from '../mail/royalties-mail-templates';
import { periodLabel } from '../notifications/royalties-notification-templates';
import { RoyaltyErrors } from '../royalties.errors';
import { toSplitsResponse } from './royalty-split.mapper';
import { RoyaltySplit } from './royalty-split.entity';

type Scope = { releaseId: string; trackId: string | null; title?: string | null };

/**
 * Splits of releases and tracks, and the invitations they are for collaborators. Shares apply
 * to imports posted after a change; what was posted keeps the shares it was posted with.
 */
@Injectable()
export class RoyaltySplitsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @InjectRepository(RoyaltySplit) private readonly splits: Repository<RoyaltySplit>,
    private readonly catalogue: CatalogueReader,
    private readonly limits: PlanLimitsService,
    private readonly users: UserSummariesService,
    private readonly posting: RoyaltyPostingService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private async scopeOf(userId: string, kind: 'release' | 'track', id: string): Promise<Scope> {
    if (kind === 'release') {
      const release = await this.catalogue.ownedRelease(userId, id);
      if (!release) throw RoyaltyErrors.releaseNotFound();
      return { releaseId: release.release_id, trackId: null, title: release.release_title };
    }
    const track = await this.catalogue.ownedTrack(userId, id);
    if (!track) throw RoyaltyErrors.trackNotFound();
    return { releaseId: track.release_id, trackId: track.track_id, title: track.track_title };
  }

  private current(scope: Scope, manager: EntityManager | null = null): Promise<RoyaltySplit[]> {
    const repo = manager ? manager.getRepository(RoyaltySplit) : this.splits;
    return repo.find({ where: { releaseId: scope.releaseId, trackId: scope.trackId ?? IsNull(), removedAt: IsNull() }, order: { createdAt: 'ASC', email: 'ASC' } });
  }

  /** The splits in force: a track's own, else (inherited) its release's. */
  async get(userId: string, kind: 'release' | 'track', id: string): Promise<RoyaltySplitsResponse> {
    const scope = await this.scopeOf(userId, kind, id);
    const own = await this.current(scope);
    if (own.length || !scope.trackId) return toSplitsResponse(own, false);
    return toSplitsResponse(await this.current({ releaseId: scope.releaseId, trackId: null }), true);
  }

  /**
   * Replaces the splits: a collaborator kept keeps their status (and share history), one left out
   * is removed (their held shares stay theirs), a new one is invited. An empty list on a track
   * returns it to its release's splits.
   */
  async put(userId: string, kind: 'release' | 'track', id: string, wanted: NormalisedSplit[]): Promise<RoyaltySplitsResponse> {
    const scope = await this.scopeOf(userId, kind, id);
    const owner = await this.users.contact(userId);
    if (owner && wanted.some((s) => s.email === owner.email.toLowerCase())) throw RoyaltyErrors.field('splits', 'You keep the rest yourself: do not add your own e-mail.');
    const limit = (await this.limits.limitsFor(userId)).max_extra_artists;
    if (!isUnlimited(limit) && wanted.length > limit) throw RoyaltyErrors.collaboratorLimit(limit);
    await this.db.transaction(async (manager) => {
      await lockUserInTransaction(manager, 'royalty-splits', userId);
      const existing = await this.current(scope, manager);
      const repo = manager.getRepository(RoyaltySplit);
      const now = new Date();
      for (const row of existing) {
        const keep = wanted.find((w) => w.email === row.email);
        if (!keep) await repo.update(row.id, { removedAt: now });
        else if (keep.shareBp !== row.shareBp) await repo.update(row.id, { shareBp: keep.shareBp });
      }
      for (const w of wanted) {
        if (existing.some((row) => row.email === w.email)) continue;
        await repo.insert({ ownerUserId: userId, releaseId: scope.releaseId, trackId: scope.trackId, email: w.email, shareBp: w.shareBp, status: 'invited' });
        // The invitation by e-mail, in the outbox of this transaction: a collaborator without an account signs up from it.
        await this.mail.queue(
          {
            to: w.email,
            template: SPLIT_INVITATION_MAIL,
            language: null,
            params: { owner: owner?.name ?? 'A Soundpost artist', title: scope.title ?? '', share: String(w.shareBp / 100), url: `${this.config.publicUrl}/artist/earnings` },
          },
          manager,
        );
      }
    });
    return this.get(userId, kind, id);
  }

  /** Invitations to the caller's e-mail: open ones, accepted ones, and removed ones still holding money. */
  async invitations(userId: string): Promise<RoyaltyInvitationsResponse> {
    const me = await this.users.contact(userId);
    if (!me) return { invitations: [] };
    const rows = await this.invitationRows(me.email.toLowerCase(), null);
    return { invitations: rows };
  }

  private async invitationRows(email: string, splitId: string | null, manager: EntityManager | DataSource = this.db): Promise<RoyaltyInvitationResponse[]> {
    const rows: Array<{ id: string; release_title: string | null; track_title: string | null; owner_user_id: string; share_bp: number; status: 'invited' | 'accepted'; held: string; created_at: Date; removed_at: Date | null }> =
      await manager.query(
        `SELECT s.id, r.release_title, t.track_title, s.owner_user_id, s.share_bp, s.status, s.created_at, s.removed_at,
                COALESCE((SELECT sum(a.amount_cents) FROM royalty_allocations a WHERE a.split_id = s.id AND a.user_id IS NULL), 0)::text AS held
           FROM royalty_splits s
           LEFT JOIN release_catalogue_releases r ON r.release_id = s.release_id
           LEFT JOIN release_catalogue_tracks t ON t.track_id = s.track_id
          WHERE s.email = $1 AND ($2::uuid IS NULL OR s.id = $2::uuid)
          ORDER BY s.created_at DESC`,
        [email, splitId],
      );
    const owners = await this.users.contacts([...new Set(rows.map((r) => r.owner_user_id))]);
    return rows
      .map((r) => ({ ...r, held_cents: centsTransformer.from(r.held) as number }))
      .filter((r) => !r.removed_at || r.held_cents > 0 || splitId)
      .map((r) => ({
        id: r.id,
        release_title: r.release_title,
        track_title: r.track_title,
        owner_name: owners.get(r.owner_user_id)?.name ?? null,
        share: shareFromBasisPoints(r.share_bp),
        status: r.status,
        held_cents: r.held_cents,
        created_at: r.created_at.toISOString(),
      }));
  }

  /**
   * The collaborator accepts: from now on their share goes to their wallet, and what was held for
   * this invitation is released to it, one credit per import it came from. Twice is harmless.
   */
  async accept(userId: string, splitId: string): Promise<RoyaltyInvitationAcceptResponse> {
    const me = await this.users.contact(userId);
    if (!me || !isUuid(splitId)) throw RoyaltyErrors.invitationNotFound();
    const email = me.email.toLowerCase();
    let released = 0;
    await this.db.transaction(async (manager) => {
      const split = await manager.getRepository(RoyaltySplit).findOne({ where: { id: splitId, email }, lock: { mode: 'pessimistic_write' } });
      if (!split) throw RoyaltyErrors.invitationNotFound();
      if (split.status !== 'accepted') {
        await manager.getRepository(RoyaltySplit).update(split.id, { status: 'accepted', collaboratorUserId: userId, acceptedAt: new Date() });
      }
      const held: Array<{ import_id: string; total: string; store_name: string; period_start: string; period_end: string }> = await manager.query(
        `WITH moved AS (
           UPDATE royalty_allocations SET user_id = $2 WHERE split_id = $1 AND user_id IS NULL RETURNING import_id, amount_cents
         )
         SELECT m.import_id, sum(m.amount_cents)::text AS total, i.store_name, i.period_start::text, i.period_end::text
           FROM moved m JOIN royalty_imports i ON i.id = m.import_id
          GROUP BY m.import_id, i.store_name, i.period_start, i.period_end ORDER BY m.import_id`,
        [split.id, userId],
      );
      for (const h of held) {
        const amountCents = centsTransformer.from(h.total) as number;
        await manager.query('UPDATE royalty_imports SET held_cents = held_cents - $2, credited_cents = credited_cents + $2 WHERE id = $1', [h.import_id, amountCents]);
        if (amountCents <= 0) continue;
        await this.posting.creditOne(manager, { importId: h.import_id, userId, amountCents, splitId: split.id, store: h.store_name, period: periodLabel(h.period_start, h.period_end) });
        released += amountCents;
      }
    });
    const [invitation] = await this.invitationRows(email, splitId);
    return { invitation, released_cents: released };
  }
}
