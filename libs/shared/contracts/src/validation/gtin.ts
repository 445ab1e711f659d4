import { RELEASE_MESSAGES } from '../messages/release.messages';
import { invalid, isBlank, valid, type ValidationResult } from './result';

export function normaliseGtin(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Weights run 3,1,3,... from the rightmost digit, so one function serves GTIN-8, -12, -13 and -14. */
export function gs1CheckDigit(digitsWithoutCheck: string): number {
  if (!/^\d+$/.test(digitsWithoutCheck)) throw new RangeError('gs1CheckDigit expects a non-empty string of digits');
  let sum = 0;
  for (let i = 0; i < digitsWithoutCheck.length; i++) {
    const digit = Number(digitsWithoutCheck[digitsWithoutCheck.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return (10 - (sum % 10)) % 10;
}

function hasValidCheckDigit(code: string, lengths: readonly number[]): boolean {
  if (!/^\d+$/.test(code) || !lengths.includes(code.length)) return false;
  return gs1CheckDigit(code.slice(0, -1)) === Number(code[code.length - 1]);
}

export function isValidGtin(code: string): boolean {
  return hasValidCheckDigit(code, [8, 12, 13, 14]);
}

export function isValidUpc(code: string): boolean {
  return hasValidCheckDigit(code, [12]);
}

export function isValidEan13(code: string): boolean {
  return hasValidCheckDigit(code, [13]);
}

/** Stores accept a UPC-A or an EAN-13 for a release, so both are allowed. */
export function validateReleaseUpc(
  value: unknown,
  message: string = RELEASE_MESSAGES.upcInvalid,
): ValidationResult<string | null> {
  if (isBlank(value)) return valid(null);
  if (typeof value !== 'string') return invalid(message);
  const code = normaliseGtin(value.trim());
  return isValidUpc(code) || isValidEan13(code) ? valid(code) : invalid(message);
}
