import { KYC_MESSAGES } from '../messages/kyc.messages';
import { invalid, isBlank, valid, type ValidationResult } from './result';

export const IBAN_MIN_LENGTH = 15;
export const IBAN_MAX_LENGTH = 34;

export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isValidIban(value: string): boolean {
  return /^[A-Z0-9]{15,34}$/.test(value);
}

export function validateIban(
  value: unknown,
  message: string = KYC_MESSAGES.ibanInvalidFormat,
): ValidationResult<string | null> {
  if (isBlank(value)) return valid(null);
  if (typeof value !== 'string') return invalid(message);
  const iban = normaliseIban(value);
  return isValidIban(iban) ? valid(iban) : invalid(message);
}

export function formatIbanForDisplay(value: string): string {
  return (normaliseIban(value).match(/.{1,4}/g) ?? []).join(' ');
}

/** Deliberately not part of validateIban: refusing a real IBAN on a checksum we got wrong would block payouts. */
export function ibanChecksumValid(value: string): boolean {
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban) || !isValidIban(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}
