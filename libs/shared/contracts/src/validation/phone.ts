import { KYC_MESSAGES, phoneFormatMessage } from '../messages/kyc.messages';
import { invalid, isBlank, valid, type ValidationResult } from './result';

export const PHONE_PATTERN = /^\+?[1-9]\d{7,14}$/;

/** A '00' prefix is left as is (and fails): guessing that it means '+' would silently change the number. */
export function normalisePhone(value: string): string {
  const trimmed = value.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

export function isValidPhone(value: string): boolean {
  return PHONE_PATTERN.test(value);
}

export interface PhoneMessages {
  readonly required: string;
  readonly invalid: string;
}

export function validatePhone(value: unknown, messages: Partial<PhoneMessages> = {}): ValidationResult<string> {
  const m: PhoneMessages = { required: KYC_MESSAGES.phoneNumberRequired, invalid: phoneFormatMessage(), ...messages };
  if (isBlank(value)) return invalid(m.required);
  if (typeof value !== 'string') return invalid(m.invalid);
  const phone = normalisePhone(value);
  return isValidPhone(phone) ? valid(phone) : invalid(m.invalid);
}
