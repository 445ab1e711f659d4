import { isOneOf } from '../util/one-of';

export const ADMIN_ROLES = ['admin', 'manager'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ARTIST_ROLE_NAME = 'artist';

export type RoleLike = string | { readonly name: string };

export function roleNames(roles: readonly RoleLike[]): string[] {
  return roles.map((role) => (typeof role === 'string' ? role : role.name).trim().toLowerCase());
}

export function hasAdminAccess(roles: readonly RoleLike[] | null | undefined): boolean {
  return roleNames(roles ?? []).some((name) => isOneOf(ADMIN_ROLES, name));
}

export function isAdminRole(value: unknown): value is AdminRole {
  return isOneOf(ADMIN_ROLES, value);
}

export const ARTIST_CSV_REQUIRED_COLUMNS = ['name', 'email', 'password'] as const;
