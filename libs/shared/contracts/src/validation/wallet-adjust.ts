import { ADMIN_MESSAGES } from '../messages/admin.messages';
import { isSafeCents } from '../money/money';
import { validateJsonObject } from './json-text';
import { invalid, valid, type ValidationResult } from './result';

/** The adjust form's amount, in cents: a positive whole number. */
export function validateAdjustAmountCents(cents: unknown): ValidationResult<number> {
  return isSafeCents(cents) && cents > 0 ? valid(cents) : invalid(ADMIN_MESSAGES.amountInvalid);
}

/**
 * The adjust form's meta: empty (null), a JSON object, or the text of one. Anything else (an
 * array, a number, text that is not JSON) is 'Meta must be valid JSON.'.
 */
export function validateAdjustMeta(meta: unknown): ValidationResult<Record<string, unknown> | null> {
  return validateJsonObject(meta, ADMIN_MESSAGES.metaInvalidJson);
}
