import { businessMillisBetween, isOverdue } from './business-time';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('business time', () => {
  it('counts weekdays in full', () => {
    // Tuesday 10:00 to Wednesday 12:00.
    expect(businessMillisBetween(at('2026-11-24T10:00:00Z'), at('2026-11-25T12:00:00Z'))).toBe(26 * HOUR);
  });

  it('skips Saturday and Sunday', () => {
    // Friday 18:00 to Monday 09:00: 6 hours of Friday and 9 of Monday.
    expect(businessMillisBetween(at('2026-11-27T18:00:00Z'), at('2026-11-30T09:00:00Z'))).toBe(15 * HOUR);
  });

  it('is zero over a weekend alone and for a reversed range', () => {
    expect(businessMillisBetween(at('2026-11-28T00:00:00Z'), at('2026-11-30T00:00:00Z'))).toBe(0);
    expect(businessMillisBetween(at('2026-11-25T00:00:00Z'), at('2026-11-24T00:00:00Z'))).toBe(0);
  });

  it('flags a ticket waiting more than one business day, weekends aside', () => {
    expect(isOverdue(at('2026-11-27T18:00:00Z'), at('2026-11-30T17:00:00Z'))).toBe(false);
    expect(isOverdue(at('2026-11-27T18:00:00Z'), at('2026-11-30T19:00:00Z'))).toBe(true);
    expect(isOverdue(at('2026-11-24T10:00:00Z'), at('2026-11-25T10:00:00Z'))).toBe(false);
    expect(isOverdue(at('2026-11-24T10:00:00Z'), at('2026-11-25T10:00:01Z'))).toBe(true);
    expect(isOverdue(null, at('2026-11-30T19:00:00Z'))).toBe(false);
  });
});
