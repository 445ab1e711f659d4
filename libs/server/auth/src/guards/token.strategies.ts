import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-http-bearer';
import type { TokenScope } from '../tokens/token-scope';
import type { AuthenticatedUser } from './authenticated-user';

export type SessionScope = Exclude<TokenScope, 'password_reset'>;
export const TOKEN_STRATEGIES: Record<SessionScope, string> = {
  artist: 'artist-token',
  admin: 'staff-token',
  onboarding: 'onboarding-token',
};

export type VerifyToken = (raw: string, scope: SessionScope) => Promise<AuthenticatedUser | false>;

type BearerRequest = Parameters<InstanceType<typeof Strategy>['authenticate']>[0];

interface TokenRequest {
  headers: { authorization?: string };
  verifyToken: VerifyToken;
}

function tokenStrategy(scope: SessionScope) {
  @Injectable()
  class ScopedTokenStrategy extends PassportStrategy(Strategy, TOKEN_STRATEGIES[scope]) {
    constructor() {
      super({ passReqToCallback: true });
    }

    override authenticate(req: BearerRequest, options: { verifyToken: VerifyToken }): void {
      const header = req.headers?.authorization;
      const view: TokenRequest = { headers: { authorization: typeof header === 'string' ? header : undefined }, verifyToken: options.verifyToken };
      super.authenticate(view as unknown as BearerRequest, options);
    }

    validate(req: TokenRequest, raw: string): Promise<AuthenticatedUser | false> {
      return req.verifyToken(raw, scope);
    }
  }
  return ScopedTokenStrategy;
}

export class ArtistTokenStrategy extends tokenStrategy('artist') {}
export class StaffTokenStrategy extends tokenStrategy('admin') {}
export class OnboardingTokenStrategy extends tokenStrategy('onboarding') {}

export const TOKEN_STRATEGY_PROVIDERS = [ArtistTokenStrategy, StaffTokenStrategy, OnboardingTokenStrategy];
