import { createHash, randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { MailService, TemplatedMailMessage } from '@soundpost/server-core/mail';
import { RateLimitService } from '@soundpost/server-core/rate-limit';
import { DataSource, EntityManager } from 'typeorm';
import { STEP_UP_CODE_MAIL } from '../step-up/step-up-code-mail';
import { ACCOUNT_APPEAL_CODE_MAIL } from './appeal-code-mail';
import { CodePurpose } from './one-time-code.entity';
import { OneTimeCodesRepository } from './one-time-codes.repository';

export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_SEND_LIMITS = [
  { name: '30s', points: 1, durationSeconds: 30 },
  { name: '1h', points: 5, durationSeconds: 60 * 60 },
] as const;

function codeMail(purpose: CodePurpose, to: string, code: string, language: string | null): TemplatedMailMessage {
  switch (purpose) {
    case 'email_verification':
      return { to, template: 'verification_code', language, params: { code } };
    case 'artist_login':
      return { to, template: 'login_code', language, params: { code } };
    case 'password_reset':
      return { to, template: 'password_reset_code', language, params: { code } };
    case 'admin_login':
      return { to, template: 'admin_login_code', language, params: { code } };
    case 'account_appeal':
      return { to, template: ACCOUNT_APPEAL_CODE_MAIL, language, params: { code } };
    case 'step_up':
      return { to, template: STEP_UP_CODE_MAIL, language, params: { code } };
  }
}

export function generateCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function hashCode(userId: string, purpose: CodePurpose, code: string): string {
  return createHash('sha256').update(`${userId}:${purpose}:${code}`, 'utf8').digest('hex');
}

export interface CodeRecipient {
  id: string;
  email: string;
}

@Injectable()
export class OneTimeCodesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly codes: OneTimeCodesRepository,
    private readonly rateLimits: RateLimitService,
    private readonly mail: MailService,
  ) {}

  async throttleSend(purpose: CodePurpose, email: string): Promise<void> {
    for (const limit of CODE_SEND_LIMITS) {
      await this.rateLimits.consume(`code-send.${purpose}.${limit.name}`, email, { points: limit.points, durationSeconds: limit.durationSeconds });
    }
  }

  async issueAndMail(user: CodeRecipient, purpose: CodePurpose, options: { language?: string | null; manager?: EntityManager } = {}): Promise<void> {
    const code = generateCode();
    const run = async (manager: EntityManager) => {
      await this.codes.replace(
        { userId: user.id, purpose, codeHash: hashCode(user.id, purpose, code), expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000) },
        manager,
      );
      await this.mail.queue(codeMail(purpose, user.email, code, options.language ?? null), manager);
    };
    await (options.manager ? run(options.manager) : this.dataSource.transaction(run));
  }

  async send(user: CodeRecipient, purpose: CodePurpose, options: { language?: string | null; manager?: EntityManager } = {}): Promise<void> {
    await this.throttleSend(purpose, user.email);
    await this.issueAndMail(user, purpose, options);
  }

  async consume(userId: string, purpose: CodePurpose, code: string): Promise<boolean> {
    if (!/^\d{6}$/.test(code)) return false;
    if (await this.codes.consumeIfValid(userId, purpose, hashCode(userId, purpose, code), CODE_MAX_ATTEMPTS)) return true;
    await this.codes.recordFailedAttempt(userId, purpose, CODE_MAX_ATTEMPTS);
    return false;
  }

  async reissueLiveAndMail(user: CodeRecipient, purpose: CodePurpose, options: { language?: string | null } = {}): Promise<boolean> {
    const code = generateCode();
    return this.dataSource.transaction(async (manager) => {
      const reissued = await this.codes.reissueLive(
        { userId: user.id, purpose, codeHash: hashCode(user.id, purpose, code), expiresAt: new Date(Date.now() + CODE_TTL_SECONDS * 1000) },
        CODE_MAX_ATTEMPTS,
        manager,
      );
      if (reissued) await this.mail.queue(codeMail(purpose, user.email, code, options.language ?? null), manager);
      return reissued;
    });
  }

  deleteDead(graceSeconds: number): Promise<number> {
    return this.codes.deleteDead(graceSeconds);
  }
}
