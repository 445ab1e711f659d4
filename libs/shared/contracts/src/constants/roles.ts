import { isOneOf } from '../util/one-of';

/** Roles that may enter the back office; the admin user form creates users with one of these. */
export const ADMIN_ROLES = ['admin', 'manager'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ARTIST_ROLE_NAME = 'artist';

/** /admin/me sends roles as strings or as objects with a name. */
export type RoleLike = string | { readonly name: string };

export function roleNames(roles: readonly RoleLike[]): string[] {
  return roles.map((role) => (typeof role === 'string' ? role : role.name).trim().toLowerCase());
}

/** Case-insensitive, as the admin guard compares roles. */
export function hasAdminAccess(roles: readonly RoleLike[] | null | undefined): boolean {
  return roleNames(roles ?? []).some((name) => isOneOf(ADMIN_ROLES, name));
}

export function isAdminRole(value: unknown): value is AdminRole {
  return isOneOf(ADMIN_ROLES, value);
}

/** Required header columns of the admin artist CSV import. */
export const ARTIST_CSV_REQUIRED_COLUMNS = ['name', 'email', 'password'] as const;
