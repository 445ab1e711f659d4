import { MINIMUM_PAYOUT_CENTS } from '../constants/wallet';
import { PAYOUT_MESSAGES } from '../messages/payout.messages';
import { isSafeCents, parseMoneyInput } from '../money/money';
import { PAYOUT_METHOD_DESTINATION, type PayoutMethod } from '../status/payout-status';
import { isValidEmail, normaliseEmail } from './email';
import { normaliseIban } from './iban';
import { invalid, valid, type ValidationResult } from './result';

export function validatePayoutAmountCents(cents: unknown, balanceCents: number): ValidationResult<number> {
  if (!isSafeCents(cents) || cents <= 0) return invalid(PAYOUT_MESSAGES.amountInvalid);
  if (cents < MINIMUM_PAYOUT_CENTS) return invalid(PAYOUT_MESSAGES.minimum);
  if (cents > balanceCents) return invalid(PAYOUT_MESSAGES.exceedsBalance);
  return valid(cents);
}

export function validatePayoutAmountInput(input: string, balanceCents: number): ValidationResult<number> {
  const cents = parseMoneyInput(input);
  if (cents === null) return invalid(PAYOUT_MESSAGES.amountInvalid);
  return validatePayoutAmountCents(cents, balanceCents);
}

/** Bank payouts ask only for "at least 8 characters"; we also cap at the IBAN maximum of 34. */
const PAYOUT_IBAN_PATTERN = /^[A-Z0-9]{8,34}$/;

/** Null for manual and Stripe Connect whatever was sent, so a stale field from another method is not stored. */
export function validatePayoutDestination(method: PayoutMethod, destination: unknown): ValidationResult<string | null> {
  const kind = PAYOUT_METHOD_DESTINATION[method];
  if (kind === null) return valid(null);
  const text = typeof destination === 'string' ? destination : '';
  if (kind === 'paypal_email') {
    const email = normaliseEmail(text);
    return isValidEmail(email) ? valid(email) : invalid(PAYOUT_MESSAGES.paypalEmailInvalid);
  }
  const iban = normaliseIban(text);
  return PAYOUT_IBAN_PATTERN.test(iban) ? valid(iban) : invalid(PAYOUT_MESSAGES.ibanInvalid);
}
