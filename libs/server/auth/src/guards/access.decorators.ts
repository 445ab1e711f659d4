import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { ROUTE_ACCESS_KEY } from '@soundpost/server-core/http';
import { AuthErrors } from '../auth.errors';
import { AccessGuard, RouteAccess } from './access.guard';
import type { AuthenticatedUser, AuthRequest } from './authenticated-user';
import type { SessionScope } from './session-scope';

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

export function SignedIn(...scopes: [SessionScope, ...SessionScope[]]): MethodDecorator & ClassDecorator {
  return access({ scopes }, 'Blocked account (`account_blocked`)');
}

export function Onboarding(): MethodDecorator & ClassDecorator {
  return access({ scopes: ['artist', 'onboarding'] }, 'Blocked account (`account_blocked`)');
}

export function ArtistOnly(options: { approved?: boolean } = {}): MethodDecorator & ClassDecorator {
  return options.approved
    ? access({ scopes: ['artist'], approved: true }, 'Identity documents not approved yet (`documents_not_approved`), or a blocked account')
    : access({ scopes: ['artist'] }, 'Blocked account (`account_blocked`)');
}

export function StaffOnly(): MethodDecorator & ClassDecorator {
  return access(
    { scopes: ['admin', 'artist', 'onboarding'], staff: true },
    'Not an admin-scope token of an admin or manager (`forbidden`), or a blocked account',
  );
}

export function AdminOnly(refusal: string): MethodDecorator & ClassDecorator {
  return access(
    { scopes: ['admin', 'artist', 'onboarding'], staff: true, admin: { refusal } },
    `Not staff (\`forbidden\`), a manager (\`forbidden\`, '${refusal}'), or a blocked account`,
  );
}

export const CurrentUser = createParamDecorator((field: keyof AuthenticatedUser | undefined, context: ExecutionContext) => {
  const auth = context.switchToHttp().getRequest<AuthRequest>().auth;
  if (!auth) throw AuthErrors.unauthenticated();
  return field ? auth[field] : auth;
});
