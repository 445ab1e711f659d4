import { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { RequestContext, RequestContextStore } from '@soundpost/server-core/context';
import { DomainError, Public } from '@soundpost/server-core/http';
import { AuthErrors } from '../auth.errors';
import type { TokenScope } from '../tokens/token-scope';
import type { AcceptedSession, SessionToken, TokensService } from '../tokens/tokens.service';
import type { User } from '../users/user.entity';
import { AccessGuard } from './access.guard';
import { AdminOnly, ArtistOnly, Onboarding, StaffOnly } from './access.decorators';
import { AccountRoles } from './account-roles';
import { ArtistApproval } from './artist-approval';
import type { AccountRole } from '@soundpost/contracts';
import type { AuthRequest } from './authenticated-user';

// The guard's own logic (the bearer header, scopes, roles, actor), with a stand-in for token
// verification, which has its own integration test against the database.

const user = (id: string, roles: string[], status = 'active') => ({ id, name: id, email: `${id}@example.com`, roles, status }) as User;
const holders: Record<string, { user: User; scope: TokenScope; account?: SessionToken['account']; ownRole?: AccountRole } | DomainError> = {
  manager: { user: user('manager', ['manager']), scope: 'admin' },
  admin: { user: user('admin', ['admin']), scope: 'admin' },
  artist: { user: user('artist', ['artist']), scope: 'artist' },
  onboarding: { user: user('newcomer', ['artist']), scope: 'onboarding' },
  managerArtistSession: { user: user('manager', ['manager', 'artist']), scope: 'artist' },
  teamManager: { user: user('alex', ['artist']), scope: 'artist', account: { id: 'label', role: 'manager', status: 'active' } },
  teamFinance: { user: user('fin', ['artist']), scope: 'artist', account: { id: 'label', role: 'finance', status: 'active' } },
  formerOwner: { user: user('label2', ['artist']), scope: 'artist', ownRole: 'admin' },
  blocked: DomainError.forbidden('Your account is blocked. Please contact support.', 'account_blocked'),
};

class FakeTokens {
  reads: string[] = [];
  calls: Array<{ raw: string; scopes: readonly TokenScope[] }> = [];
  async findSession(raw: string): Promise<SessionToken | null> {
    this.reads.push(raw);
    const holder = holders[raw];
    if (!holder) return null;
    if (holder instanceof DomainError) return { id: `t-${raw}`, scope: 'artist', user: null } as unknown as SessionToken;
    const { id, name, email, roles } = holder.user;
    return {
      id: `t-${raw}`,
      scope: holder.scope,
      user: { id, name, email, roles, status: holder.user.status },
      account: holder.account ?? null,
      ownRole: holder.ownRole ?? null,
    } as SessionToken;
  }
  async acceptSession(session: SessionToken | null, scopes: readonly TokenScope[]): Promise<AcceptedSession> {
    const raw = session?.id.slice(2) ?? '';
    this.calls.push({ raw, scopes });
    const holder = holders[raw];
    if (holder instanceof DomainError) throw holder;
    if (!session?.user || !scopes.includes(session.scope)) throw AuthErrors.unauthenticated();
    return session as AcceptedSession;
  }
}

class Approval extends ArtistApproval {
  async assertApproved(userId: string): Promise<void> {
    if (userId !== 'artist') throw DomainError.forbidden('Your identity documents have not been approved yet.', 'documents_not_approved');
  }
}

@StaffOnly()
class Routes {
  staff() {
    return 'staff';
  }
  @AdminOnly('Only administrators can manage staff users.') adminOnly() {
    return 'admin';
  }
  @ArtistOnly() artist() {
    return 'artist';
  }
  @ArtistOnly({ approved: true }) approved() {
    return 'approved';
  }
  @Onboarding() onboarding() {
    return 'onboarding';
  }
  @Public() open() {
    return 'open';
  }
  @ArtistOnly() @AccountRoles('catalogue') catalogue() {
    return 'catalogue';
  }
  @ArtistOnly() @AccountRoles('money') money() {
    return 'money';
  }
}

function contextFor(handler: keyof Routes, request: AuthRequest): ExecutionContext {
  return {
    getHandler: () => Routes.prototype[handler],
    getClass: () => Routes,
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}) }),
  } as unknown as ExecutionContext;
}

