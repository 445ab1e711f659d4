import { ADMIN_ROLES, isAdminRole, type AdminRole, type StaffUserRequest } from '@soundpost/contracts';
import type { RaRecord } from 'react-admin';
import { roleNames } from '../providers/auth-provider';

/** Role choices of the staff user form (admin or manager). */
export const ROLE_CHOICES = ADMIN_ROLES.map((role) => ({ id: role, name: role === 'admin' ? 'Admin' : 'Manager' }));

/** The staff role of an API user (`roles: ['admin']`, or objects with a name); admin wins over manager. */
export const staffRoleOf = (record: Partial<RaRecord> | undefined): AdminRole | undefined => {
  if (!record) return undefined;
  if (isAdminRole(record['role'])) return record['role'];
  const names = roleNames(record['roles']).map((name) => name.toLowerCase());
  return ADMIN_ROLES.find((role) => names.includes(role));
};

/**
 * The body of POST /api/admin/users and PUT /api/admin/users/:id: name, email, role, and the password when
 * one was typed (required on create, optional on edit).
 */
export const staffUserPayload = (values: Record<string, unknown>): StaffUserRequest => {
  const payload: StaffUserRequest = {
    name: String(values['name'] ?? '').trim(),
    email: String(values['email'] ?? '').trim(),
    role: String(values['role'] ?? ''),
  };
  const password = typeof values['password'] === 'string' ? values['password'] : '';
  if (password.trim() !== '') payload.password = password;
  return payload;
};
