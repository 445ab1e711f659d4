import { KYC_MESSAGES, phoneFormatMessage } from '../messages/kyc.messages';
import { invalid, isBlank, valid, type ValidationResult } from './result';

export const PHONE_PATTERN = /^\+?[1-9]\d{7,14}$/;

/**
 * Digits only, keeping a leading '+' when the user typed one. A '00' international prefix is left as is (and then
 * fails the pattern): guessing that it means '+' would silently change the number.
 */
export function normalisePhone(value: string): string {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/** 8 to 15 digits, first digit 1-9, optional leading '+'; checked on the exact, already normalised string. */
export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export interface PhoneMessages {
  readonly required: string;
  readonly invalid: string;
}

/** Required phone: the normalised number. Defaults are the sign-up texts; the profile form passes its own. */
export function validatePhone(value: unknown, messages: Partial<PhoneMessages> = {}): ValidationResult<string> {
  const m: PhoneMessages = { required: KYC_MESSAGES.phoneNumberRequired, invalid: phoneFormatMessage(), ...messages };
  if (isBlank(value)) return invalid(m.required);
  if (typeof value !== 'string') return invalid(m.invalid);
  const phone = normalisePhone(value);
  return isValidPhone(phone) ? valid(phone) : invalid(m.invalid);
}
