import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { WriteBehind } from '@soundpost/server-core/database';
import { RequestContext } from '@soundpost/server-core/context';
import type { EntityManager } from 'typeorm';
import { STEP_UP, type AccountRole } from '@soundpost/contracts';
import { AuthErrors } from '../auth.errors';
import { AccountMembersRepository } from '../members/account-members.repository';
import { LoginEventsRepository } from '../logins/login-events.repository';
import type { User } from '../users/user.entity';
import type { AccessToken } from './access-token.entity';
import { AccessTokensRepository, SessionToken } from './access-tokens.repository';
import { generateToken, hashToken, looksLikeToken } from './token-crypto';
import { DEFAULT_TOKEN_TTL_SECONDS, TOKEN_SCOPES, TokenScope } from './token-scope';

export interface IssuedToken {
  /** The bearer token: shown to the client once, never stored. */
  token: string;
  id: string;
  scope: TokenScope;
  expiresAt: Date;
}

export interface VerifiedToken {
  user: User;
  token: AccessToken;
}

export type { SessionToken };
/** A session token that passed every check, with its holder. */
export type AcceptedSession = SessionToken & { user: NonNullable<SessionToken['user']> };

type CheckedToken = Pick<AccessToken, 'id' | 'scope' | 'expiresAt' | 'revokedAt' | 'lastUsedAt'>;

/** last_used_at is bookkeeping: writing it on every request would turn every read into a write. */
export const TOKEN_TOUCH_INTERVAL_SECONDS = 60;
/** Stamps are written behind the requests, every session used in that time in one statement. */
export const TOKEN_TOUCH_FLUSH_MS = 1000;

@Injectable()
export class TokensService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Tokens');
  private readonly touches: WriteBehind<string>;

  constructor(
    private readonly tokens: AccessTokensRepository,
    private readonly logins: LoginEventsRepository,
    private readonly members: AccountMembersRepository,
  ) {
    this.touches = new WriteBehind<string>({
      intervalMs: TOKEN_TOUCH_FLUSH_MS,
      write: (ids) => this.tokens.touchMany(ids, TOKEN_TOUCH_INTERVAL_SECONDS),
      onError: (error) => this.logger.warn(`session stamps kept for the next write: ${error.message}`),
    });
  }

  /** Writes the pending last_used_at stamps now (shutdown, tests). */
  flushTouches(): Promise<void> {
    return this.touches.flush();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.touches.close().catch((error: Error) => this.logger.error(`session stamps not written on shutdown: ${error.message}`));
  }

  /**
   * An artist session acts in `account` when given (a team member's switch), else in the holder's own
   * account with the role they hold there (owner, unless they handed ownership over).
   */
  async issue(
    userId: string,
    scope: TokenScope,
    ttlSeconds: number = DEFAULT_TOKEN_TTL_SECONDS[scope],
    manager?: EntityManager,
    account?: { id: string; role: AccountRole },
  ): Promise<IssuedToken> {
    if (!TOKEN_SCOPES.includes(scope)) throw new Error(`Unknown token scope: ${String(scope)}`);
    if (!Number.isFinite(ttlSeconds) || ttlSeconds <= 0) throw new Error(`Token lifetime must be positive, got ${ttlSeconds}`);
    let scoped: { accountId: string; accountRole: AccountRole } | null = account ? { accountId: account.id, accountRole: account.role } : null;
    if (!scoped && scope === 'artist') {
      const own = await this.members.findRole(userId, userId, manager);
      if (own && own.role !== 'owner') scoped = { accountId: userId, accountRole: own.role };
    }
    const token = generateToken();
    const row = await this.tokens.create({
      userId,
      tokenHash: hashToken(token),
      scope,
      expiresAt: new Date(Date.now() + ttlSeconds * 1000),
      ...scoped,
    }, manager);
    const kind = scope === 'onboarding' ? 'signup' : scope === 'artist' || scope === 'admin' ? 'login' : null;
    if (kind) await this.logins.record(userId, kind, RequestContext.current()?.ip, manager);
    return { token, id: row.id, scope, expiresAt: row.expiresAt };
  }

  async verify(rawToken: string, scopes: readonly TokenScope[]): Promise<VerifiedToken> {
    if (!looksLikeToken(rawToken)) throw AuthErrors.unauthenticated();
    const token = await this.tokens.findByHashWithUser(hashToken(rawToken));
    const user = token?.user;
    await this.check(token, user, scopes);
    return { user: user as User, token: token as AccessToken };
  }

  /**
   * The access guard's read: the token and its holder's name, e-mail, roles and status, unchecked
   * (null for a malformed or unknown token), so that a route taking several scopes reads it once.
   */
  findSession(rawToken: string): Promise<SessionToken | null> {
    if (!looksLikeToken(rawToken)) return Promise.resolve(null);
    return this.tokens.findSessionByHash(hashToken(rawToken), STEP_UP.windowSeconds);
  }

  /** The checks of `verify` on a session `findSession` read: answers it or throws 401/403. */
  async acceptSession(session: SessionToken | null, scopes: readonly TokenScope[]): Promise<AcceptedSession> {
    await this.check(session, session?.user, scopes, session?.account);
    return session as AcceptedSession;
  }

  private async check(
    token: CheckedToken | null,
    user: { status: User['status'] } | null | undefined,
    scopes: readonly TokenScope[],
    account?: SessionToken['account'],
  ): Promise<void> {
    if (!token || !user || token.expiresAt.getTime() <= Date.now() || !scopes.includes(token.scope)) {
      throw AuthErrors.unauthenticated();
    }
    // Before the revocation check: a block revokes every token, yet its holder must learn why it stopped working.
    if (user.status === 'blocked') throw AuthErrors.accountBlocked();
    if (token.revokedAt) throw AuthErrors.unauthenticated();
    // A closed account (issue 31) has no sessions left; a token that escaped the revocation opens nothing either.
    if (user.status === 'closed' || account?.status === 'closed') throw AuthErrors.unauthenticated();
    // A member's session ends with the account: a blocked account blocks everyone acting in it.
    if (account && account.status === 'blocked') throw AuthErrors.accountBlocked();
    // Written behind the request: a read never waits for this write.
    if (!token.lastUsedAt || Date.now() - token.lastUsedAt.getTime() >= TOKEN_TOUCH_INTERVAL_SECONDS * 1000) this.touches.add(token.id, token.id);
  }

  revoke(rawToken: string): Promise<boolean> {
    if (!looksLikeToken(rawToken)) return Promise.resolve(false);
    return this.tokens.revokeByHash(hashToken(rawToken));
  }

  revokeById(tokenId: string, manager?: EntityManager): Promise<boolean> {
    return this.tokens.revokeById(tokenId, manager);
  }

  revokeAllForUser(userId: string, manager?: EntityManager): Promise<number> {
    return this.tokens.revokeAllForUser(userId, { manager });
  }

  deleteDead(graceSeconds: number): Promise<number> {
    return this.tokens.deleteDead(graceSeconds);
  }
}
