import { Injectable } from '@nestjs/common';
import type { MemberRole, SwitchAccountResponse, TeamMember } from '@soundpost/contracts';
import { type AccountMember, type AuthenticatedUser, MembershipsService, TokensService, UserSummariesService } from '@soundpost/server-auth';
import { isUuid } from '@soundpost/server-core/ids';
import { DataSource, EntityManager } from 'typeorm';
import { OwnershipTransfersRepository } from '../ownership/ownership-transfers.repository';
import { TeamErrors } from '../team.errors';
import { removalRefusal, roleChangeRefusal } from '../team.rules';
import { toTeamMember } from './team-member.mapper';

@Injectable()
export class MembersService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
    private readonly transfers: OwnershipTransfersRepository,
    private readonly tokens: TokensService,
    private readonly users: UserSummariesService,
  ) {}

  async list(accountId: string, manager?: EntityManager): Promise<TeamMember[]> {
    return (await this.memberships.people(accountId, manager)).map(toTeamMember);
  }

  /**
   * The member row, locked; the implicit owner (no rows yet, its id is the account's) has none.
   * Another account's member answers 404.
   */
  private async lock(manager: EntityManager, accountId: string, id: string): Promise<AccountMember | 'implicit_owner'> {
    if (!isUuid(id) || !isUuid(accountId)) throw TeamErrors.memberNotFound();
    const member = await this.memberships.lockMember(manager, accountId, id);
    if (member) return member;
    if (id === accountId && (await this.memberships.roleIn(accountId, accountId, manager)) === 'owner') return 'implicit_owner';
    throw TeamErrors.memberNotFound();
  }

  async changeRole(accountId: string, id: string, role: MemberRole): Promise<TeamMember> {
    return this.dataSource.transaction(async (manager) => {
      const member = await this.lock(manager, accountId, id);
      if (member === 'implicit_owner' || roleChangeRefusal(member)) throw TeamErrors.ownerRoleFixed();
      // Under the row lock: two admins at once apply one after the other, each an audited change.
      await this.memberships.changeRole(manager, member, role);
      const person = (await this.memberships.people(accountId, manager)).find((p) => p.member_id === member.id);
      if (!person) throw TeamErrors.memberNotFound();
      return toTeamMember(person);
    });
  }

  /** By the owner or an admin, or a member leaving; their sessions in the account end at once. */
  async remove(actor: Pick<AuthenticatedUser, 'id' | 'personId' | 'accountRole'>, id: string): Promise<void> {
    await this.removeFrom(actor.id, id, { role: actor.accountRole, personId: actor.personId });
  }

  /** The caller removes themselves and gets a session in their own account, in the same transaction. */
  async leave(person: Pick<AuthenticatedUser, 'id' | 'personId' | 'accountRole'>, id: string): Promise<SwitchAccountResponse> {
    return this.dataSource.transaction(async (manager) => {
      const member = await this.removeIn(manager, person.id, id, { role: person.accountRole, personId: person.personId }, person.personId);
      const role = (await this.memberships.roleIn(member.userId, member.userId, manager)) ?? 'owner';
      const issued = await this.tokens.issue(member.userId, 'artist', undefined, manager);
      const name = (await this.users.contact(member.userId))?.name ?? '';
      return { token: issued.token, account: { account_id: member.userId, name, role, current: true } };
    });
  }

  /** Staff remove a member as the owner would. */
  async removeByStaff(accountId: string, id: string): Promise<void> {
    await this.removeFrom(accountId, id, { role: 'owner', personId: '' });
  }

  private async removeFrom(accountId: string, id: string, actor: Parameters<typeof removalRefusal>[0]): Promise<void> {
    await this.dataSource.transaction((manager) => this.removeIn(manager, accountId, id, actor));
  }

  /** `onlyPerson`: the member must be that person (leaving), anyone else's row is refused. */
  private async removeIn(manager: EntityManager, accountId: string, id: string, actor: Parameters<typeof removalRefusal>[0], onlyPerson?: string): Promise<AccountMember> {
    // The transfer before the member, the order confirming a transfer locks them in.
    const transfer = isUuid(accountId) ? await this.transfers.lockByAccount(manager, accountId) : null;
    const member = await this.lock(manager, accountId, id);
    if (member === 'implicit_owner') throw TeamErrors.ownerNotRemovable();
    if (onlyPerson !== undefined && member.userId !== onlyPerson) throw TeamErrors.roleForbidden();
    const refusal = removalRefusal(actor, member, accountId);
    if (refusal === 'owner') throw TeamErrors.ownerNotRemovable();
    if (refusal === 'account_user') throw TeamErrors.accountUserNotRemovable();
    if (refusal === 'forbidden') throw TeamErrors.roleForbidden();
    await this.memberships.remove(manager, member);
    // A transfer to someone who is no longer a member could never complete.
    const aimedAt = transfer ?? (await this.transfers.lockByAccount(manager, accountId));
    if (aimedAt && aimedAt.toMemberId === member.id) await this.transfers.remove(manager, aimedAt);
    return member;
  }
}
