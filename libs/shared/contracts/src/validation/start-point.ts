import { TRACK_MESSAGES } from '../messages/track.messages';
import { invalid, isBlank, valid, type ValidationResult } from './result';

/**
 * Minutes 0-59 with one or two digits ('1:05' and '01:05' both mean 65 s, because people type the short form),
 * seconds always two digits 00-59 ('1:5' is refused: it could mean :05 or :50).
 */
const START_POINT_PATTERN = /^([0-5]?\d):([0-5]\d)$/;

export const START_POINT_MAX_SECONDS = 59 * 60 + 59;

export function isValidStartPoint(value: string): boolean {
  return START_POINT_PATTERN.test(value);
}

/** Seconds from 'm:ss' or 'mm:ss', or null when the text is not a valid start point. */
export function parseStartPoint(value: string): number | null {
  const match = START_POINT_PATTERN.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Canonical 'mm:ss' (what the API stores); null for seconds outside 0..3599 or not whole. */
export function formatStartPoint(seconds: number): string | null {
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > START_POINT_MAX_SECONDS) return null;
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** Optional (empty optional track fields are sent as null): blank gives null, otherwise canonical 'mm:ss'. */
export function validateStartPoint(
  value: unknown,
  message: string = TRACK_MESSAGES.startPointInvalid,
): ValidationResult<string | null> {
  if (isBlank(value)) return valid(null);
  if (typeof value !== 'string') return invalid(message);
  const seconds = parseStartPoint(value);
  return seconds === null ? invalid(message) : valid(formatStartPoint(seconds));
}
