import { ACCOUNT_BLOCKED, ADMIN_MESSAGES, AUTH_MESSAGES, AUTH_SERVER_MESSAGES, LOGIN_MESSAGES } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';

/** 'This email is already registered.' (register, staff and artist forms). */
export const EMAIL_TAKEN_MESSAGE = AUTH_SERVER_MESSAGES.emailTaken;
export const STAFF_ONLY_MESSAGE = AUTH_SERVER_MESSAGES.onlyAdminsManageStaff;
export const CANNOT_DELETE_SELF_MESSAGE = AUTH_SERVER_MESSAGES.cannotDeleteSelf;
export const USER_NOT_FOUND_MESSAGE = AUTH_SERVER_MESSAGES.userNotFound;

/**
 * An error whose body carries `redirect_to` next to message and code ("redirect_to
 * possible in errors" on the onboarding calls). Rendered by `AuthRedirectErrorFilter`.
 */
export class AuthRedirectError extends DomainError {
  constructor(
    code: string,
    message: string,
    status: number,
    readonly redirectTo: string,
  ) {
    super(code, message, status);
  }
}

/** The auth domain's errors, one factory each so every path answers the same words and codes. */
export const AuthErrors = {
  /** Missing, malformed, unknown, expired, revoked or wrong-scope token: one answer for all. */
  unauthenticated: () => DomainError.unauthorized('Unauthenticated.', 'unauthenticated'),
  /** Wrong e-mail or wrong password: one answer for both, so the login cannot probe for accounts. */
  invalidCredentials: () => new DomainError('invalid_credentials', AUTH_SERVER_MESSAGES.invalidCredentials, 422),
  accountBlocked: () => DomainError.forbidden(ACCOUNT_BLOCKED.message, ACCOUNT_BLOCKED.code),
  noAdminAccess: () => DomainError.forbidden(ADMIN_MESSAGES.noAdminAccess, 'forbidden'),
  forbidden: () => DomainError.forbidden('You do not have access to this resource.', 'forbidden'),
  /** 409: a service call (CLI, createArtist) with an address in use. */
  emailTaken: () => DomainError.conflict(EMAIL_TAKEN_MESSAGE, 'email_taken'),
  /** 422 with the field: a form (register, staff users, account edits) with an address in use. */
  emailTakenField: () => new DomainError('email_taken', EMAIL_TAKEN_MESSAGE, 422, { email: [EMAIL_TAKEN_MESSAGE] }),
  userNotFound: () => DomainError.notFound(USER_NOT_FOUND_MESSAGE, 'not_found'),
  /** A manager on an admin-only route; `refusal` says what is refused there. */
  adminsOnly: (refusal: string) => DomainError.forbidden(refusal, 'forbidden'),
  /** A manager acting on an account that holds a staff role (even next to the artist role). */
  staffAccountForAdmins: () => DomainError.forbidden(AUTH_SERVER_MESSAGES.onlyAdminsChangeStaffAccounts, 'staff_account_admins_only'),
  cannotDeleteSelf: () => new DomainError('cannot_delete_self', CANNOT_DELETE_SELF_MESSAGE, 422),
  /** Staff blocking their own account (fraud centre or any later path): it would lock them out. */
  cannotBlockSelf: () => new DomainError('cannot_block_self', AUTH_SERVER_MESSAGES.cannotBlockSelf, 422, { user_id: [AUTH_SERVER_MESSAGES.cannotBlockSelf] }),

  // One-time codes
  /** Sign-up, reset and admin codes: wrong, expired, used or dead after 5 tries. */
  invalidOrExpiredCode: () => new DomainError('invalid_code', AUTH_MESSAGES.invalidOrExpiredCode, 422),
  /** The artist login's code step words it shorter. */
  invalidLoginCode: () => new DomainError('invalid_code', LOGIN_MESSAGES.invalidCode, 422),

  // Artist sign-up and login
  emailNotFound: () => DomainError.notFound(AUTH_MESSAGES.emailNotFound, 'email_not_found'),
  onboardingEmailNotFound: () => DomainError.notFound(AUTH_MESSAGES.onboardingEmailNotFound, 'email_not_found'),
  onboardingNotAllowed: () => new AuthRedirectError('onboarding_not_allowed', AUTH_MESSAGES.onboardingNotAllowed, 403, '/login'),
  onboardingComplete: () => new AuthRedirectError('onboarding_complete', AUTH_SERVER_MESSAGES.onboardingComplete, 409, '/login'),
  notAnArtist: () => DomainError.forbidden(AUTH_SERVER_MESSAGES.notAnArtist, 'not_an_artist'),
  resetExpired: () => new DomainError('reset_expired', LOGIN_MESSAGES.resetSessionExpired, 422),
};
