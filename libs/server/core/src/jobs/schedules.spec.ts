import { nextRun } from './schedules';

describe('nextRun', () => {
  it('is the next slot strictly after the given time, in UTC by default', () => {
    expect(nextRun({ cron: '17 3 * * *' }, new Date('2026-11-25T02:00:00Z'))).toEqual(new Date('2026-11-25T03:17:00Z'));
    expect(nextRun({ cron: '17 3 * * *' }, new Date('2026-11-25T03:17:00Z'))).toEqual(new Date('2026-11-26T03:17:00Z'));
    expect(nextRun({ cron: '* * * * *' }, new Date('2026-11-25T04:05:30Z'))).toEqual(new Date('2026-11-25T04:06:00Z'));
  });

  it('reads the cron in the schedule’s time zone', () => {
    expect(nextRun({ cron: '0 9 * * *', tz: 'Europe/Paris' }, new Date('2026-11-25T00:00:00Z'))).toEqual(new Date('2026-11-25T08:00:00Z'));
  });

  it('refuses an invalid cron', () => {
    expect(() => nextRun({ cron: '61 * * * *' })).toThrow();
  });
});
