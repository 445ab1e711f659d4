import { RELEASE_MESSAGES } from '../messages/release.messages';
import { invalid, isBlank, valid, type ValidationResult } from './result';

/** Spaces and hyphens are how barcodes get printed and pasted; they carry no meaning. */
export function normaliseGtin(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * GS1 mod-10 check digit for the digits that precede it. Weights run 3,1,3,... from the rightmost digit, so the
 * same function serves GTIN-8, -12, -13 and -14. Throws on non-digits: this is a computation helper, not a rule.
 */
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

/** GTIN-8, GTIN-12 (UPC-A), GTIN-13 (EAN-13) or GTIN-14, on the exact string. */
export function isValidGtin(code: string): boolean {
  return hasValidCheckDigit(code, [8, 12, 13, 14]);
}

/** UPC-A: 12 digits. */
export function isValidUpc(code: string): boolean {
  return hasValidCheckDigit(code, [12]);
}

export function isValidEan13(code: string): boolean {
  return hasValidCheckDigit(code, [13]);
}

/**
 * Optional release barcode: blank gives null (the platform assigns free UPCs). Stores accept either a UPC-A or an
 * EAN-13 for a release, so both are allowed; the digits are returned without separators.
 */
export function validateReleaseUpc(
  value: unknown,
  message: string = RELEASE_MESSAGES.upcInvalid,
): ValidationResult<string | null> {
  if (isBlank(value)) return valid(null);
  if (typeof value !== 'string') return invalid(message);
  const code = normaliseGtin(value.trim());
  return isValidUpc(code) || isValidEan13(code) ? valid(code) : invalid(message);
}
