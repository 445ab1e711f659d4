import type { TaxTinType } from '@soundpost/contracts';

/** 1500 bp → "15%" (in the page's language). */
export function formatRateBp(bp: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

export function formatDay(iso: string | null, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** The TIN as typed, digits only and dashed as the IRS writes it: SSN 123-45-6789, EIN 12-3456789. */
export function maskTinInput(type: TaxTinType, raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 9);
  if (type === 'ein') return digits.length > 2 ? `${digits.slice(0, 2)}-${digits.slice(2)}` : digits;
  if (digits.length > 5) return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
  if (digits.length > 3) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return digits;
}

/** "15" or "15,5" (percent) → basis points, or null when it is not a rate a treaty claim may carry (0..29.99%). */
export function percentToBp(text: string): number | null {
  const normalised = text.trim().replace(',', '.').replace(/\s*%$/, '');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(normalised)) return null;
  const bp = Math.round(Number(normalised) * 100);
  return bp >= 0 && bp <= 2999 ? bp : null;
}
