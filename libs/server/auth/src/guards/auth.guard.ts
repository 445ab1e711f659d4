import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ADMIN_ROLES } from '@soundpost/contracts';
import { RequestContext } from '@soundpost/server-core';
import { AuthErrors } from '../auth.errors';
import { bearerToken } from '../tokens/token-crypto';
import { SESSION_SCOPES, TokenScope } from '../tokens/token-scope';
import { TokensService } from '../tokens/tokens.service';
import type { AuthRequest } from './authenticated-user';

export const AUTH_SCOPES_KEY = 'soundpost:auth:scopes';
export const AUTH_ROLES_KEY = 'soundpost:auth:roles';

/**
 * Behind `@RequireAuth` and `@RequireRoles`: reads `Authorization: Bearer`, verifies the token for
 * the route's scopes, records the actor for logs and the audit log, then checks the route's roles.
 * Safe to run twice on one request (both decorators apply it): the token is verified once.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokensService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const scopes = this.reflector.getAllAndOverride<TokenScope[] | undefined>(AUTH_SCOPES_KEY, targets) ?? SESSION_SCOPES;
    const roles = this.reflector.getAllAndOverride<string[] | undefined>(AUTH_ROLES_KEY, targets) ?? [];
    const request = context.switchToHttp().getRequest<AuthRequest>();

    if (!request.auth) {
      const raw = bearerToken(request.headers['authorization']);
      if (!raw) throw AuthErrors.unauthenticated();
      const { user, token } = await this.tokens.verify(raw, scopes);
      request.auth = { id: user.id, name: user.name, email: user.email, roles: [...user.roles], scope: token.scope, tokenId: token.id };
      RequestContext.setActor({ id: user.id, name: user.name, email: user.email, roles: [...user.roles], scope: token.scope });
    } else if (!scopes.includes(request.auth.scope)) {
      throw AuthErrors.unauthenticated();
    }

    if (roles.length && !roles.some((role) => request.auth?.roles.includes(role))) {
      const staffRoute = roles.some((role) => (ADMIN_ROLES as readonly string[]).includes(role));
      throw staffRoute ? AuthErrors.noAdminAccess() : AuthErrors.forbidden();
    }
    return true;
  }
}
