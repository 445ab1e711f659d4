import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-http-bearer';
import type { TokenScope } from '../tokens/token-scope';
import type { AuthenticatedUser } from './authenticated-user';

/** The scopes a session token can have, each with its passport strategy (`password_reset` opens no route). */
export type SessionScope = Exclude<TokenScope, 'password_reset'>;
export const TOKEN_STRATEGIES: Record<SessionScope, string> = {
  artist: 'artist-token',
  admin: 'staff-token',
  onboarding: 'onboarding-token',
};

/**
 * What the access guard hands every strategy: how to verify a raw token for one scope. `false`
 * when the token does not open it (so the route's next strategy is tried, then 401); a blocked
 * account throws its 403.
 */
export type VerifyToken = (raw: string, scope: SessionScope) => Promise<AuthenticatedUser | false>;

type BearerRequest = Parameters<InstanceType<typeof Strategy>['authenticate']>[0];

/** The request a strategy sees: the Authorization header only and the guard's verifier. */
interface TokenRequest {
  headers: { authorization?: string };
  verifyToken: VerifyToken;
}

/**
 * A bearer strategy over our hashed opaque tokens for one scope. It keeps no state of its own (the
 * verifier arrives with each authentication), so passport's process-wide registry cannot mix two
 * application instances. It reads the Authorization header only: passport-http-bearer would also
 * take `access_token` from the body or the query string, where tokens end up in logs.
 */
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