function setup(approval: ArtistApproval | null = new Approval()) {
  const tokens = new FakeTokens();
  const guard = new AccessGuard(new Reflector(), tokens as unknown as TokensService, approval ?? undefined);
  const run = async (handler: keyof Routes, token?: string, extra: Partial<AuthRequest> & Record<string, unknown> = {}) => {
    const request: AuthRequest = { headers: token === undefined ? {} : { authorization: `Bearer ${token}` }, ...extra };
    const store: RequestContextStore = { requestId: 'r1' };
    const result = await RequestContext.run(store, () => guard.canActivate(contextFor(handler, request)).then((ok) => ok, (e: unknown) => e));
    return { result, request, store };
  };
  return { tokens, run };
}

const UNAUTHENTICATED = { status: 401, code: 'unauthenticated', message: 'Unauthenticated.' };
const NO_ADMIN_ACCESS = { status: 403, code: 'forbidden', message: 'You do not have admin access.' };

describe('AccessGuard', () => {
  it('authenticates the bearer token for the route\'s scopes, attaches the caller and records the actor', async () => {
    const { run, tokens } = setup();
    const { result, request, store } = await run('staff', 'manager');
    expect(result).toBe(true);
    expect(request.auth).toEqual({
      id: 'manager',
      personId: 'manager',
      accountRole: 'owner',
      name: 'manager',
      email: 'manager@example.com',
      roles: ['manager'],
      scope: 'admin',
      tokenId: 't-manager',
    });
    expect(store.actor).toEqual({ id: 'manager', name: 'manager', email: 'manager@example.com', roles: ['manager'], scope: 'admin' });
    expect(tokens.calls).toEqual([{ raw: 'manager', scopes: ['admin', 'artist', 'onboarding'] }]);
  });

  it('acts in the account a member session is scoped to, records the person and the role, and enforces the route\'s roles', async () => {
    const { run } = setup();
    const allowed = await run('catalogue', 'teamManager');
    expect(allowed.result).toBe(true);
    expect(allowed.request.auth).toMatchObject({ id: 'label', personId: 'alex', accountRole: 'manager' });
    expect(allowed.store.actor).toEqual({ id: 'alex', name: 'alex', email: 'alex@example.com', roles: ['artist'], scope: 'artist', accountId: 'label', accountRole: 'manager' });
    const ROLE_FORBIDDEN = { status: 403, code: 'role_forbidden', message: 'Your role does not allow this.' };
    expect((await run('money', 'teamManager')).result).toMatchObject(ROLE_FORBIDDEN);
    expect((await run('money', 'teamFinance')).result).toBe(true);
    expect((await run('catalogue', 'teamFinance')).result).toMatchObject(ROLE_FORBIDDEN);
    // No declaration: the owner's alone.
    expect((await run('artist', 'teamManager')).result).toMatchObject(ROLE_FORBIDDEN);
    expect((await run('artist', 'artist')).result).toBe(true);
    expect((await run('money', 'artist')).result).toBe(true);
    // A former owner acts in their own account with the role the transfer left them.
    const former = await run('artist', 'formerOwner');
    expect(former.result).toMatchObject(ROLE_FORBIDDEN);
    expect((await run('catalogue', 'formerOwner')).request.auth).toMatchObject({ id: 'label2', personId: 'label2', accountRole: 'admin' });
  });

  it('answers 401 without a usable token, without asking for verification', async () => {
    const { run, tokens } = setup();
    for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: '' }, { authorization: 'Bearer' }, { authorization: 'Bearer ' }, { authorization: 'Bearer manager extra' }]) {
      const { result } = await run('staff', undefined, { headers });
      expect(result).toMatchObject(UNAUTHENTICATED);
    }
    expect(tokens.calls).toHaveLength(0);
    expect(tokens.reads).toHaveLength(0);
  });

  it('takes the scheme in any case, as RFC 6750 allows', async () => {
    const { run } = setup();
    const { result, request } = await run('staff', undefined, { headers: { authorization: 'bearer manager' } });
    expect(result).toBe(true);
    expect(request.auth?.personId).toBe('manager');
  });

  it('reads the Authorization header only, never a token in the query string or the body', async () => {
    const { run, tokens } = setup();
    const { result } = await run('staff', undefined, { query: { access_token: 'manager' }, body: { access_token: 'manager' } });
    expect(result).toMatchObject(UNAUTHENTICATED);
    expect(tokens.calls).toHaveLength(0);
  });

  it('answers 401 to an unknown token and to a token of a scope the route does not take', async () => {
    const { run } = setup();
    expect((await run('staff', 'made-up')).result).toMatchObject(UNAUTHENTICATED);
    expect((await run('artist', 'manager')).result).toMatchObject(UNAUTHENTICATED);
    expect((await run('artist', 'onboarding')).result).toMatchObject(UNAUTHENTICATED);
  });

  it('answers 403 to a signed-in caller who is not staff on a staff route (artist, onboarding, a staff member\'s artist session)', async () => {
    const { run } = setup();
    for (const token of ['artist', 'onboarding', 'managerArtistSession']) {
      const { result, store } = await run('staff', token);
      expect(result).toMatchObject(NO_ADMIN_ACCESS);
      expect(store.actor).toBeDefined();
    }
  });

  it('answers 403 to a manager on an admin-only route, and lets an admin through', async () => {
    const { run } = setup();
    expect((await run('adminOnly', 'manager')).result).toMatchObject({ status: 403, code: 'forbidden', message: 'Only administrators can manage staff users.' });
    expect((await run('adminOnly', 'artist')).result).toMatchObject(NO_ADMIN_ACCESS);
    expect((await run('adminOnly', 'admin')).result).toBe(true);
  });

  it('takes a token of any scope the route lists: an onboarding token passes where onboarding is allowed, read and checked once', async () => {
    const { run, tokens } = setup();
    const { result, request } = await run('onboarding', 'onboarding');
    expect(result).toBe(true);
    expect(request.auth?.scope).toBe('onboarding');
    expect(tokens.calls).toEqual([{ raw: 'onboarding', scopes: ['artist', 'onboarding'] }]);
    expect(tokens.reads).toEqual(['onboarding']);
  });

  it('reads the token again on the next request (the read is per request, never shared)', async () => {
    const { run, tokens } = setup();
    await run('staff', 'manager');
    await run('staff', 'manager');
    expect(tokens.reads).toEqual(['manager', 'manager']);
  });

  it('passes a blocked account through as 403 account_blocked', async () => {
    const { run } = setup();
    const { result, store } = await run('artist', 'blocked');
    expect(result).toMatchObject({ status: 403, code: 'account_blocked' });
    expect(store.actor).toBeUndefined();
  });

  it('asks the approval gate on approved-only routes, and refuses when no gate is provided', async () => {
    const { run } = setup();
    expect((await run('approved', 'artist')).result).toBe(true);
    expect((await run('approved', 'managerArtistSession')).result).toMatchObject({ status: 403, code: 'documents_not_approved' });
    const withoutGate = setup(null);
    expect((await withoutGate.run('approved', 'artist')).result).toMatchObject({ status: 403, code: 'forbidden' });
  });

  it('lets a public method of a guarded class through without a token', async () => {
    const { run } = setup();
    expect((await run('open')).result).toBe(true);
  });

  it('checks once when applied twice to one request (class and method)', async () => {
    const tokens = new FakeTokens();
    const request: AuthRequest = { headers: { authorization: 'Bearer admin' } };
    const guard = new AccessGuard(new Reflector(), tokens as unknown as TokensService, new Approval());
    await expect(guard.canActivate(contextFor('adminOnly', request))).resolves.toBe(true);
    await expect(guard.canActivate(contextFor('adminOnly', request))).resolves.toBe(true);
    expect(tokens.calls).toHaveLength(1);
  });
});
