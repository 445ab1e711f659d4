import { ACCESS_MESSAGES, ACCOUNT_BLOCKED, ADMIN_MESSAGES, AUTH_MESSAGES, AUTH_SERVER_MESSAGES, LOGIN_MESSAGES, PASSWORD_CHANGE_MESSAGES, STEP_UP, STEP_UP_MESSAGES } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';

export const EMAIL_TAKEN_MESSAGE = AUTH_SERVER_MESSAGES.emailTaken;
export const STAFF_ONLY_MESSAGE = AUTH_SERVER_MESSAGES.onlyAdminsManageStaff;
export const CANNOT_DELETE_SELF_MESSAGE = AUTH_SERVER_MESSAGES.cannotDeleteSelf;
export const USER_NOT_FOUND_MESSAGE = AUTH_SERVER_MESSAGES.userNotFound;
export const ROLE_FORBIDDEN_MESSAGE = ACCESS_MESSAGES.roleForbidden;
export const ACCOUNT_NOT_FOUND_MESSAGE = ACCESS_MESSAGES.accountNotFound;

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

export const AuthErrors = {
  unauthenticated: () => DomainError.unauthorized('Unauthenticated.', 'unauthenticated'),
  invalidCredentials: () => new DomainError('invalid_credentials', AUTH_SERVER_MESSAGES.invalidCredentials, 422),
  accountBlocked: () => DomainError.forbidden(ACCOUNT_BLOCKED.message, ACCOUNT_BLOCKED.code),
  noAdminAccess: () => DomainError.forbidden(ADMIN_MESSAGES.noAdminAccess, 'forbidden'),
  forbidden: () => DomainError.forbidden('You do not have access to this resource.', 'forbidden'),
  roleForbidden: () => DomainError.forbidden(ROLE_FORBIDDEN_MESSAGE, 'role_forbidden'),
  accountNotFound: () => DomainError.notFound(ACCOUNT_NOT_FOUND_MESSAGE, 'not_found'),
  emailTaken: () => DomainError.conflict(EMAIL_TAKEN_MESSAGE, 'email_taken'),
  emailTakenField: () => new DomainError('email_taken', EMAIL_TAKEN_MESSAGE, 422, { email: [EMAIL_TAKEN_MESSAGE] }),
  userNotFound: () => DomainError.notFound(USER_NOT_FOUND_MESSAGE, 'not_found'),
  adminsOnly: (refusal: string) => DomainError.forbidden(refusal, 'forbidden'),
  staffAccountForAdmins: () => DomainError.forbidden(AUTH_SERVER_MESSAGES.onlyAdminsChangeStaffAccounts, 'staff_account_admins_only'),
  cannotDeleteSelf: () => new DomainError('cannot_delete_self', CANNOT_DELETE_SELF_MESSAGE, 422),
  /** Staff blocking their own account (fraud centre or any later path): it would lock them out. */
  cannotBlockSelf: () => new DomainError('cannot_block_self', AUTH_SERVER_MESSAGES.cannotBlockSelf, 422, { user_id: [AUTH_SERVER_MESSAGES.cannotBlockSelf] }),

  invalidOrExpiredCode: () => new DomainError('invalid_code', AUTH_MESSAGES.invalidOrExpiredCode, 422),
  /** A protected action without a step-up in the last 10 minutes: the client asks for a code and retries with it. */
  stepUpRequired: () => DomainError.forbidden(STEP_UP_MESSAGES.required, STEP_UP.requiredCode),
  stepUpInvalid: () => new DomainError('step_up_invalid', STEP_UP_MESSAGES.invalidCode, 422, { code: [STEP_UP_MESSAGES.invalidCode] }),
  invalidLoginCode: () => new DomainError('invalid_code', LOGIN_MESSAGES.invalidCode, 422),

  emailNotFound: () => DomainError.notFound(AUTH_MESSAGES.emailNotFound, 'email_not_found'),
  onboardingEmailNotFound: () => DomainError.notFound(AUTH_MESSAGES.onboardingEmailNotFound, 'email_not_found'),
  onboardingNotAllowed: () => new AuthRedirectError('onboarding_not_allowed', AUTH_MESSAGES.onboardingNotAllowed, 403, '/login'),
  onboardingComplete: () => new AuthRedirectError('onboarding_complete', AUTH_SERVER_MESSAGES.onboardingComplete, 409, '/login'),
  notAnArtist: () => DomainError.forbidden(AUTH_SERVER_MESSAGES.notAnArtist, 'not_an_artist'),
  resetExpired: () => new DomainError('reset_expired', LOGIN_MESSAGES.resetSessionExpired, 422),
  currentPasswordWrong: () =>
    new DomainError('invalid_current_password', PASSWORD_CHANGE_MESSAGES.currentWrong, 422, { current_password: [PASSWORD_CHANGE_MESSAGES.currentWrong] }),
};
