import { hasAdminAccess } from '@soundpost/contracts';
import { AuthErrors } from '../auth.errors';
import type { AuthenticatedUser } from '../guards/authenticated-user';

export type AccountActor = Pick<AuthenticatedUser, 'id' | 'roles'>;

export function assertMayChangeAccount(actor: AccountActor | undefined, target: { roles: readonly string[] }): void {
  if (!actor) return;
  if (hasAdminAccess(target.roles) && !actor.roles.includes('admin')) throw AuthErrors.staffAccountForAdmins();
}
