import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { DomainError, RequestContext, RequestContextStore } from '@soundpost/server-core';
import type { AccessToken } from '../tokens/access-token.entity';
import type { TokenScope } from '../tokens/token-scope';
import type { TokensService, VerifiedToken } from '../tokens/tokens.service';
import type { User } from '../users/user.entity';
import { RequireAuth, RequireRoles, RequireStaff } from './auth.decorators';
import { AuthGuard } from './auth.guard';
import type { AuthRequest } from './authenticated-user';

// The guard's own logic (scopes, roles, actor) with a stand-in for token verification, which has
// its own integration test against the database.
class FakeTokens {
  calls: Array<{ raw: string; scopes: readonly TokenScope[] }> = [];
  constructor(private readonly answer: VerifiedToken | DomainError) {}
  async verify(raw: string, scopes: readonly TokenScope[]): Promise<VerifiedToken> {
    this.calls.push({ raw, scopes });
    if (this.answer instanceof DomainError) throw this.answer;
    return this.answer;
  }
}

const user = { id: 'u1', name: 'Ada', email: 'ada@example.com', roles: ['manager'], status: 'active' } as User;
const token = { id: 't1', scope: 'admin' } as AccessToken;

class Routes {
  @RequireStaff() staff() {
    return 'staff';
  }
  @RequireAuth('artist', 'onboarding') artist() {
    return 'artist';
  }
  @RequireRoles('artist') artistRole() {
    return 'artistRole';
  }
}

function contextFor(handler: keyof Routes, request: AuthRequest): ExecutionContext {
  return {
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => request }),
  } as unknown as ExecutionContext;
}

async function run(guard: AuthGuard, handler: keyof Routes, request: AuthRequest) {
  const store: RequestContextStore = { requestId: 'r1' };
  const result = await RequestContext.run(store, () => guard.canActivate(contextFor(handler, request)).then((ok) => ok, (e: unknown) => e));
  return { result, store };
}

describe('AuthGuard', () => {
  it('verifies the bearer token for the route scopes, attaches the caller and records the actor', async () => {
    const tokens = new FakeTokens({ user, token });
    const guard = new AuthGuard(new Reflector(), tokens as unknown as TokensService);
    const request: AuthRequest = { headers: { authorization: 'Bearer abc' } };
    const { result, store } = await run(guard, 'staff', request);
    expect(result).toBe(true);
    expect(tokens.calls).toEqual([{ raw: 'abc', scopes: ['admin'] }]);
    expect(request.auth).toEqual({ id: 'u1', name: 'Ada', email: 'ada@example.com', roles: ['manager'], scope: 'admin', tokenId: 't1' });
    expect(store.actor).toEqual({ id: 'u1', name: 'Ada', email: 'ada@example.com', roles: ['manager'], scope: 'admin' });
  });

  it('passes every scope a route lists', async () => {
    const tokens = new FakeTokens({ user, token: { ...token, scope: 'artist' } as AccessToken });
    await run(new AuthGuard(new Reflector(), tokens as unknown as TokensService), 'artist', { headers: { authorization: 'Bearer abc' } });
    expect(tokens.calls[0].scopes).toEqual(['artist', 'onboarding']);
  });

  it('answers 401 without a bearer token, without asking for verification', async () => {
    const tokens = new FakeTokens({ user, token });
    const guard = new AuthGuard(new Reflector(), tokens as unknown as TokensService);
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: '' }]) {
      const { result } = await run(guard, 'staff', { headers });
      expect(result).toMatchObject({ status: 401, code: 'unauthenticated', message: 'Unauthenticated.' });
    }
    expect(tokens.calls).toHaveLength(0);
  });

  it('passes a verification failure (blocked account) through unchanged', async () => {
    const blocked = DomainError.forbidden('Your account is blocked. Please contact support.', 'account_blocked');
    const guard = new AuthGuard(new Reflector(), new FakeTokens(blocked) as unknown as TokensService);
    const { result, store } = await run(guard, 'staff', { headers: { authorization: 'Bearer abc' } });
    expect(result).toBe(blocked);
    expect(store.actor).toBeUndefined();
  });

  it('refuses a caller without the role: the admin wording on staff routes, a generic one elsewhere', async () => {
    const artist = { ...user, roles: ['artist'] } as User;
    const guard = new AuthGuard(new Reflector(), new FakeTokens({ user: artist, token }) as unknown as TokensService);
    const staff = await run(guard, 'staff', { headers: { authorization: 'Bearer abc' } });
    expect(staff.result).toMatchObject({ status: 403, code: 'forbidden', message: 'You do not have admin access.' });

    const guard2 = new AuthGuard(new Reflector(), new FakeTokens({ user, token }) as unknown as TokensService);
    const other = await run(guard2, 'artistRole', { headers: { authorization: 'Bearer abc' } });
    expect(other.result).toMatchObject({ status: 403, code: 'forbidden' });
    expect((other.result as DomainError).message).not.toBe('You do not have admin access.');
  });

  it('verifies once when applied twice to one request, but still checks the scope', async () => {
    const tokens = new FakeTokens({ user, token });
    const guard = new AuthGuard(new Reflector(), tokens as unknown as TokensService);
    const request: AuthRequest = { headers: { authorization: 'Bearer abc' } };
    await run(guard, 'staff', request);
    await expect(run(guard, 'staff', request)).resolves.toMatchObject({ result: true });
    expect(tokens.calls).toHaveLength(1);
    await expect(run(guard, 'artist', request)).resolves.toMatchObject({ result: { status: 401 } });
  });
});
