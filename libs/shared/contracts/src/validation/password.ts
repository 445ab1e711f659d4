import { AUTH_MESSAGES } from '../messages/auth.messages';
import { LOGIN_MESSAGES } from '../messages/login.messages';
import { PASSWORD_CHANGE_MESSAGES } from '../messages/password-change.messages';
import { invalid, valid, type ValidationResult } from './result';

export const PASSWORD_MIN_LENGTH = 6;

export const PASSWORD_SPECIAL_CHARACTERS = ['!', '@', '#', '$', '%', '^', '&', '*', '-', '?'] as const;

export interface PasswordChecks {
  readonly minLength: boolean;
  readonly letter: boolean;
  readonly uppercase: boolean;
  readonly digit: boolean;
  readonly special: boolean;
  readonly noWhitespace: boolean;
}

// Counted in code points so an emoji is one character, as the user perceives it.
function characterCount(value: string): number {
  return Array.from(value).length;
}

/** Letters are ASCII only, so the server and the form agree on what an upper-case letter is. */
export function checkPasswordRules(password: string): PasswordChecks {
  return {
    minLength: characterCount(password) >= PASSWORD_MIN_LENGTH,
    letter: /[A-Za-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digit: /\d/.test(password),
    special: PASSWORD_SPECIAL_CHARACTERS.some((c) => password.includes(c)),
    noWhitespace: !/\s/.test(password),
  };
}

export function isValidSignUpPassword(password: string): boolean {
  return Object.values(checkPasswordRules(password)).every(Boolean);
}

export function validateSignUpPassword(value: unknown): ValidationResult<string> {
  if (typeof value !== 'string' || !isValidSignUpPassword(value)) return invalid(AUTH_MESSAGES.passwordRequirements);
  return valid(value);
}

export function validateResetPassword(value: unknown): ValidationResult<string> {
  if (typeof value !== 'string' || characterCount(value) < PASSWORD_MIN_LENGTH) {
    return invalid(LOGIN_MESSAGES.passwordTooShort);
  }
  return valid(value);
}

export function validatePasswordConfirmation(password: string, confirmation: unknown): ValidationResult<string> {
  if (confirmation !== password) return invalid(AUTH_MESSAGES.passwordsDoNotMatch);
  return valid(password);
}

/** A changed password must be new: the sign-up rules, and not the current one again. */
export function validateNewPassword(value: unknown, current: unknown): ValidationResult<string> {
  const rules = validateSignUpPassword(value);
  if (!rules.ok) return rules;
  if (rules.value === current) return invalid(PASSWORD_CHANGE_MESSAGES.sameAsCurrent);
  return rules;
}

/** The current password, asked again before a change: only required here, the server checks it. */
export function validateCurrentPassword(value: unknown): ValidationResult<string> {
  if (typeof value !== 'string' || value === '') return invalid(PASSWORD_CHANGE_MESSAGES.currentRequired);
  return valid(value);
}
