import { KYC_MESSAGES } from '../messages/kyc.messages';
import { invalid, isBlank, valid, type ValidationResult } from './result';

export const POSTAL_CODE_MIN_LENGTH = 3;
export const POSTAL_CODE_MAX_LENGTH = 10;

export function normalisePostalCode(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9 -]/g, '')
    .trim();
}

/** Beyond the spec, at least one letter or digit is required so that '---' is not a postal code. */
export function isValidPostalCode(value: string): boolean {
  return /^[A-Z0-9 -]{3,10}$/.test(value) && /[A-Z0-9]/.test(value);
}

export function validatePostalCode(
  value: unknown,
  message: string = KYC_MESSAGES.postalCodeInvalid,
): ValidationResult<string | null> {
  if (isBlank(value)) return valid(null);
  if (typeof value !== 'string') return invalid(message);
  const code = normalisePostalCode(value);
  return isValidPostalCode(code) ? valid(code) : invalid(message);
}
