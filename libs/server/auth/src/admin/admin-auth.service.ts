import { Injectable } from '@nestjs/common';
import { hasAdminAccess, normaliseEmail } from '@soundpost/contracts';
import { AuthErrors } from '../auth.errors';
import { PasswordService } from '../passwords/password.service';
import { TokensService } from '../tokens/tokens.service';
import { AdminUserResponse, toAdminUserResponse } from '../users/user.mapper';
import { UsersRepository } from '../users/users.repository';
import { AdminLoginPolicy } from './admin-login.policy';

/** POST /admin/login answers a token, or (once the identity issue adds the code step) asks for the code. */
export type AdminLoginResult = { token: string; user: AdminUserResponse } | { require_code: true };

/** Back-office sign-in and sign-out (spec 002 §2 Login, §6, §7). */
@Injectable()
export class AdminAuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly tokens: TokensService,
    private readonly policy: AdminLoginPolicy,
  ) {}

  /**
   * Password check first, then the account's state: a blocked or non-staff account is only
   * revealed to someone who knows its password. Unknown e-mail and wrong password give one answer
   * in about the same time (the password service hashes either way).
   */
  async login(email: string, password: string): Promise<AdminLoginResult> {
    const user = await this.users.findByEmailWithPasswordHash(normaliseEmail(email));
    const matches = await this.passwords.verify(user?.passwordHash, password);
    if (!user || !matches) throw AuthErrors.invalidCredentials();
    if (user.status === 'blocked') throw AuthErrors.accountBlocked();
    if (!hasAdminAccess(user.roles)) throw AuthErrors.noAdminAccess();

    if (user.passwordHash && this.passwords.needsRehash(user.passwordHash)) {
      await this.users.upgradePasswordHash(user.id, await this.passwords.hash(password));
    }
    if (this.policy.requiresCode(user)) return { require_code: true };

    const issued = await this.tokens.issue(user.id, 'admin');
    await this.users.markLoggedIn(user.id);
    return { token: issued.token, user: toAdminUserResponse(user) };
  }

  /** Revokes the token the request came with; it stops working at once. */
  async logout(tokenId: string): Promise<void> {
    await this.tokens.revokeById(tokenId);
  }
}
