import { firstPeriod, paymentMatches } from './fulfilment.rules';

describe('paymentMatches', () => {
  const tx = { amountCents: 999, currency: 'EUR', userId: 'u1' };

  it('accepts the exact amount, the currency in any case, and the owner or no owner', () => {
    expect(paymentMatches(tx, { amountCents: 999, currency: 'eur', userId: 'u1' })).toBe(true);
    expect(paymentMatches(tx, { amountCents: 999, currency: 'EUR' })).toBe(true);
  });

  it('refuses another amount, currency or owner', () => {
    expect(paymentMatches(tx, { amountCents: 998, currency: 'EUR', userId: 'u1' })).toBe(false);
    expect(paymentMatches(tx, { amountCents: 999, currency: 'USD', userId: 'u1' })).toBe(false);
    expect(paymentMatches(tx, { amountCents: 999, currency: 'EUR', userId: 'u2' })).toBe(false);
  });
});

describe('firstPeriod', () => {
  const start = new Date('2026-01-15T10:00:00.000Z');

  it('lasts one calendar month for a monthly plan', () => {
    expect(firstPeriod('monthly', start)).toEqual({ start, end: new Date('2026-02-15T10:00:00.000Z') });
  });

  it('lasts one year for a yearly plan', () => {
    expect(firstPeriod('yearly', start)).toEqual({ start, end: new Date('2027-01-15T10:00:00.000Z') });
  });

  it('does not change the start it was given', () => {
    const given = new Date(start);
    firstPeriod('yearly', given);
    expect(given).toEqual(start);
  });
});
