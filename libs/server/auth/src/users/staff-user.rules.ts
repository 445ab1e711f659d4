import { ADMIN_FORM_MESSAGES, ADMIN_ROLES, AdminRole, isAdminRole, validateEmail } from '@soundpost/contracts';

export const STAFF_PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;
export const NAME_MAX_LENGTH = 255;

export interface NewStaffInput {
  email: string;
  password: string;
  name?: string | null;
  role: string;
}

export interface NewStaff {
  email: string;
  password: string;
  name: string;
  role: AdminRole;
}

export const STAFF_MESSAGES = {
  passwordTooShort: `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `The password may not be longer than ${PASSWORD_MAX_LENGTH} characters.`,
  nameTooLong: `The name may not be longer than ${NAME_MAX_LENGTH} characters.`,
  roleInvalid: `The role must be one of: ${ADMIN_ROLES.join(', ')}.`,
} as const;

export const STAFF_FORM_MESSAGES = ADMIN_FORM_MESSAGES;

const length = (s: string) => Array.from(s).length;

export function validateNewStaff(input: NewStaffInput): { ok: true; value: NewStaff } | { ok: false; errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const email = validateEmail(input.email);
  if (!email.ok) errors.email = [email.error];

  const password = typeof input.password === 'string' ? input.password : '';
  if (length(password) < STAFF_PASSWORD_MIN_LENGTH) errors.password = [STAFF_MESSAGES.passwordTooShort];
  else if (length(password) > PASSWORD_MAX_LENGTH) errors.password = [STAFF_MESSAGES.passwordTooLong];

  const role = typeof input.role === 'string' ? input.role.trim().toLowerCase() : input.role;
  if (!isAdminRole(role)) errors.role = [STAFF_MESSAGES.roleInvalid];

  const givenName = typeof input.name === 'string' ? input.name.trim() : '';
  if (length(givenName) > NAME_MAX_LENGTH) errors.name = [STAFF_MESSAGES.nameTooLong];

  if (!email.ok || !isAdminRole(role) || Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { email: email.value, password, role, name: givenName || email.value.split('@')[0] } };
}
