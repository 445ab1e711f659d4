import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ADMIN_ROLES } from '@soundpost/contracts';
import { AuthErrors } from '../auth.errors';
import type { TokenScope } from '../tokens/token-scope';
import { AUTH_ROLES_KEY, AUTH_SCOPES_KEY, AuthGuard } from './auth.guard';
import type { AuthenticatedUser, AuthRequest } from './authenticated-user';

/**
 * The route needs a bearer token of one of `scopes`. Missing or bad token: 401 `unauthenticated`;
 * blocked account: 403 `account_blocked`. On a class, it covers every route; a method's own
 * `@RequireAuth` replaces the class's scopes.
 */
export function RequireAuth(...scopes: [TokenScope, ...TokenScope[]]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(AUTH_SCOPES_KEY, scopes),
    UseGuards(AuthGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'Missing, invalid, expired or revoked token (`unauthenticated`)' }),
  );
}

/**
 * The caller must hold at least one of `roles` (403 otherwise; 'You do not have admin access.' on
 * staff routes). Implies authentication: without `@RequireAuth` any token scope is accepted.
 */
export function RequireRoles(...roles: [string, ...string[]]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(AUTH_ROLES_KEY, roles),
    UseGuards(AuthGuard),
    ApiBearerAuth(),
    ApiForbiddenResponse({ description: 'Blocked account (`account_blocked`) or missing role (`forbidden`)' }),
  );
}

/** A back-office route: an admin-scope token of an admin or manager (spec 002 §6). */
export function RequireStaff(): MethodDecorator & ClassDecorator {
  return applyDecorators(RequireAuth('admin'), RequireRoles(...ADMIN_ROLES));
}

/**
 * The caller (`AuthenticatedUser`), or one of its fields: `@CurrentUser() me`, `@CurrentUser('id') id`.
 * Only meaningful behind `@RequireAuth`/`@RequireRoles`; without them it fails closed with a 401.
 */
export const CurrentUser = createParamDecorator((field: keyof AuthenticatedUser | undefined, context: ExecutionContext) => {
  const auth = context.switchToHttp().getRequest<AuthRequest>().auth;
  if (!auth) throw AuthErrors.unauthenticated();
  return field ? auth[field] : auth;
});
