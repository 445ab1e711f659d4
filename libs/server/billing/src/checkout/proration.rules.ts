/**
 * Proration on upgrades, after Stripe's: the unused part of the current paid period is credited
 * against the new plan's price. The credit is the price the artist paid for the current plan
 * (before its own credit) times the unused share of its period, measured to the millisecond, in
 * whole cents rounded up (in the artist's favour), and never more than the new price. docs/billing.md.
 */
export interface CreditSource {
  /** The plan price paid for the current subscription (gross, before any credit it got itself). */
  priceCents: number;
  currency: string;
  periodStart: Date;
  periodEnd: Date;
}

export interface ProrationQuote {
  priceCents: number;
  creditCents: number;
  amountDueCents: number;
}

/** The credit for the unused time of `source` at `now`: 0 outside the period or in another currency. */
export function unusedCredit(source: CreditSource, currency: string, now: Date): number {
  if (source.currency.toUpperCase() !== currency.toUpperCase()) return 0;
  const total = BigInt(source.periodEnd.getTime() - source.periodStart.getTime());
  const unused = BigInt(Math.min(source.periodEnd.getTime() - now.getTime(), Number(total)));
  if (total <= 0n || unused <= 0n || source.priceCents <= 0) return 0;
  // Ceiling division in integers: no float ever touches the amount.
  return Number((BigInt(source.priceCents) * unused + total - 1n) / total);
}

/** Price, credit (capped at the price: a credit beyond it is not paid out) and the amount due. */
export function prorate(priceCents: number, source: CreditSource | null, currency: string, now: Date): ProrationQuote {
  const credit = source ? Math.min(unusedCredit(source, currency, now), priceCents) : 0;
  return { priceCents, creditCents: credit, amountDueCents: priceCents - credit };
}
