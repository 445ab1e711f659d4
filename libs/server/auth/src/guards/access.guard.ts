import { CanActivate, ExecutionContext, Injectable, Optional } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard, IAuthGuard } from '@nestjs/passport';
import { ADMIN_ROLES } from '@soundpost/contracts';
import { RequestContext } from '@soundpost/server-core/context';
import { DomainError, PUBLIC_ROUTE_KEY, ROUTE_ACCESS_KEY } from '@soundpost/server-core/http';
import { AuthErrors } from '../auth.errors';
import { TokensService } from '../tokens/tokens.service';
import { ArtistApproval } from './artist-approval';
import type { AuthenticatedUser, AuthRequest } from './authenticated-user';
import { SessionScope, TOKEN_STRATEGIES, VerifyToken } from './token.strategies';

export interface RouteAccess {
  scopes: SessionScope[];
  staff?: true;
  admin?: { refusal: string };
  approved?: true;
}

const CHECKED = Symbol('soundpost:access-checked');
type CheckedRequest = AuthRequest & { [CHECKED]?: true };

@Injectable()
export class AccessGuard implements CanActivate {
  private readonly passportGuards = new Map<string, IAuthGuard>();
  private readonly verifyToken: VerifyToken;

  constructor(
    private readonly reflector: Reflector,
    tokens: TokensService,
    @Optional() private readonly approval?: ArtistApproval,
  ) {
    this.verifyToken = async (raw, scope) => {
      try {
        const { user, token } = await tokens.verify(raw, [scope]);
        return { id: user.id, name: user.name, email: user.email, roles: [...user.roles], scope: token.scope, tokenId: token.id };
      } catch (error) {
        if (error instanceof DomainError && error.status === 401) return false;
        throw error;
      }
    };
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const access = this.reflector.getAllAndOverride<RouteAccess | undefined>(ROUTE_ACCESS_KEY, [context.getHandler(), context.getClass()]);
    const request = context.switchToHttp().getRequest<CheckedRequest>();
    if (this.reflector.get<boolean | undefined>(PUBLIC_ROUTE_KEY, context.getHandler())) return true;
    if (!access) throw AuthErrors.unauthenticated();
    if (request[CHECKED]) return true;

    await this.passportGuard(access.scopes).canActivate(context);
    const auth = request.auth;
    if (!auth) throw AuthErrors.unauthenticated();
    RequestContext.setActor({ id: auth.id, name: auth.name, email: auth.email, roles: [...auth.roles], scope: auth.scope });

    if (access.staff && (auth.scope !== 'admin' || !auth.roles.some((role) => (ADMIN_ROLES as readonly string[]).includes(role)))) {
      throw AuthErrors.noAdminAccess();
    }
    if (access.admin && !auth.roles.includes('admin')) throw AuthErrors.adminsOnly(access.admin.refusal);
    if (access.approved) {
      if (!this.approval) throw AuthErrors.forbidden();
      await this.approval.assertApproved(auth.id);
    }
    request[CHECKED] = true;
    return true;
  }

  private passportGuard(scopes: SessionScope[]): IAuthGuard {
    const key = scopes.join(',');
    let guard = this.passportGuards.get(key);
    if (!guard) {
      const verifyToken = this.verifyToken;
      class ScopesGuard extends PassportAuthGuard(scopes.map((scope) => TOKEN_STRATEGIES[scope])) {
        override getAuthenticateOptions() {
          return { session: false, property: 'auth', verifyToken };
        }
        override handleRequest<TUser = AuthenticatedUser>(error: unknown, user: TUser | false): TUser {
          if (error) throw error;
          if (!user) throw AuthErrors.unauthenticated();
          return user;
        }
      }
      guard = new ScopesGuard();
      this.passportGuards.set(key, guard);
    }
    return guard;
  }
}
