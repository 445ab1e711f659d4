/**
 * Royalties earned in these territories are US-source income (the royalty line's `territory`, ISO 3166 alpha-2): the United
 * States and its territories, Puerto Rico, Guam, the US Virgin Islands, American Samoa, the Northern Mariana Islands and the
 * US Minor Outlying Islands. ALLOCATE_SQL writes the same list out (a spec holds them equal).
 */
export const US_SOURCE_TERRITORIES = ['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM'] as const;

/** No form on file: 30%, the statutory rate. An account missing from the tax domain's answer gets it. */
export const DEFAULT_WITHHOLDING_RATE_BP = 3000;

/**
 * The US-source gross of one credit: the account's share of the US lines, computed by the same exact shares as the credit, then
 * held within [0, credit] (a US return larger than the US sales, or US sales with returns elsewhere, never withholds more than was
 * credited nor anything on a negative US part).
 */
export function usSourceGross(usShareCents: number, creditedCents: number): number {
  return Math.max(0, Math.min(usShareCents, creditedCents));
}

/** Withholding in integer cents, rounded down: floor(gross_us × rate_bp / 10000). The artist keeps any fraction of a cent. */
export function withheldCents(grossUsCents: number, rateBp: number): number {
  if (!Number.isSafeInteger(grossUsCents) || grossUsCents < 0) throw new RangeError(`US-source gross is whole non-negative cents, got ${grossUsCents}`);
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > 10000) throw new RangeError(`A rate is 0..10000 basis points, got ${rateBp}`);
  return Number((BigInt(grossUsCents) * BigInt(rateBp)) / 10000n);
}
