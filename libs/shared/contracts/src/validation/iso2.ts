import { KYC_MESSAGES } from '../messages/kyc.messages';
import { invalid, isBlank, valid, type ValidationResult } from './result';

export function normaliseIso2(value: string): string {
  return value.trim().toUpperCase();
}

export function isIso2(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{2}$/.test(value);
}

export interface Iso2Messages {
  readonly required: string;
  readonly invalid: string;
}

/** Strict, as on the sign-up form; lenient callers run normaliseIso2 first. */
export function validateIso2(value: unknown, messages: Partial<Iso2Messages> = {}): ValidationResult<string> {
  const m: Iso2Messages = { required: KYC_MESSAGES.iso2CodeRequired, invalid: KYC_MESSAGES.iso2Example, ...messages };
  if (isBlank(value)) return invalid(m.required);
  return isIso2(value) ? valid(value) : invalid(m.invalid);
}
