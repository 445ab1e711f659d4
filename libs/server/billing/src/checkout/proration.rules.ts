export interface CreditSource {
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

export function unusedCredit(source: CreditSource, currency: string, now: Date): number {
  if (source.currency.toUpperCase() !== currency.toUpperCase()) return 0;
  const total = BigInt(source.periodEnd.getTime() - source.periodStart.getTime());
  const unused = BigInt(Math.min(source.periodEnd.getTime() - now.getTime(), Number(total)));
  if (total <= 0n || unused <= 0n || source.priceCents <= 0) return 0;
  return Number((BigInt(source.priceCents) * unused + total - 1n) / total);
}

export function prorate(priceCents: number, source: CreditSource | null, currency: string, now: Date): ProrationQuote {
  const credit = source ? Math.min(unusedCredit(source, currency, now), priceCents) : 0;
  return { priceCents, creditCents: credit, amountDueCents: priceCents - credit };
}
