import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { OneTimeCodesRepository } from '../codes/one-time-codes.repository';
import { AccessTokensRepository } from './access-tokens.repository';

export interface RevokeCredentialsOptions {
  /** Sign the account out too (password change, reset, block): every live token but `keepTokenId`. */
  sessions?: boolean;
  /** The editor's own session, kept when they change their own password. */
  keepTokenId?: string;
}

/**
 * The one place an account change kills what was issued before it. Every path that changes a
 * password, resets it, blocks the account or changes its roles calls `revokeCredentials` in its
 * own transaction, so a code mailed before the change never opens a session after it.
 */
@Injectable()
export class CredentialsService {
  constructor(
    private readonly tokens: AccessTokensRepository,
    private readonly codes: OneTimeCodesRepository,
  ) {}

  /**
   * Deletes every outstanding one-time code (login, admin login, sign-up, reset) and revokes
   * every password-reset token; with `sessions`, every other live token too. The appeal code
   * stays: it is what a blocked account uses to ask for review, and opens no session.
   */
  async revokeCredentials(userId: string, manager: EntityManager, options: RevokeCredentialsOptions = {}): Promise<void> {
    await this.codes.deleteAllForUser(userId, ['account_appeal'], manager);
    if (options.sessions) await this.tokens.revokeAllForUser(userId, { exceptId: options.keepTokenId, manager });
    else await this.tokens.revokeScopesForUser(userId, ['password_reset'], manager);
  }
}
