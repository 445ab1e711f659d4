import { ADMIN_MESSAGES } from '../messages/admin.messages';
import { invalid, valid, type ValidationResult } from './result';

export function normaliseLanguageCode(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidLanguageCode(value: string): boolean {
  return /^[a-z0-9_-]{2,12}$/.test(value);
}

export function validateLanguageCode(value: unknown): ValidationResult<string> {
  if (typeof value !== 'string') return invalid(ADMIN_MESSAGES.languageCodeInvalid);
  const code = normaliseLanguageCode(value);
  return isValidLanguageCode(code) ? valid(code) : invalid(ADMIN_MESSAGES.languageCodeInvalid);
}
