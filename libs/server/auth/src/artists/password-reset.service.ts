import { Injectable } from '@nestjs/common';
import { ARTIST_ROLE_NAME, LOGIN_MESSAGES, normaliseEmail, validatePasswordConfirmation, validateResetPassword } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core';
import { DataSource } from 'typeorm';
import { AuthErrors } from '../auth.errors';
import { OneTimeCodesService } from '../codes/one-time-codes.service';
import { PasswordService } from '../passwords/password.service';
import { looksLikeToken } from '../tokens/token-crypto';
import { TokensService } from '../tokens/tokens.service';
import { PASSWORD_MAX_LENGTH } from '../users/staff-user.rules';
import { UsersRepository } from '../users/users.repository';

export interface PasswordResetInput {
  email: string;
  reset_token?: string | null;
  password?: string | null;
  password_confirmation?: string | null;
}

/**
 * The artist password reset of spec 000 §4: e-mail → code → a 15-minute `password_reset` token →
 * new password. The request answers alike whether or not the address has an account.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly tokens: TokensService,
    private readonly codes: OneTimeCodesService,
  ) {}

  /**
   * Always 'If the email exists, a reset code has been sent.' The throttle counts every request
   * (known address or not) so a 429 tells nothing either. Only a blocked account is told so
   * (spec: blocked accounts get their message "on login, verify and reset").
   */
  async sendCode(email: string, language?: string | null): Promise<{ message: string }> {
    await this.codes.throttleSend('password_reset', email);
    const user = await this.users.findByEmail(email);
    if (user?.status === 'blocked') throw AuthErrors.accountBlocked();
    // Staff accounts have no self-service reset here; they get the same answer and no e-mail.
    if (user && user.roles.includes(ARTIST_ROLE_NAME)) await this.codes.issueAndMail(user, 'password_reset', { language });
    return { message: LOGIN_MESSAGES.resetCodeSentIfExists };
  }

  /** The right code gives a single-use `password_reset` token, good for 15 minutes. */
  async verifyCode(email: string, code: string): Promise<{ reset_token: string }> {
    const user = await this.users.findByEmail(email);
    if (!user || !(await this.codes.consume(user.id, 'password_reset', code))) throw AuthErrors.invalidOrExpiredCode();
    if (user.status === 'blocked') throw AuthErrors.accountBlocked();
    const issued = await this.tokens.issue(user.id, 'password_reset');
    return { reset_token: issued.token };
  }

  /**
   * Sets the new password and revokes every token of the account (the reset token included, so it
   * works once), in one transaction. The reset token must belong to `email`.
   */
  async reset(input: PasswordResetInput): Promise<{ message: string }> {
    const rawToken = input.reset_token;
    if (typeof rawToken !== 'string' || !looksLikeToken(rawToken)) throw AuthErrors.resetExpired();

    const errors: Record<string, string[]> = {};
    const password = validateResetPassword(input.password);
    if (!password.ok) errors.password = [password.error];
    else if (Array.from(password.value).length > PASSWORD_MAX_LENGTH) errors.password = [`The password may not be longer than ${PASSWORD_MAX_LENGTH} characters.`];
    else {
      const confirmation = validatePasswordConfirmation(password.value, input.password_confirmation);
      if (!confirmation.ok) errors.password_confirmation = [confirmation.error];
    }
    if (Object.keys(errors).length || !password.ok) throw DomainError.validation(errors);

    let userId: string;
    try {
      const verified = await this.tokens.verify(rawToken, ['password_reset']);
      if (verified.user.email !== normaliseEmail(input.email)) throw AuthErrors.resetExpired();
      userId = verified.user.id;
    } catch (error) {
      // Unknown, expired, used or of another scope: start again. A blocked account keeps its 403.
      if (error instanceof DomainError && error.status === 401) throw AuthErrors.resetExpired();
      throw error;
    }

    const passwordHash = await this.passwords.hash(password.value);
    // Single use: of two requests racing with one reset token, only the one that revokes it goes on.
    if (!(await this.tokens.revoke(rawToken))) throw AuthErrors.resetExpired();
    await this.dataSource.transaction(async (manager) => {
      const user = await this.users.findById(userId, manager);
      if (!user) throw AuthErrors.resetExpired();
      user.passwordHash = passwordHash;
      await this.users.save(user, manager);
      await this.tokens.revokeAllForUser(user.id, manager);
    });
    return { message: LOGIN_MESSAGES.resetSuccess };
  }
}
