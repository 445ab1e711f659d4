import { ADMIN_MESSAGES } from '../messages/admin.messages';
import { invalid, valid, type ValidationResult } from './result';

export function normaliseLanguageCode(value: string): string {
  return value.trim().toLowerCase();
}

/** 2 to 12 of lower-case letters, digits, '_' or '-' (the admin language editor's rule). */
export function isValidLanguageCode(value: string): boolean {
  return /^[a-z0-9_-]{2,12}$/.test(value);
}

/** The code is lower-cased first, so 'pt_BR' is stored as 'pt_br'. */
export function validateLanguageCode(value: unknown): ValidationResult<string> {
  if (typeof value !== 'string') return invalid(ADMIN_MESSAGES.languageCodeInvalid);
  const code = normaliseLanguageCode(value);
  return isValidLanguageCode(code) ? valid(code) : invalid(ADMIN_MESSAGES.languageCodeInvalid);
}
