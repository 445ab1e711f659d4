import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import { ROLE_GROUPS, type RoleGroup } from '@soundpost/contracts';

export const ACCOUNT_ROLES_KEY = 'soundpost:account-roles';

/**
 * Which members of an artist account may call the route (the owner always may). Every route an
 * artist session can reach declares it, on the class or the method (the method's wins); the role
 * sweep fails the build on a route without one.
 */
export function AccountRoles(group: RoleGroup): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(ACCOUNT_ROLES_KEY, ROLE_GROUPS[group]),
    ApiForbiddenResponse({ description: `Your role in the account does not allow this (\`role_forbidden\`); allowed: owner${ROLE_GROUPS[group].map((r) => `, ${r}`).join('')}` }),
  );
}
