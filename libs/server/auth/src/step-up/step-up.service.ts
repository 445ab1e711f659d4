import { Injectable } from '@nestjs/common';
import { STEP_UP, STEP_UP_MESSAGES, type StepUpCodeResponse, type StepUpResponse } from '@soundpost/contracts';
import { AuthErrors } from '../auth.errors';
import { CODE_TTL_SECONDS, OneTimeCodesService } from '../codes/one-time-codes.service';
import type { AuthenticatedUser } from '../guards/authenticated-user';
import { AccessTokensRepository } from '../tokens/access-tokens.repository';

type StepUpActor = Pick<AuthenticatedUser, 'personId' | 'email' | 'tokenId' | 'steppedUp'>;

/**
 * A second check before money moves or the account changes hands: the person proves a fresh code
 * mailed to them, and their session (not the account) may act for the next 10 minutes.
 */
@Injectable()
export class StepUpService {
  constructor(
    private readonly codes: OneTimeCodesService,
    private readonly tokens: AccessTokensRepository,
  ) {}

  async sendCode(actor: StepUpActor, language: string | null): Promise<StepUpCodeResponse> {
    await this.codes.send({ id: actor.personId, email: actor.email }, 'step_up', { language });
    return { message: STEP_UP_MESSAGES.codeSent, expires_in_seconds: CODE_TTL_SECONDS };
  }

  async confirm(actor: StepUpActor, code: string): Promise<StepUpResponse> {
    if (!(await this.codes.consume(actor.personId, 'step_up', code.trim()))) throw AuthErrors.stepUpInvalid();
    await this.tokens.markSteppedUp(actor.tokenId);
    return { message: STEP_UP_MESSAGES.confirmed, stepped_up_until: new Date(Date.now() + STEP_UP.windowSeconds * 1000).toISOString() };
  }

  /** Passes a session stepped up in the window, or one sending a valid code with the call itself. */
  async assertFresh(actor: StepUpActor, codeHeader: string | undefined): Promise<void> {
    // Read with the session itself (one query per call, not two).
    if (actor.steppedUp) return;
    if (codeHeader && codeHeader.trim() !== '') {
      await this.confirm(actor, codeHeader);
      return;
    }
    throw AuthErrors.stepUpRequired();
  }
}
