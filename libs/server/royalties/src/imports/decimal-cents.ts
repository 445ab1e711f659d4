/** Report money without floats: 12.345 is 12345n at scale 3, times the rate, rounded once to cents half away from zero (as Postgres's numeric does). */
export interface ExactDecimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^([+-]?)(\d*)(?:[.,](\d*))?$/;

/** `12.34`, `-0,5`, `.5`, `+3`: a dot or a comma as the decimal mark, no thousands separators. Null when broken. */
export function parseDecimal(text: string): ExactDecimal | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (!whole && !fraction) return null;
  // 18 digits either side keeps a 38-digit product well inside what a report can mean.
  if (whole.length > 18 || fraction.length > 18) return null;
  const units = BigInt((whole || '0') + fraction);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

export function toCents(amount: ExactDecimal, rate: ExactDecimal | null = null): bigint {
  const r = rate ?? { units: 1n, scale: 0 };
  const product = amount.units * r.units;
  const scale = amount.scale + r.scale;
  if (scale <= 2) return product * 10n ** BigInt(2 - scale);
  const divisor = 10n ** BigInt(scale - 2);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  let cents = abs / divisor;
  if ((abs % divisor) * 2n >= divisor) cents += 1n;
  return negative ? -cents : cents;
}

/** A positive exchange rate with up to 10 decimals (the column's scale), or null. */
export function parseRate(text: string): ExactDecimal | null {
  const rate = parseDecimal(text);
  if (!rate || rate.units <= 0n || rate.scale > 10 || text.trim().startsWith('+')) return null;
  return rate;
}
