import { KYC_MESSAGES } from '../messages/kyc.messages';
import { invalid, isBlank, valid, type ValidationResult } from './result';

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0-99 to 1900-1999, so the round trip also rejects those.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** UTC calendar day, so server and browser agree on "today" whatever their time zones. */
export function todayIsoDate(now: Date = new Date()): string {
  const y = String(now.getUTCFullYear()).padStart(4, '0');
  const m = String(now.getUTCMonth() + 1).padStart(2, '0');
  const d = String(now.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function isFutureIsoDate(value: unknown, now: Date = new Date()): boolean {
  return isIsoDate(value) && value > todayIsoDate(now);
}

export interface ExpiryDateMessages {
  readonly required: string;
  readonly future: string;
}

export function validateExpiryDate(
  value: unknown,
  now: Date = new Date(),
  messages: Partial<ExpiryDateMessages> = {},
): ValidationResult<string> {
  const m: ExpiryDateMessages = {
    required: KYC_MESSAGES.expiryDateRequired,
    future: KYC_MESSAGES.expiryMustBeFuture,
    ...messages,
  };
  if (isBlank(value)) return invalid(m.required);
  if (typeof value !== 'string') return invalid(m.future);
  const date = value.trim();
  return isFutureIsoDate(date, now) ? valid(date) : invalid(m.future);
}
