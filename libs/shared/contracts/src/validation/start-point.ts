import { TRACK_MESSAGES } from '../messages/track.messages';
import { invalid, isBlank, valid, type ValidationResult } from './result';

/** '1:5' is refused: it could mean :05 or :50. */
const START_POINT_PATTERN = /^([0-5]?\d):([0-5]\d)$/;

export const START_POINT_MAX_SECONDS = 59 * 60 + 59;

export function isValidStartPoint(value: string): boolean {
  return START_POINT_PATTERN.test(value);
}

export function parseStartPoint(value: string): number | null {
  const match = START_POINT_PATTERN.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

export function formatStartPoint(seconds: number): string | null {
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > START_POINT_MAX_SECONDS) return null;
  const mm = String(Math.floor(seconds / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

export function validateStartPoint(
  value: unknown,
  message: string = TRACK_MESSAGES.startPointInvalid,
): ValidationResult<string | null> {
  if (isBlank(value)) return valid(null);
  if (typeof value !== 'string') return invalid(message);
  const seconds = parseStartPoint(value);
  return seconds === null ? invalid(message) : valid(formatStartPoint(seconds));
}
