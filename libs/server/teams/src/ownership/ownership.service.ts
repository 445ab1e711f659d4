import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { TEAM_LIMITS, type TeamOwnershipTransfer } from '@soundpost/contracts';
import { type AuthenticatedUser, hashToken, MembershipsService, UserSummariesService } from '@soundpost/server-auth';
import { isUuid } from '@soundpost/server-core/ids';
import { MailService } from '@soundpost/server-core/mail';
import { DataSource, EntityManager } from 'typeorm';
import { TEAM_OWNERSHIP_CODE_MAIL } from '../mail/teams-mail-templates';
import { TeamErrors } from '../team.errors';
import { isExpired, sixDigits, transferExpiry, transferSide } from '../team.rules';
import type { OwnershipTransfer } from './ownership-transfer.entity';
import { toTeamOwnershipTransfer } from './ownership-transfer.mapper';
import { OwnershipTransfersRepository } from './ownership-transfers.repository';

/** Ownership moves to an admin member once the owner and that admin each confirm with the code mailed to them. */
@Injectable()
export class OwnershipService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly transfers: OwnershipTransfersRepository,
    private readonly memberships: MembershipsService,
    private readonly users: UserSummariesService,
    private readonly mail: MailService,
  ) {}

  /** The pending transfer, if one is running and not expired. */
  async pending(accountId: string, manager?: EntityManager): Promise<TeamOwnershipTransfer | null> {
    const row = await this.transfers.findByAccount(accountId, manager);
    if (!row || isExpired(row.expiresAt, new Date())) return null;
    return this.toResponse(row, manager);
  }

  private async toResponse(row: OwnershipTransfer, manager?: EntityManager): Promise<TeamOwnershipTransfer> {
    const to = (await this.users.recipients([row.toUserId], manager)).get(row.toUserId);
    return toTeamOwnershipTransfer(row, to?.name ?? '');
  }

  async start(owner: AuthenticatedUser, memberId: string): Promise<TeamOwnershipTransfer> {
    const accountId = owner.id;
    return this.dataSource.transaction(async (manager) => {
      const member = isUuid(memberId) ? await this.memberships.lockMember(manager, accountId, memberId) : null;
      if (!member || member.role !== 'admin') throw TeamErrors.transferToAdminOnly();
      // Starting again replaces the pending transfer and its codes.
      const previous = await this.transfers.lockByAccount(manager, accountId);
      if (previous) await this.transfers.remove(manager, previous);
      const ownerCode = sixDigits(randomInt(1_000_000));
      const memberCode = sixDigits(randomInt(1_000_000));
      const row = await this.transfers.create(manager, {
        accountId,
        ownerId: owner.personId,
        toMemberId: member.id,
        toUserId: member.userId,
        ownerCodeHash: hashToken(ownerCode),
        memberCodeHash: hashToken(memberCode),
        expiresAt: transferExpiry(new Date()),
      });
      const people = await this.users.recipients([accountId, owner.personId, member.userId], manager);
      const account = people.get(accountId)?.name ?? '';
      for (const [personId, code] of [[owner.personId, ownerCode], [member.userId, memberCode]] as const) {
        const to = people.get(personId);
        if (!to) continue;
        await this.mail.queue(
          { to: to.email, template: TEAM_OWNERSHIP_CODE_MAIL, language: to.language, params: { account, code, minutes: String(TEAM_LIMITS.transferMinutes) } },
          manager,
        );
      }
      return this.toResponse(row, manager);
    });
  }

  /** The owner or the receiving admin confirms with their own code; the second confirmation moves ownership. */
  async confirm(person: AuthenticatedUser, code: string): Promise<TeamOwnershipTransfer> {
    const accountId = person.id;
    const outcome = await this.dataSource.transaction(async (manager): Promise<TeamOwnershipTransfer | 'stale'> => {
      const row = await this.transfers.lockByAccount(manager, accountId);
      if (!row || isExpired(row.expiresAt, new Date())) throw TeamErrors.transferNotFound();
      const side = transferSide(row, person.personId);
      if (!side) throw TeamErrors.transferNotYours();
      const expected = side === 'owner' ? row.ownerCodeHash : row.memberCodeHash;
      if (hashToken(code) !== expected) throw TeamErrors.codeWrong();
      const now = new Date();
      if (side === 'owner') row.ownerConfirmedAt ??= now;
      else row.memberConfirmedAt ??= now;
      if (!row.ownerConfirmedAt || !row.memberConfirmedAt) return this.toResponse(await this.transfers.save(manager, row), manager);

      const ownerRow = await this.memberships.lockPerson(manager, accountId, row.ownerId);
      const adminRow = await this.memberships.lockMember(manager, accountId, row.toMemberId);
      const response = await this.toResponse(row, manager);
      await this.transfers.remove(manager, row);
      // Someone changed a role or left meanwhile: the transfer ends (committed) without moving anything.
      if (ownerRow?.role !== 'owner' || adminRow?.role !== 'admin' || adminRow.userId !== row.toUserId) return 'stale';
      await this.memberships.transferOwnership(manager, ownerRow, adminRow);
      return response;
    });
    if (outcome === 'stale') throw TeamErrors.transferStale();
    return outcome;
  }

  async cancel(accountId: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.transfers.lockByAccount(manager, accountId);
      if (!row) throw TeamErrors.transferNotFound();
      await this.transfers.remove(manager, row);
    });
  }
}
