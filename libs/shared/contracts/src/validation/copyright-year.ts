import { TRACK_MESSAGES } from '../messages/track.messages';
import { invalid, isBlank, valid, type ValidationResult } from './result';

export const COPYRIGHT_YEAR_MIN = 1900;
export const COPYRIGHT_YEAR_MAX = 2100;

/** Numbers are accepted because JSON bodies carry years as such. */
export function isValidCopyrightYear(value: unknown): boolean {
  let year: number;
  if (typeof value === 'number') year = value;
  else if (typeof value === 'string' && /^\d{4}$/.test(value)) year = Number(value);
  else return false;
  return Number.isInteger(year) && year >= COPYRIGHT_YEAR_MIN && year <= COPYRIGHT_YEAR_MAX;
}

export function validateCopyrightYear(
  value: unknown,
  message: string = TRACK_MESSAGES.plineYearInvalid,
): ValidationResult<number | null> {
  if (isBlank(value)) return valid(null);
  const candidate = typeof value === 'string' ? value.trim() : value;
  return isValidCopyrightYear(candidate) ? valid(Number(candidate)) : invalid(message);
}
