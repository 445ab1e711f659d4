import { CanActivate, ExecutionContext, Injectable, Optional } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ADMIN_ROLES, STEP_UP, type AccountRole } from '@soundpost/contracts';
import { RequestContext } from '@soundpost/server-core/context';
import { PUBLIC_ROUTE_KEY, ROUTE_ACCESS_KEY } from '@soundpost/server-core/http';
import { AuthErrors } from '../auth.errors';
import { STEP_UP_KEY } from '../step-up/step-up.decorator';
import { StepUpService } from '../step-up/step-up.service';
import { bearerToken } from '../tokens/token-crypto';
import { TokensService } from '../tokens/tokens.service';
import { ACCOUNT_ROLES_KEY } from './account-roles';
import { ArtistApproval } from './artist-approval';
import type { AuthenticatedUser, AuthRequest } from './authenticated-user';
import type { SessionScope } from './session-scope';

export interface RouteAccess {
  scopes: SessionScope[];
  staff?: true;
  admin?: { refusal: string };
  approved?: true;
}

const CHECKED = Symbol('soundpost:access-checked');
type CheckedRequest = AuthRequest & { [CHECKED]?: true };

interface RouteRule {
  access: RouteAccess | undefined;
  isPublic: boolean;
  /** The member roles the route lets act in an account (the owner always may); undefined: none declared. */
  accountRoles: readonly AccountRole[] | undefined;
  /** `@StepUp()`: a fresh e-mailed code is needed too. */
  stepUp: boolean;
}

@Injectable()
export class AccessGuard implements CanActivate {
  /** Route metadata never changes after start: read once per handler and class, not on every call. */
  private readonly rules = new WeakMap<object, WeakMap<object, RouteRule>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokensService,
    @Optional() private readonly approval?: ArtistApproval,
    @Optional() private readonly stepUp?: StepUpService,
  ) {}

  /**
   * The caller of one request: the Authorization header's bearer token (never one in the query string or the
   * body, which logs and referrers would keep), read once and accepted if its scope is one the route takes.
   * No Passport strategy per scope: its per-request strategy objects (Object.create of the strategy, with
   * closures over the request) made each request's objects outlive the young collector (docs/decisions.md).
   */
  private async authenticate(request: AuthRequest, scopes: readonly SessionScope[]): Promise<AuthenticatedUser> {
    const raw = bearerToken(request.headers.authorization);
    if (!raw) throw AuthErrors.unauthenticated();
    const session = await this.tokens.acceptSession(await this.tokens.findSession(raw), scopes);
    const { user } = session;
    const account = session.scope === 'artist' ? session.account : null;
    return {
      id: account?.id ?? user.id,
      personId: user.id,
      accountRole: account?.role ?? (session.scope === 'artist' ? session.ownRole : null) ?? 'owner',
      name: user.name,
      email: user.email,
      roles: [...user.roles],
      scope: session.scope,
      tokenId: session.id,
      steppedUp: session.steppedUp,
    };
  }

  private rule(context: ExecutionContext): RouteRule {
    const handler = context.getHandler();
    const type = context.getClass();
    let byClass = this.rules.get(handler);
    if (!byClass) this.rules.set(handler, (byClass = new WeakMap()));
    let rule = byClass.get(type);
    if (!rule) {
      rule = {
        access: this.reflector.getAllAndOverride<RouteAccess | undefined>(ROUTE_ACCESS_KEY, [handler, type]),
        isPublic: Boolean(this.reflector.get<boolean | undefined>(PUBLIC_ROUTE_KEY, handler)),
        accountRoles: this.reflector.getAllAndOverride<readonly AccountRole[] | undefined>(ACCOUNT_ROLES_KEY, [handler, type]),
        stepUp: Boolean(this.reflector.get<boolean | undefined>(STEP_UP_KEY, handler)),
      };
      byClass.set(type, rule);
    }
    return rule;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { access, isPublic, accountRoles, stepUp } = this.rule(context);
    const request = context.switchToHttp().getRequest<CheckedRequest>();
    if (isPublic) return true;
    if (!access) throw AuthErrors.unauthenticated();
    if (request[CHECKED]) return true;

    const auth = await this.authenticate(request, access.scopes);
    request.auth = auth;
    RequestContext.setActor({
      id: auth.personId,
      name: auth.name,
      email: auth.email,
      roles: [...auth.roles],
      scope: auth.scope,
      ...(auth.id !== auth.personId || auth.accountRole !== 'owner' ? { accountId: auth.id, accountRole: auth.accountRole } : {}),
    });

    if (access.staff && (auth.scope !== 'admin' || !auth.roles.some((role) => (ADMIN_ROLES as readonly string[]).includes(role)))) {
      throw AuthErrors.noAdminAccess();
    }
    if (access.admin && !auth.roles.includes('admin')) throw AuthErrors.adminsOnly(access.admin.refusal);
    // A route no declaration opens to members is the owner's alone.
    if (auth.scope === 'artist' && !access.staff && auth.accountRole !== 'owner' && !accountRoles?.includes(auth.accountRole)) {
      throw AuthErrors.roleForbidden();
    }
    if (access.approved) {
      if (!this.approval) throw AuthErrors.forbidden();
      await this.approval.assertApproved(auth.id);
    }
    if (stepUp) {
      if (!this.stepUp) throw AuthErrors.forbidden();
      const header = request.headers[STEP_UP.header.toLowerCase()];
      await this.stepUp.assertFresh(auth, Array.isArray(header) ? header[0] : header);
    }
    request[CHECKED] = true;
    return true;
  }
}
