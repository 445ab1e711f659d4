import { AUTH_MESSAGES } from '../messages/auth.messages';
import { KYC_MESSAGES } from '../messages/kyc.messages';
import { invalid, isBlank, valid, type ValidationResult } from './result';

export const EMAIL_MAX_LENGTH = 254;

// Quoted local parts and IP-literal domains are valid by RFC but never seen from real users, so they are refused.
const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

export interface EmailMessages {
  readonly required: string;
  readonly invalid: string;
}

const DEFAULT_EMAIL_MESSAGES: EmailMessages = {
  required: AUTH_MESSAGES.emailRequired,
  invalid: KYC_MESSAGES.emailInvalid,
};

export function validateEmail(value: unknown, messages: Partial<EmailMessages> = {}): ValidationResult<string> {
  const m = { ...DEFAULT_EMAIL_MESSAGES, ...messages };
  if (isBlank(value)) return invalid(m.required);
  if (typeof value !== 'string') return invalid(m.invalid);
  const email = normaliseEmail(value);
  return isValidEmail(email) ? valid(email) : invalid(m.invalid);
}

export function validateOptionalEmail(
  value: unknown,
  message: string = KYC_MESSAGES.emailInvalid,
): ValidationResult<string | null> {
  if (isBlank(value)) return valid(null);
  return validateEmail(value, { invalid: message, required: message });
}
