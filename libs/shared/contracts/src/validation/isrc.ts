import { TRACK_MESSAGES } from '../messages/track.messages';
import { invalid, isBlank, valid, type ValidationResult } from './result';

export const ISRC_PATTERN = /^[A-Z]{2}[A-Z0-9]{3}\d{2}\d{5}$/;

export function normaliseIsrc(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidIsrc(value: string): boolean {
  return ISRC_PATTERN.test(value);
}

/** Text that is not an ISRC comes back untouched, so a screen never shows a half-hyphenated guess. */
export function formatIsrc(value: string): string {
  const isrc = normaliseIsrc(value);
  if (!isValidIsrc(isrc)) return value.trim();
  return `${isrc.slice(0, 2)}-${isrc.slice(2, 5)}-${isrc.slice(5, 7)}-${isrc.slice(7)}`;
}

export function validateIsrc(value: unknown, message: string = TRACK_MESSAGES.isrcInvalid): ValidationResult<string | null> {
  if (isBlank(value)) return valid(null);
  if (typeof value !== 'string') return invalid(message);
  const isrc = normaliseIsrc(value);
  return isValidIsrc(isrc) ? valid(isrc) : invalid(message);
}
