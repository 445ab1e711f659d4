import { Injectable } from '@nestjs/common';
import type { AccountRole, MemberRole } from '@soundpost/contracts';
import type { EntityManager } from 'typeorm';
import { AccessTokensRepository } from '../tokens/access-tokens.repository';
import type { AccountMember } from './account-member.entity';
import { AccountChoiceRow, AccountMembersRepository, AccountPersonRow } from './account-members.repository';

export type { AccountPersonRow, AccountChoiceRow };
export type { AccountMember };

/**
 * Who may act in an artist account, and with which role. Every change also updates the person's live
 * sessions in that account, in the same transaction, so it applies to their very next call.
 */
@Injectable()
export class MembershipsService {
  constructor(
    private readonly members: AccountMembersRepository,
    private readonly tokens: AccessTokensRepository,
  ) {}

  /** The person's role in the account, or null when they may not act in it. */
  async roleIn(accountId: string, personId: string, manager?: EntityManager): Promise<AccountRole | null> {
    const row = await this.members.findRole(accountId, personId, manager);
    if (row) return row.role;
    // Without a row, only the account's own user acts in it, as owner: the first member added writes
    // the owner's row, and the account's own user is never removed (the teams rules), so a row exists.
    return accountId === personId ? 'owner' : null;
  }

  people(accountId: string, manager?: EntityManager): Promise<AccountPersonRow[]> {
    return this.members.people(accountId, manager);
  }

  /** Everyone counted against the plan's user limit (the owner included). */
  countPeople(accountId: string, manager?: EntityManager): Promise<number> {
    return this.members.countPeople(accountId, manager);
  }

  /** The people of the account holding one of the roles (for notices that concern those roles). */
  peopleWithRoles(accountId: string, roles: readonly AccountRole[], manager?: EntityManager): Promise<string[]> {
    return this.members.peopleWithRoles(accountId, roles, manager);
  }

  /** peopleWithRoles for many accounts at once, by account. */
  peopleWithRolesAmong(accountIds: string[], roles: readonly AccountRole[], manager?: EntityManager): Promise<Map<string, string[]>> {
    return this.members.peopleWithRolesAmong(accountIds, roles, manager);
  }

  accountsOf(personId: string): Promise<AccountChoiceRow[]> {
    return this.members.accountsOf(personId);
  }

  lockMember(manager: EntityManager, accountId: string, memberId: string): Promise<AccountMember | null> {
    return this.members.lockById(manager, accountId, memberId);
  }

  lockPerson(manager: EntityManager, accountId: string, personId: string): Promise<AccountMember | null> {
    return this.members.lockByPerson(manager, accountId, personId);
  }

  /** Adds a person with a member role (the caller checked they are not in the account yet). */
  async add(manager: EntityManager, accountId: string, personId: string, role: MemberRole): Promise<AccountMember> {
    await this.members.ensureOwnerRow(manager, accountId);
    return this.members.create(manager, { accountId, userId: personId, role });
  }

  /** A locked member takes a new role; their sessions in the account take it too. */
  async changeRole(manager: EntityManager, member: AccountMember, role: MemberRole): Promise<AccountMember> {
    member.role = role;
    const saved = await this.members.save(manager, member);
    await this.tokens.setAccountRole(member.userId, member.accountId, role, manager);
    return saved;
  }

  /** A locked member leaves the account; their sessions in it end at once. */
  async remove(manager: EntityManager, member: AccountMember): Promise<void> {
    await this.members.remove(manager, member);
    await this.tokens.setAccountRole(member.userId, member.accountId, null, manager);
  }

  /** The locked admin member becomes the owner and the owner an admin; both sessions follow. */
  async transferOwnership(manager: EntityManager, owner: AccountMember, admin: AccountMember): Promise<void> {
    owner.role = 'admin';
    admin.role = 'owner';
    // One owner per account (a unique index): the old one steps down first.
    await this.members.save(manager, owner);
    await this.members.save(manager, admin);
    await this.tokens.setAccountRole(owner.userId, owner.accountId, 'admin', manager);
    await this.tokens.setAccountRole(admin.userId, admin.accountId, 'owner', manager);
  }
}
