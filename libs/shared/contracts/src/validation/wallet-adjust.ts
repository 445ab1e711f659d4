import { ADMIN_MESSAGES } from '../messages/admin.messages';
import { isSafeCents } from '../money/money';
import { validateJsonObject } from './json-text';
import { invalid, valid, type ValidationResult } from './result';

export function validateAdjustAmountCents(cents: unknown): ValidationResult<number> {
  return isSafeCents(cents) && cents > 0 ? valid(cents) : invalid(ADMIN_MESSAGES.amountInvalid);
}

export function validateAdjustMeta(meta: unknown): ValidationResult<Record<string, unknown> | null> {
  return validateJsonObject(meta, ADMIN_MESSAGES.metaInvalidJson);
}
