import { Inject, Injectable } from '@nestjs/common';
import { TEAM_LIMITS, type AccountChoice, type MemberRole, type TeamInvitation, type TeamInvitationPreview } from '@soundpost/contracts';
import { ArtistApproval, type AuthenticatedUser, generateToken, hashToken, MembershipsService, UserSummariesService } from '@soundpost/server-auth';
import { APP_CONFIG, type AppConfig } from '@soundpost/server-core/config';
import { RequestContext } from '@soundpost/server-core/context';
import { isUniqueViolation } from '@soundpost/server-core/database';
import { isUuid } from '@soundpost/server-core/ids';
import { lockUserInTransaction } from '@soundpost/server-core/locks';
import { MailService } from '@soundpost/server-core/mail';
import { NoticesService } from '@soundpost/server-notifications';
import { DataSource, EntityManager } from 'typeorm';
import { TEAM_INVITATION_MAIL, TEAM_MEMBER_JOINED_MAIL } from '../mail/teams-mail-templates';
import { TEAM_MEMBER_JOINED_NOTIFICATION } from '../mail/teams-notification-templates';
import { SeatsService } from '../members/seats.service';
import { TeamErrors } from '../team.errors';
import { invitationExpiry, isExpired, limitReached } from '../team.rules';
import type { Invitation } from './invitation.entity';
import { toTeamInvitation, toTeamInvitationPreview } from './invitation.mapper';
import { InvitationsRepository } from './invitations.repository';

/** Counting seats and adding a person to an account take this lock, so two at once cannot pass the limit. */
export const SEATS_LOCK = 'team-seats';

export interface InvitationInput {
  /** Normalised (trimmed, lower case) by the DTO. */
  email: string;
  role: MemberRole;
}

