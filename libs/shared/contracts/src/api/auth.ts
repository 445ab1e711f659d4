// Requests and answers of sign-up, artist login, password reset and back-office sign-in and users.

import type { PageMeta } from '../http/pagination';

/** POST /auth/register. */
export interface RegisterRequest {
  email: string;
  password: string;
}

/** POST /auth/onboarding/start and /auth/resend-email-code. */
export interface OnboardingEmailRequest {
  email: string;
}

/** POST /auth/verify-email-code, /artist/login/verify and /artist/password/verify-code. */
export interface EmailCodeRequest {
  email: string;
  code: string;
}

/** POST /artist/login/start. */
export interface ArtistLoginStartRequest {
  email: string;
  password: string;
}

/** POST /auth/verify-email-code and /artist/login/verify: a bearer token, shown once. */
export interface TokenResponse {
  token: string;
  message: string;
}

/** POST /artist/password/verify-code: single use, for POST /artist/password/reset. */
export interface ResetTokenResponse {
  reset_token: string;
}

/** POST /artist/password/reset. */
export interface PasswordResetRequest {
  email: string;
  reset_token: string;
  password: string;
  password_confirmation: string;
}

/**
 * PUT /artist/profile/password, by a logged-in artist: the current password again, the new one (the
 * sign-up rules) twice. Answered with a MessageResponse; every other session of the account ends.
 */
export interface PasswordChangeRequest {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** A back-office account (the password is write-only). GET /admin/me. */
export interface AdminUser {
  id: string;
  name: string;
  email: string;
  roles: string[];
}

/** POST /admin/login body; the second step is POST /admin/verify-code with `{ email, code }`. */
export interface AdminLoginRequest {
  email: string;
  password: string;
}

/** A signed-in back-office session (POST /admin/verify-code, or /admin/login when no code is needed). */
export interface AdminSession {
  token: string;
  user: AdminUser;
}

/** POST /admin/login answers a session, or asks for the e-mail code. */
export type AdminLoginResult = AdminSession | { require_code: true; message: string };

/** A row of the back office's users screen (GET /admin/users): the account plus its dates. */
export interface StaffUser extends AdminUser {
  created_at: string;
  last_login_at: string | null;
}

export interface StaffUserPage {
  data: StaffUser[];
  meta: PageMeta;
}

/** POST /admin/users and PUT /admin/users/:id (the password only when one was typed; required on create). */
export interface StaffUserRequest {
  name: string;
  email: string;
  role: string;
  password?: string;
}

/** `POST /api/me/step-up`: a code from `POST /api/me/step-up/code`. */
export interface StepUpRequest {
  code: string;
}

/** The session may do protected actions (payouts, payout destinations, tax forms, closing) until `stepped_up_until`. */
export interface StepUpResponse {
  message: string;
  stepped_up_until: string;
}

/** `POST /api/me/step-up/code`: the code is on its way to the person's e-mail. */
export interface StepUpCodeResponse {
  message: string;
  expires_in_seconds: number;
}
