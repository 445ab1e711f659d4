import { officeState, parseOfficeHours } from './office-hours';

describe('office hours', () => {
  const weekdays = parseOfficeHours('Mon-Fri 09:00-18:00');

  it('reads day ranges, single days and several spans', () => {
    expect(weekdays).toEqual([{ days: [1, 2, 3, 4, 5], open: 540, close: 1080 }]);
    expect(parseOfficeHours('Sat 10:00-14:00, Fri-Mon 08:30-09:00')).toEqual([
      { days: [6], open: 600, close: 840 },
      { days: [5, 6, 0, 1], open: 510, close: 540 },
    ]);
    expect(parseOfficeHours('')).toEqual([]);
  });

  it('refuses a text it cannot read, naming why', () => {
    expect(() => parseOfficeHours('weekdays 9-6')).toThrow('must read like');
    expect(() => parseOfficeHours('Mon-Fri 18:00-09:00')).toThrow('closes before it opens');
    expect(() => parseOfficeHours('Xyz 09:00-10:00')).toThrow('unknown day');
  });

  it('is open within the hours in the zone, and says when it next opens otherwise', () => {
    // Wednesday 2026-06-10 10:00 in Paris is 08:00 UTC (summer time).
    expect(officeState(weekdays, 'Europe/Paris', new Date('2026-06-10T08:00:00Z'))).toEqual({ open: true, opensAt: null });
    // 17:59 Paris open, 18:00 closed: next Thursday 09:00 Paris (07:00 UTC).
    expect(officeState(weekdays, 'Europe/Paris', new Date('2026-06-10T15:59:00Z')).open).toBe(true);
    expect(officeState(weekdays, 'Europe/Paris', new Date('2026-06-10T16:00:00Z'))).toEqual({ open: false, opensAt: new Date('2026-06-11T07:00:00Z') });
    // Saturday: Monday 09:00 Paris; in winter that is 08:00 UTC.
    expect(officeState(weekdays, 'Europe/Paris', new Date('2026-12-05T12:00:00Z'))).toEqual({ open: false, opensAt: new Date('2026-12-07T08:00:00Z') });
  });

  it('is always open with no hours', () => {
    expect(officeState([], 'Europe/Paris', new Date('2026-12-05T12:00:00Z'))).toEqual({ open: true, opensAt: null });
  });
});
