import { hasAdminAccess } from '@soundpost/contracts';
import { AuthErrors } from '../auth.errors';
import type { AuthenticatedUser } from '../guards/authenticated-user';

/** Who changes an account: the signed-in staff member (HTTP). Trusted callers (CLI, seed, jobs) pass none. */
export type AccountActor = Pick<AuthenticatedUser, 'id' | 'roles'>;

/**
 * Only admins change anything of an account that holds a staff role (admin or manager), whatever
 * other role it holds: otherwise a manager could set an admin's e-mail or password and sign in as
 * it. 403 `staff_account_admins_only`. No actor: a trusted caller, allowed.
 */
export function assertMayChangeAccount(actor: AccountActor | undefined, target: { roles: readonly string[] }): void {
  if (!actor) return;
  if (hasAdminAccess(target.roles) && !actor.roles.includes('admin')) throw AuthErrors.staffAccountForAdmins();
}
