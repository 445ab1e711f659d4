import { applyDecorators, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { ADMIN_ROLES } from '@soundpost/contracts';
import { AuthErrors, AuthRequest, RequireAuth } from '@soundpost/server-auth';

/** Runs after the AuthGuard: an admin-scope token of an admin or manager, else 403. */
@Injectable()
export class StaffOnlyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const auth = context.switchToHttp().getRequest<AuthRequest>().auth;
    if (!auth) throw AuthErrors.unauthenticated();
    const staff = auth.roles.some((role) => (ADMIN_ROLES as readonly string[]).includes(role));
    if (auth.scope !== 'admin' || !staff) throw AuthErrors.noAdminAccess();
    return true;
  }
}

/**
 * Like `RequireStaff()`, but a signed-in artist (artist or onboarding token) gets 403 'You do not
 * have admin access.' rather than 401: the caller is known, just not allowed. The token's scope
 * must still be `admin`, so an account holding both roles cannot use its artist session here.
 */
export function StaffOnly(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    RequireAuth('admin', 'artist', 'onboarding'),
    UseGuards(StaffOnlyGuard),
    ApiForbiddenResponse({ description: 'Not an admin-scope token of an admin or manager (`forbidden`), or a blocked account' }),
  );
}
