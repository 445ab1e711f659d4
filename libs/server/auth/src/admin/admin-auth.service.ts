import { Injectable } from '@nestjs/common';
import { AUTH_MESSAGES, AUTH_SERVER_MESSAGES, hasAdminAccess, normaliseEmail } from '@soundpost/contracts';
import type { AdminLoginResult, AdminSession } from '@soundpost/contracts';
import { AuthErrors } from '../auth.errors';
import { OneTimeCodesService } from '../codes/one-time-codes.service';
import { PasswordService } from '../passwords/password.service';
import { TokensService } from '../tokens/tokens.service';
import type { User } from '../users/user.entity';
import { toAdminUserResponse } from '../users/user.mapper';
import { UsersRepository } from '../users/users.repository';
import { AdminLoginPolicy } from './admin-login.policy';

export const ADMIN_CODE_RESENT_MESSAGE = AUTH_SERVER_MESSAGES.adminCodeResent;

@Injectable()
export class AdminAuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly tokens: TokensService,
    private readonly policy: AdminLoginPolicy,
    private readonly codes: OneTimeCodesService,
  ) {}

  async login(email: string, password: string, language?: string | null): Promise<AdminLoginResult> {
    const user = await this.users.findByEmailWithPasswordHash(normaliseEmail(email));
    const matches = await this.passwords.verify(user?.passwordHash, password);
    if (!user || !matches) throw AuthErrors.invalidCredentials();
    if (user.status === 'blocked') throw AuthErrors.accountBlocked();
    if (!hasAdminAccess(user.roles)) throw AuthErrors.noAdminAccess();

    if (user.passwordHash && this.passwords.needsRehash(user.passwordHash)) {
      await this.users.upgradePasswordHash(user.id, await this.passwords.hash(password));
    }
    if (this.policy.requiresCode(user)) {
      await this.codes.send({ id: user.id, email: user.email }, 'admin_login', { language });
      return { require_code: true, message: AUTH_MESSAGES.codeSent };
    }
    return this.openSession(user);
  }

  async verifyCode(email: string, code: string): Promise<AdminSession> {
    const user = await this.users.findByEmail(normaliseEmail(email));
    if (!user || !(await this.codes.consume(user.id, 'admin_login', code))) throw AuthErrors.invalidOrExpiredCode();
    if (user.status === 'blocked') throw AuthErrors.accountBlocked();
    if (!hasAdminAccess(user.roles)) throw AuthErrors.noAdminAccess();
    return this.openSession(user);
  }

  async resendCode(email: string, language?: string | null): Promise<{ message: string }> {
    const address = normaliseEmail(email);
    await this.codes.throttleSend('admin_login', address);
    const user = await this.users.findByEmail(address);
    if (user && user.status === 'active' && hasAdminAccess(user.roles)) {
      await this.codes.reissueLiveAndMail(user, 'admin_login', { language });
    }
    return { message: ADMIN_CODE_RESENT_MESSAGE };
  }

  async logout(tokenId: string): Promise<void> {
    await this.tokens.revokeById(tokenId);
  }

  private async openSession(user: User): Promise<AdminSession> {
    const issued = await this.tokens.issue(user.id, 'admin');
    await this.users.markLoggedIn(user.id);
    return { token: issued.token, user: toAdminUserResponse(user) };
  }
}
