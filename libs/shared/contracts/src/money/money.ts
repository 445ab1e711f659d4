/**
 * Money is integer cents (minor units) everywhere: in the database, in API bodies and in these helpers. Floats are
 * only ever produced for display, never stored or summed, so 0.1 + 0.2 problems cannot reach a balance.
 *
 * The ONE place money is formatted, for every screen (web and back office) and e-mail, in two ways only:
 * - formatPlanPrice: a plan's price tag (pricing and plan cards, the checkout's "Price", the back office's plan list): "0,99€";
 * - formatMoney: every other amount (charges, credits, amounts due, receipts, transfers, wallets, royalties): "EUR 25.00".
 * formatCentsPlain is the plain decimal a provider API or a numeric input wants ("0.99"), not a display format.
 * one-formatter.spec.ts fails when code formats money any other way.
 */

export const DEFAULT_CURRENCY = 'EUR';

export function isSafeCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/**
 * Throws when `value` is not a whole number of cents within ±Number.MAX_SAFE_INTEGER. Call it where money enters
 * the system (DTOs, DB rows) so a fractional or overflowing amount fails loudly instead of being rounded.
 */
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

/** '25.00' for 2500: the plain decimal text a numeric input (e.g. the admin plan price) is pre-filled with. */
export function formatCentsPlain(cents: number): string {
  const { sign, whole, fraction } = splitCents(cents);
  return `${sign}${whole}.${fraction}`;
}

/**
 * 'EUR 25.00' for (2500, 'eur'): currency code, space, amount with two decimals and no grouping, as the wallet,
 * payout and admin screens show it. A negative amount keeps its sign after the code ('EUR -1.50').
 * Throws like assertSafeCents for non-integer cents.
 */
export function formatMoney(cents: number, currency: string = DEFAULT_CURRENCY): string {
  return `${normaliseCurrency(currency)} ${formatCentsPlain(cents)}`;
}

/**
 * Cents from what a user typed: digits with at most one '.' or ',' decimal separator and at most two decimals
 * ('25' → 2500, '25,5' → 2550, '0.99' → 99). Returns null for negatives, signs, thousands separators, three or more
 * decimals, empty text, exponents and amounts beyond the safe-integer range. A number is read through its decimal
 * text, so 25.5 → 2550 but 1.005 → null.
 */
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

/**
 * Plan price as the pricing cards show it, German number format with the symbol right after the amount:
 * formatPlanPrice(99) → '0,99€', (999) → '9,99€', (0) → '0,00€', (123456) → '1.234,56€'.
 * Input is integer cents like every other amount here. A currency without a known symbol is shown by its code
 * after a space ('9,99 CHF').
 */
export function formatPlanPrice(cents: number, currency: string = DEFAULT_CURRENCY): string {
  const { sign, whole, fraction } = splitCents(cents);
  const code = normaliseCurrency(currency);
  const symbol = CURRENCY_SYMBOLS[code];
  const amount = `${sign}${groupThousands(whole)},${fraction}`;
  return symbol === undefined ? `${amount} ${code}` : `${amount}${symbol}`;
}
