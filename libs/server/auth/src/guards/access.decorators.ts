import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ROUTE_ACCESS_KEY } from '@soundpost/server-core/http';
import { AuthErrors } from '../auth.errors';
import { AccessGuard, RouteAccess } from './access.guard';
import type { AuthenticatedUser, AuthRequest } from './authenticated-user';
import type { SessionScope } from './token.strategies';

// The route access vocabulary. Each decorator says what the route asks of its caller; all share one
// guard and one answer: 401 `unauthenticated` without a token the route's strategies accept
// (missing, malformed, unknown, expired, revoked, or of a scope the route does not take), 403 for
// a caller they accept who does not fit (blocked account, not staff, not an admin, documents not
// approved). On a class it covers every route; a method's own decorator replaces the class's.
// Open routes say `@Public()` (core); a test fails on a route that says neither.

const UNAUTHENTICATED = 'Missing, invalid, expired or revoked token, or one of another scope (`unauthenticated`)';

function access(requirement: RouteAccess, forbidden: string): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ROUTE_ACCESS_KEY, requirement),
    UseGuards(AccessGuard),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: UNAUTHENTICATED }),
    ApiForbiddenResponse({ description: forbidden }),
  );
}

/** Any live token of one of `scopes`, no role asked (logouts; flows that refuse a caller themselves). */
export function SignedIn(...scopes: [SessionScope, ...SessionScope[]]): MethodDecorator & ClassDecorator {
  return access({ scopes }, 'Blocked account (`account_blocked`)');
}

/** Someone signing up or an artist: an `onboarding` or `artist` token. */
export function Onboarding(): MethodDecorator & ClassDecorator {
  return access({ scopes: ['artist', 'onboarding'] }, 'Blocked account (`account_blocked`)');
}

/**
 * An artist: an `artist` token. With `approved`, also identity documents staff approved, else
 * 403 `documents_not_approved` ('Your identity documents have not been approved yet.'), which the
 * web app turns into the verification page.
 */
export function ArtistOnly(options: { approved?: boolean } = {}): MethodDecorator & ClassDecorator {
  return options.approved
    ? access({ scopes: ['artist'], approved: true }, 'Identity documents not approved yet (`documents_not_approved`), or a blocked account')
    : access({ scopes: ['artist'] }, 'Blocked account (`account_blocked`)');
}

/**
 * A back-office route: an admin-scope token of an admin or manager. Any other signed-in caller
 * (an artist, someone signing up, a staff member's artist session) gets 403 'You do not have
 * admin access.': the back office then knows the person is signed in, just not staff.
 */
export function StaffOnly(): MethodDecorator & ClassDecorator {
  return access(
    { scopes: ['admin', 'artist', 'onboarding'], staff: true },
    'Not an admin-scope token of an admin or manager (`forbidden`), or a blocked account',
  );
}

/**
 * A back-office route for administrators only. A manager gets 403 `forbidden` with `refusal`,
 * which says what is refused ('Only administrators can manage staff users.'); each route area
 * passes its own sentence from the contracts' messages.
 */
export function AdminOnly(refusal: string): MethodDecorator & ClassDecorator {
  return access(
    { scopes: ['admin', 'artist', 'onboarding'], staff: true, admin: { refusal } },
    `Not staff (\`forbidden\`), a manager (\`forbidden\`, '${refusal}'), or a blocked account`,
  );
}

/**
 * The caller (`AuthenticatedUser`), or one of its fields: `@CurrentUser() me`, `@CurrentUser('id') id`.
 * Only meaningful behind an access decorator; without one it fails closed with a 401.
 */
export const CurrentUser = createParamDecorator((field: keyof AuthenticatedUser | undefined, context: ExecutionContext) => {
  const auth = context.switchToHttp().getRequest<AuthRequest>().auth;
  if (!auth) throw AuthErrors.unauthenticated();
  return field ? auth[field] : auth;
});
