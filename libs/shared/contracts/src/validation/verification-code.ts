import { AUTH_MESSAGES } from '../messages/auth.messages';
import { invalid, valid, type ValidationResult } from './result';

export const VERIFICATION_CODE_LENGTH = 6;

/** The code inputs strip anything that is not a digit as the user types or pastes ('123 456' → '123456'). */
export function normaliseVerificationCode(value: string): string {
  return value.replace(/\D/g, '');
}

export function isVerificationCode(value: unknown): value is string {
  return typeof value === 'string' && /^\d{6}$/.test(value);
}

/**
 * Sign-up, login, reset and admin codes. Default text is the sign-up one; login passes
 * LOGIN_MESSAGES.codeSixDigits.
 */
export function validateVerificationCode(
  value: unknown,
  message: string = AUTH_MESSAGES.codeRequired,
): ValidationResult<string> {
  if (typeof value !== 'string') return invalid(message);
  const code = normaliseVerificationCode(value);
  return isVerificationCode(code) ? valid(code) : invalid(message);
}
