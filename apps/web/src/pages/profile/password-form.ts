import {
  type PasswordChangeRequest,
  validateCurrentPassword,
  validateNewPassword,
  validatePasswordConfirmation,
} from '@soundpost/contracts';

/** The password change, in form order (the request's field names). */
export const PASSWORD_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;

export type PasswordField = (typeof PASSWORD_FIELDS)[number];
export type PasswordValues = Record<PasswordField, string>;
export type PasswordErrors = Partial<Record<PasswordField, string>>;

export const EMPTY_PASSWORDS: PasswordValues = { current_password: '', password: '', password_confirmation: '' };

/** The rules the server holds the request to: the current password given, a new one by the sign-up rules, twice. */
export function validatePasswordChange(values: PasswordValues): { errors: PasswordErrors; payload: PasswordChangeRequest | null } {
  const errors: PasswordErrors = {};
  const current = validateCurrentPassword(values.current_password);
  if (!current.ok) errors.current_password = current.error;
  const password = validateNewPassword(values.password, values.current_password);
  if (!password.ok) errors.password = password.error;
  const confirmation = validatePasswordConfirmation(values.password, values.password_confirmation);
  if (!confirmation.ok) errors.password_confirmation = confirmation.error;
  return { errors, payload: Object.keys(errors).length === 0 ? { ...values } : null };
}
