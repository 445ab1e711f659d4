import { Injectable } from '@nestjs/common';
import type { AccountChoice, AccountChoicesResponse, SwitchAccountResponse } from '@soundpost/contracts';
import { DataSource } from 'typeorm';
import { AuthErrors } from '../auth.errors';
import type { AuthenticatedUser } from '../guards/authenticated-user';
import { TokensService } from '../tokens/tokens.service';
import { MembershipsService } from './memberships.service';

/** The accounts a person may act in, and moving their session from one to another. */
@Injectable()
export class AccountSwitchService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly memberships: MembershipsService,
    private readonly tokens: TokensService,
  ) {}

  async accounts(session: AuthenticatedUser): Promise<AccountChoicesResponse> {
    const rows = await this.memberships.accountsOf(session.personId);
    return {
      data: rows.map((row) => ({ account_id: row.account_id, name: row.name, role: row.role, current: row.account_id === session.id })),
      person: { id: session.personId, name: session.name, email: session.email },
    };
  }

  /** A new session in the chosen account; the one used to switch ends, so switching never piles sessions up. */
  async switchTo(session: AuthenticatedUser, accountId: string): Promise<SwitchAccountResponse> {
    return this.dataSource.transaction(async (manager) => {
      const role = await this.memberships.roleIn(accountId, session.personId, manager);
      if (!role) throw AuthErrors.accountNotFound();
      const own = accountId === session.personId && role === 'owner';
      const issued = await this.tokens.issue(session.personId, 'artist', undefined, manager, own ? undefined : { id: accountId, role });
      await this.tokens.revokeById(session.tokenId, manager);
      const name = (await this.memberships.accountsOf(session.personId)).find((row) => row.account_id === accountId)?.name ?? '';
      const account: AccountChoice = { account_id: accountId, name, role, current: true };
      return { token: issued.token, account };
    });
  }
}
