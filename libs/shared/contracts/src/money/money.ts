// Integer cents everywhere; floats exist only for display. The only money formatters (one-formatter.spec.ts enforces it).

export const DEFAULT_CURRENCY = 'EUR';

export function isSafeCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Where money enters the system, so a fractional or overflowing amount fails loudly instead of being rounded. */
export function assertSafeCents(value: unknown): asserts value is number {
  if (typeof value !== 'number' || Number.isNaN(value)) throw new TypeError(`Expected an amount in cents, got ${String(value)}`);
  if (!Number.isSafeInteger(value)) throw new RangeError(`Amount in cents must be a safe integer, got ${value}`);
}

export function normaliseCurrency(currency: string): string {
  return currency.trim().toUpperCase();
}

function splitCents(cents: number): { sign: string; whole: number; fraction: string } {
  assertSafeCents(cents);
  const abs = Math.abs(cents);
  return { sign: cents < 0 ? '-' : '', whole: Math.floor(abs / 100), fraction: String(abs % 100).padStart(2, '0') };
}

export function formatCentsPlain(cents: number): string {
  const { sign, whole, fraction } = splitCents(cents);
  return `${sign}${whole}.${fraction}`;
}

export function formatMoney(cents: number, currency: string = DEFAULT_CURRENCY): string {
  return `${normaliseCurrency(currency)} ${formatCentsPlain(cents)}`;
}

/** A number is read through its decimal text, so 25.5 → 2550 but 1.005 → null. */
export function parseMoneyInput(input: string | number): number | null {
  const text = typeof input === 'number' ? String(input) : input.trim();
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(text);
  if (!match) return null;
  // BigInt so that a long digit string cannot be rounded into a "valid" amount before the range check.
  const cents = BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return cents > BigInt(Number.MAX_SAFE_INTEGER) ? null : Number(cents);
}

const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', USD: '$', GBP: '£' };

function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

export function formatPlanPrice(cents: number, currency: string = DEFAULT_CURRENCY): string {
  const { sign, whole, fraction } = splitCents(cents);
  const code = normaliseCurrency(currency);
  const symbol = CURRENCY_SYMBOLS[code];
  const amount = `${sign}${groupThousands(whole)},${fraction}`;
  return symbol === undefined ? `${amount} ${code}` : `${amount}${symbol}`;
}
