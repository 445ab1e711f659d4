import { prorate, unusedCredit } from './proration.rules';

describe('proration rules', () => {
  const start = new Date('2026-01-01T00:00:00Z');
  const end = new Date('2026-01-31T00:00:00Z'); // 30 days
  const source = { priceCents: 299, currency: 'EUR', periodStart: start, periodEnd: end };

  it('credits the whole price at the start of the period', () => {
    expect(unusedCredit(source, 'EUR', start)).toBe(299);
  });

  it('credits the unused share, rounded up to the cent (in the artist\'s favour)', () => {
    // 20 of 30 days unused: 299 × 2/3 = 199.33… → 200
    expect(unusedCredit(source, 'eur', new Date('2026-01-11T00:00:00Z'))).toBe(200);
    // One second used of 30 days still leaves a credit of the full 299.
    expect(unusedCredit(source, 'EUR', new Date(start.getTime() + 1000))).toBe(299);
  });

  it('gives nothing after the period, before nothing more than the price, and nothing in another currency', () => {
    expect(unusedCredit(source, 'EUR', end)).toBe(0);
    expect(unusedCredit(source, 'EUR', new Date('2027-01-01T00:00:00Z'))).toBe(0);
    expect(unusedCredit(source, 'EUR', new Date('2025-12-01T00:00:00Z'))).toBe(299);
    expect(unusedCredit(source, 'USD', start)).toBe(0);
    expect(unusedCredit({ ...source, periodEnd: start }, 'EUR', start)).toBe(0);
  });

  it('answers price, credit and amount due; the credit never exceeds the price', () => {
    expect(prorate(999, source, 'EUR', start)).toEqual({ priceCents: 999, creditCents: 299, amountDueCents: 700 });
    expect(prorate(199, source, 'EUR', start)).toEqual({ priceCents: 199, creditCents: 199, amountDueCents: 0 });
    expect(prorate(999, null, 'EUR', start)).toEqual({ priceCents: 999, creditCents: 0, amountDueCents: 999 });
  });
});
