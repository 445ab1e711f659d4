import { AUTH_MESSAGES } from '../messages/auth.messages';
import { invalid, valid, type ValidationResult } from './result';

export const VERIFICATION_CODE_LENGTH = 6;

export function normaliseVerificationCode(value: string): string {
  return value.replace(/\D/g, '');
}

export function isVerificationCode(value: unknown): value is string {
  return typeof value === 'string' && /^\d{6}$/.test(value);
}

export function validateVerificationCode(
  value: unknown,
  message: string = AUTH_MESSAGES.codeRequired,
): ValidationResult<string> {
  if (typeof value !== 'string') return invalid(message);
  const code = normaliseVerificationCode(value);
  return isVerificationCode(code) ? valid(code) : invalid(message);
}
