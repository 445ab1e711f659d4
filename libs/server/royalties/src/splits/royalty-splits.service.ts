import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
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
import { DataSource } from 'typeorm';
import { CatalogueRepository } from '../catalogue/catalogue.repository';
import { RoyaltyImportsRepository } from '../imports/royalty-imports.repository';
import { RoyaltyAllocationsRepository } from '../posting/royalty-allocations.repository';
import { RoyaltyPostingService } from '../posting/royalty-posting.service';
import { SPLIT_INVITATION_MAIL } from '../mail/royalties-mail-templates';
import { periodLabel } from '../notifications/royalties-notification-templates';
import { RoyaltyErrors } from '../royalties.errors';
import { toSplitsResponse } from './royalty-split.mapper';
import { RoyaltySplitsRepository, type SplitScope } from './royalty-splits.repository';

type Scope = SplitScope & { title?: string | null };

/** A change of splits applies to imports posted after it; what was posted keeps its shares. */
@Injectable()
export class RoyaltySplitsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly splits: RoyaltySplitsRepository,
    private readonly imports: RoyaltyImportsRepository,
    private readonly allocations: RoyaltyAllocationsRepository,
    private readonly catalogue: CatalogueRepository,
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

  async get(userId: string, kind: 'release' | 'track', id: string): Promise<RoyaltySplitsResponse> {
    const scope = await this.scopeOf(userId, kind, id);
    const own = await this.splits.inForce(scope);
    if (own.length || !scope.trackId) return toSplitsResponse(own, false);
    return toSplitsResponse(await this.splits.inForce({ releaseId: scope.releaseId, trackId: null }), true);
  }

  /** A kept collaborator keeps their status, one left out is removed (what is held stays theirs); an empty list returns a track to its release's splits. */
  async put(userId: string, kind: 'release' | 'track', id: string, wanted: NormalisedSplit[]): Promise<RoyaltySplitsResponse> {
    const scope = await this.scopeOf(userId, kind, id);
    const owner = await this.users.contact(userId);
    if (owner && wanted.some((s) => s.email === owner.email.toLowerCase())) throw RoyaltyErrors.field('splits', 'You keep the rest yourself: do not add your own e-mail.');
    const limit = (await this.limits.limitsFor(userId)).max_extra_artists;
    if (!isUnlimited(limit) && wanted.length > limit) throw RoyaltyErrors.collaboratorLimit(limit);
    await this.db.transaction(async (manager) => {
      await lockUserInTransaction(manager, 'royalty-splits', userId);
      const existing = await this.splits.inForce(scope, manager);
      const now = new Date();
      for (const row of existing) {
        const keep = wanted.find((w) => w.email === row.email);
        if (!keep) await this.splits.markRemoved(manager, row.id, now);
        else if (keep.shareBp !== row.shareBp) await this.splits.changeShare(manager, row.id, keep.shareBp);
      }
      for (const w of wanted) {
        if (existing.some((row) => row.email === w.email)) continue;
        await this.splits.insertInvited(manager, { ownerUserId: userId, releaseId: scope.releaseId, trackId: scope.trackId, email: w.email, shareBp: w.shareBp });
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

  private async invitationRows(email: string, splitId: string | null): Promise<RoyaltyInvitationResponse[]> {
    const rows = await this.splits.invitationsTo(email, splitId);
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

  /** Releases what was held for the invitation to the wallet, one credit per import; twice is harmless. */
  async accept(userId: string, splitId: string): Promise<RoyaltyInvitationAcceptResponse> {
    const me = await this.users.contact(userId);
    if (!me || !isUuid(splitId)) throw RoyaltyErrors.invitationNotFound();
    const email = me.email.toLowerCase();
    let released = 0;
    await this.db.transaction(async (manager) => {
      const split = await this.splits.lockInvitation(manager, splitId, email);
      if (!split) throw RoyaltyErrors.invitationNotFound();
      if (split.status !== 'accepted') await this.splits.markAccepted(manager, split.id, userId, new Date());
      const held = await this.allocations.releaseHeldShares(manager, split.id, userId);
      for (const h of held) {
        const amountCents = centsTransformer.from(h.total) as number;
        await this.imports.moveHeldToCredited(manager, h.import_id, amountCents);
        if (amountCents <= 0) continue;
        await this.posting.creditOne(manager, { importId: h.import_id, userId, amountCents, splitId: split.id, stores: h.stores, period: periodLabel(h.period_start, h.period_end) });
        released += amountCents;
      }
    });
    const [invitation] = await this.invitationRows(email, splitId);
    return { invitation, released_cents: released };
  }
}
