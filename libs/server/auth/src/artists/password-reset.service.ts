import { Injectable, OnModuleInit } from '@nestjs/common';
import { ARTIST_ROLE_NAME, LOGIN_MESSAGES, normaliseEmail, validatePasswordConfirmation, validateResetPassword } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';
import { JobsService } from '@soundpost/server-core/jobs';
import { DataSource } from 'typeorm';
import { AuthErrors } from '../auth.errors';
import { OneTimeCodesService } from '../codes/one-time-codes.service';
import { PasswordService } from '../passwords/password.service';
import { CredentialsService } from '../tokens/credentials.service';
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

export const PASSWORD_RESET_CODE_JOB = 'auth.password-reset-code';

export interface PasswordResetCodeJob {
  email: string;
  language: string | null;
}

@Injectable()
export class PasswordResetService implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly users: UsersRepository,
    private readonly passwords: PasswordService,
    private readonly tokens: TokensService,
    private readonly codes: OneTimeCodesService,
    private readonly jobs: JobsService,
    private readonly credentials: CredentialsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register<PasswordResetCodeJob>(PASSWORD_RESET_CODE_JOB, (data) => this.deliverCode(data));
  }

  async sendCode(email: string, language?: string | null): Promise<{ message: string }> {
    await this.codes.throttleSend('password_reset', email);
    await this.jobs.enqueue<PasswordResetCodeJob>(PASSWORD_RESET_CODE_JOB, { email, language: language ?? null });
    return { message: LOGIN_MESSAGES.resetCodeSentIfExists };
  }

  async deliverCode({ email, language }: PasswordResetCodeJob): Promise<{ sent: boolean }> {
    const user = await this.users.findByEmail(normaliseEmail(email));
    if (!user || user.status !== 'active' || !user.roles.includes(ARTIST_ROLE_NAME)) return { sent: false };
    await this.codes.issueAndMail(user, 'password_reset', { language });
    return { sent: true };
  }

  async verifyCode(email: string, code: string): Promise<{ reset_token: string }> {
    const user = await this.users.findByEmail(email);
    if (!user || !(await this.codes.consume(user.id, 'password_reset', code))) throw AuthErrors.invalidOrExpiredCode();
    if (user.status === 'blocked') throw AuthErrors.accountBlocked();
    const issued = await this.tokens.issue(user.id, 'password_reset');
    return { reset_token: issued.token };
  }

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
    if (!(await this.tokens.revoke(rawToken))) throw AuthErrors.resetExpired();
    await this.dataSource.transaction(async (manager) => {
      const user = await this.users.findById(userId, manager);
      if (!user) throw AuthErrors.resetExpired();
      user.passwordHash = passwordHash;
      await this.users.save(user, manager);
      await this.credentials.revokeCredentials(user.id, manager, { sessions: true });
    });
    return { message: LOGIN_MESSAGES.resetSuccess };
  }
}
