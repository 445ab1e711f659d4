import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OneTimeCodesRepository } from '../codes/one-time-codes.repository';
import { AccessTokensRepository } from './access-tokens.repository';

export interface RevokeCredentialsOptions {
  sessions?: boolean;
  keepTokenId?: string;
}

@Injectable()
export class CredentialsService {
  constructor(
    private readonly tokens: AccessTokensRepository,
    private readonly codes: OneTimeCodesRepository,
  ) {}

  /** Every password, block or role change calls this in its own transaction, so a code mailed before it opens nothing after. */
  async revokeCredentials(userId: string, manager: EntityManager, options: RevokeCredentialsOptions = {}): Promise<void> {
    // The appeal code stays: a blocked account asks for review with it, and it opens no session.
    await this.codes.deleteAllForUser(userId, ['account_appeal'], manager);
    if (options.sessions) await this.tokens.revokeAllForUser(userId, { exceptId: options.keepTokenId, manager });
    else await this.tokens.revokeScopesForUser(userId, ['password_reset'], manager);
  }

  /** A closed account: every session of its user and of people acting in it, and every code (the appeal's too), end. */
  async revokeAccount(accountId: string, manager: EntityManager): Promise<void> {
    await this.codes.deleteAllForUser(accountId, [], manager);
    await this.tokens.revokeAllForUser(accountId, { manager });
    await this.tokens.revokeAllActingIn(accountId, manager);
  }
}