@Injectable()
export class InvitationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly invitations: InvitationsRepository,
    private readonly memberships: MembershipsService,
    private readonly seats: SeatsService,
    private readonly users: UserSummariesService,
    private readonly notices: NoticesService,
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly approval: ArtistApproval,
  ) {}

  /** Pending seats: invitations not accepted and not expired. */
  countPending(accountId: string, manager?: EntityManager): Promise<number> {
    return this.invitations.countPending(accountId, new Date(), manager);
  }

  async listOpen(accountId: string): Promise<TeamInvitation[]> {
    const now = new Date();
    return (await this.invitations.openOf(accountId)).map((row) => toTeamInvitation(row, now));
  }

  async invite(actor: AuthenticatedUser, input: InvitationInput): Promise<TeamInvitation> {
    const accountId = actor.id;
    const email = input.email.trim().toLowerCase();
    const limit = await this.seats.limitOf(accountId);
    try {
      return await this.dataSource.transaction(async (manager) => {
        await lockUserInTransaction(manager, SEATS_LOCK, accountId);
        const now = new Date();
        const people = await this.memberships.people(accountId, manager);
        const owner = people.find((p) => p.role === 'owner');
        if (owner && owner.email.toLowerCase() === email) throw TeamErrors.ownEmail();
        if (people.some((p) => p.email.toLowerCase() === email)) throw TeamErrors.alreadyMember();
        const open = await this.invitations.findOpenByEmail(manager, accountId, email);
        if (open && !isExpired(open.expiresAt, now)) throw TeamErrors.alreadyInvited();
        // An expired invitation to the same address gives way to the new one.
        if (open) await this.invitations.remove(manager, open);
        const used = people.length + (await this.invitations.countPending(accountId, now, manager));
        if (limitReached(used, limit.userLimit)) throw TeamErrors.limitReached(limit.message);

        const token = generateToken();
        const row = await this.invitations.create(manager, {
          accountId,
          email,
          role: input.role,
          tokenHash: hashToken(token),
          invitedBy: actor.personId,
          expiresAt: invitationExpiry(now),
        });
        await this.sendInvitation(manager, actor, row, token);
        return toTeamInvitation(row, now);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw TeamErrors.alreadyInvited();
      throw error;
    }
  }

  private async sendInvitation(manager: EntityManager, actor: AuthenticatedUser, row: Invitation, token: string): Promise<void> {
    const found = await this.users.recipients([row.accountId, actor.personId], manager);
    const account = found.get(row.accountId)?.name ?? '';
    const url = `${this.config.publicUrl}/team/invitations/${row.id}?token=${encodeURIComponent(token)}`;
    await this.mail.queue(
      {
        to: row.email,
        template: TEAM_INVITATION_MAIL,
        // The invitee has no language of their own yet: the inviter's.
        language: found.get(actor.personId)?.language ?? null,
        params: { account, inviter: actor.name, role: row.role, url, days: String(TEAM_LIMITS.invitationDays) },
      },
      manager,
    );
  }

  async cancel(accountId: string, id: string): Promise<void> {
    if (!isUuid(id)) throw TeamErrors.invitationNotFound();
    await this.dataSource.transaction(async (manager) => {
      const row = await this.invitations.lockById(manager, id);
      if (!row || row.accountId !== accountId || row.acceptedAt) throw TeamErrors.invitationNotFound();
      await this.invitations.remove(manager, row);
    });
  }

  /** What the e-mail's link shows; a wrong token answers as an unknown invitation. */
  async preview(id: string, token: string | undefined): Promise<TeamInvitationPreview> {
    if (!isUuid(id) || typeof token !== 'string' || !token) throw TeamErrors.invitationNotFound();
    const row = await this.invitations.findById(id);
    if (!row || row.acceptedAt || row.tokenHash !== hashToken(token)) throw TeamErrors.invitationNotFound();
    const account = (await this.users.recipients([row.accountId])).get(row.accountId)?.name ?? '';
    return toTeamInvitationPreview(row, account, new Date());
  }

  /** The invited person, logged in with the invited address, joins the account. */
  async accept(person: AuthenticatedUser, id: string): Promise<AccountChoice> {
    if (!isUuid(id)) throw TeamErrors.invitationNotFound();
    const invitation = await this.invitations.findById(id);
    if (!invitation) throw TeamErrors.invitationNotFound();
    if (invitation.acceptedAt) throw invitation.acceptedBy === person.personId ? TeamErrors.alreadyInAccount() : TeamErrors.invitationNotFound();
    if (invitation.email.toLowerCase() !== person.email.trim().toLowerCase()) throw TeamErrors.notYourInvitation();
    // Identity stays personal: whoever acts in an account has passed verification themselves.
    await this.approval.assertApproved(person.personId);
    const limit = await this.seats.limitOf(invitation.accountId);
    return this.dataSource.transaction(async (manager) => {
      await lockUserInTransaction(manager, SEATS_LOCK, invitation.accountId);
      const row = await this.invitations.lockById(manager, id);
      if (!row) throw TeamErrors.invitationNotFound();
      if (row.acceptedAt) throw row.acceptedBy === person.personId ? TeamErrors.alreadyInAccount() : TeamErrors.invitationNotFound();
      if (row.email.toLowerCase() !== person.email.trim().toLowerCase()) throw TeamErrors.notYourInvitation();
      if (await this.memberships.roleIn(row.accountId, person.personId, manager)) throw TeamErrors.alreadyInAccount();
      const now = new Date();
      if (isExpired(row.expiresAt, now)) throw TeamErrors.invitationExpired();
      // The plan may have changed since the invitation was sent.
      if (limitReached(await this.memberships.countPeople(row.accountId, manager), limit.userLimit)) throw TeamErrors.limitReached(limit.message);

      // The joining person acts in the account from here on: the log names them with their new role, not as staff.
      const actor = RequestContext.current()?.actor;
      if (actor) RequestContext.setActor({ ...actor, accountId: row.accountId, accountRole: row.role });
      await this.memberships.add(manager, row.accountId, person.personId, row.role);
      row.acceptedAt = now;
      row.acceptedBy = person.personId;
      await this.invitations.save(manager, row);
      const account = (await this.users.recipients([row.accountId], manager)).get(row.accountId)?.name ?? '';
      await this.tellOwners(manager, row, person, account);
      return { account_id: row.accountId, name: account, role: row.role, current: false };
    });
  }

  private async tellOwners(manager: EntityManager, row: Invitation, person: AuthenticatedUser, account: string): Promise<void> {
    const url = '/artist/team';
    for (const ownerId of await this.memberships.peopleWithRoles(row.accountId, ['owner'], manager)) {
      await this.notices.tell(manager, ownerId, {
        notification: { template: TEAM_MEMBER_JOINED_NOTIFICATION, params: { name: person.name, account, role: row.role }, url },
        mail: { template: TEAM_MEMBER_JOINED_MAIL, params: { name: person.name, email: person.email, account, role: row.role, url: `${this.config.publicUrl}${url}` } },
      });
    }
  }
}
