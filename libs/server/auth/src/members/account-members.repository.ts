import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AccountRole } from '@soundpost/contracts';
import { lockOne } from '@soundpost/server-core/locks';
import { EntityManager, Repository } from 'typeorm';
import { AccountMember } from './account-member.entity';

/** A person able to act in an account, with what the team screen shows of them. */
export interface AccountPersonRow {
  member_id: string | null;
  user_id: string;
  name: string;
  email: string;
  role: AccountRole;
  joined_at: Date;
}

/** An account a person may act in, with the account's name. */
export interface AccountChoiceRow {
  account_id: string;
  name: string;
  role: AccountRole;
}

@Injectable()
export class AccountMembersRepository {
  constructor(@InjectRepository(AccountMember) private readonly members: Repository<AccountMember>) {}

  private repo(manager?: EntityManager): Repository<AccountMember> {
    return manager ? manager.getRepository(AccountMember) : this.members;
  }

  findRole(accountId: string, personId: string, manager?: EntityManager): Promise<AccountMember | null> {
    return this.repo(manager).findOneBy({ accountId, userId: personId });
  }

  lockById(manager: EntityManager, accountId: string, id: string): Promise<AccountMember | null> {
    return lockOne(manager, AccountMember, { id, accountId });
  }

  lockByPerson(manager: EntityManager, accountId: string, personId: string): Promise<AccountMember | null> {
    return lockOne(manager, AccountMember, { accountId, userId: personId });
  }

  /** The owner's row, written the first time an account gets a member (until then the account's own user owns it). */
  async ensureOwnerRow(manager: EntityManager, accountId: string): Promise<void> {
    await manager.query(
      `INSERT INTO account_members (account_id, user_id, role)
       SELECT $1, $1, 'owner' WHERE NOT EXISTS (SELECT 1 FROM account_members WHERE account_id = $1)
       ON CONFLICT DO NOTHING`,
      [accountId],
    );
  }

  save(manager: EntityManager, member: AccountMember): Promise<AccountMember> {
    return manager.getRepository(AccountMember).save(member);
  }

  create(manager: EntityManager, input: { accountId: string; userId: string; role: AccountRole }): Promise<AccountMember> {
    const repo = manager.getRepository(AccountMember);
    return repo.save(repo.create(input));
  }

  async remove(manager: EntityManager, member: AccountMember): Promise<void> {
    await manager.getRepository(AccountMember).remove({ ...member });
  }

  /** Everyone who may act in the account, the owner first: the implicit owner when no row exists yet. */
  async people(accountId: string, manager?: EntityManager): Promise<AccountPersonRow[]> {
    return (manager ?? this.members.manager).query(
      `SELECT * FROM (
         SELECT m.id AS member_id, u.id AS user_id, u.name, u.email, m.role, m.created_at AS joined_at
           FROM account_members m JOIN users u ON u.id = m.user_id
          WHERE m.account_id = $1
         UNION ALL
         SELECT NULL, u.id, u.name, u.email, 'owner', u.created_at
           FROM users u
          WHERE u.id = $1 AND NOT EXISTS (SELECT 1 FROM account_members WHERE account_id = $1)
       ) people
       ORDER BY role = 'owner' DESC, joined_at, email`,
      [accountId],
    );
  }

  /** Members with one of the roles (the owner counts as 'owner'), for notices a role is concerned by. */
  async peopleWithRoles(accountId: string, roles: readonly AccountRole[], manager?: EntityManager): Promise<string[]> {
    const rows: { user_id: string }[] = await (manager ?? this.members.manager).query(
      `SELECT m.user_id FROM account_members m WHERE m.account_id = $1 AND m.role = ANY($2::varchar[])
       UNION
       SELECT $1::uuid WHERE 'owner' = ANY($2::varchar[]) AND NOT EXISTS (SELECT 1 FROM account_members WHERE account_id = $1)`,
      [accountId, [...roles]],
    );
    return rows.map((row) => row.user_id);
  }

  /** peopleWithRoles for many accounts in one statement (a royalty posting tells thousands of accounts). */
  async peopleWithRolesAmong(accountIds: string[], roles: readonly AccountRole[], manager?: EntityManager): Promise<Map<string, string[]>> {
    const rows: { account_id: string; user_id: string }[] = await (manager ?? this.members.manager).query(
      `SELECT m.account_id, m.user_id FROM account_members m WHERE m.account_id = ANY($1::uuid[]) AND m.role = ANY($2::varchar[])
       UNION ALL
       SELECT a.id, a.id FROM unnest($1::uuid[]) AS a(id)
        WHERE 'owner' = ANY($2::varchar[]) AND NOT EXISTS (SELECT 1 FROM account_members WHERE account_id = a.id)`,
      [accountIds, [...roles]],
    );
    const out = new Map<string, string[]>();
    for (const row of rows) {
      const people = out.get(row.account_id);
      if (people) people.push(row.user_id);
      else out.set(row.account_id, [row.user_id]);
    }
    return out;
  }

  async countPeople(accountId: string, manager?: EntityManager): Promise<number> {
    const [row] = await (manager ?? this.members.manager).query(
      `SELECT greatest(count(*), 1)::int AS n FROM account_members WHERE account_id = $1`,
      [accountId],
    );
    return Number(row?.n ?? 1);
  }

  /** The person's own account (unless they handed it over) and every account they are a member of. */
  async accountsOf(personId: string): Promise<AccountChoiceRow[]> {
    return this.members.manager.query(
      `SELECT * FROM (
         SELECT u.id AS account_id, u.name, coalesce(m.role, 'owner') AS role
           FROM users u LEFT JOIN account_members m ON m.account_id = u.id AND m.user_id = $1
          WHERE u.id = $1
         UNION ALL
         SELECT m.account_id, a.name, m.role
           FROM account_members m JOIN users a ON a.id = m.account_id
          WHERE m.user_id = $1 AND m.account_id <> $1
       ) accounts
       ORDER BY account_id = $1 DESC, name`,
      [personId],
    );
  }
}
