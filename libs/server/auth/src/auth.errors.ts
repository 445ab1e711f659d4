import { ACCOUNT_BLOCKED, ADMIN_MESSAGES } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core';

/** The auth domain's errors, one factory each so every path answers the same words and codes. */
export const AuthErrors = {
  /** Missing, malformed, unknown, expired, revoked or wrong-scope token: one answer for all. */
  unauthenticated: () => DomainError.unauthorized('Unauthenticated.', 'unauthenticated'),
  /** Wrong e-mail or wrong password: one answer for both, so the login cannot probe for accounts. */
  invalidCredentials: () => new DomainError('invalid_credentials', 'These credentials do not match our records.', 422),
  accountBlocked: () => DomainError.forbidden(ACCOUNT_BLOCKED.message, ACCOUNT_BLOCKED.code),
  noAdminAccess: () => DomainError.forbidden(ADMIN_MESSAGES.noAdminAccess, 'forbidden'),
  forbidden: () => DomainError.forbidden('You do not have access to this resource.', 'forbidden'),
  emailTaken: () => DomainError.conflict('This email is already registered.', 'email_taken'),
};
