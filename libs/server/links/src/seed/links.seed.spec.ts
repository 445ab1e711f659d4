import { DEMO_CHANNELS, demoCounts } from './links.seed';

describe('demo link counts', () => {
  const rows = demoCounts('0b1c2d3e-0000-4000-8000-000000000001', ['spotify', 'deezer'], '2026-11-29');

  it('covers sixty days ending today, direct and each demo channel, several countries, views apart from store clicks', () => {
    const days = [...new Set(rows.map((r) => r.day))].sort();
    expect(days).toHaveLength(60);
    expect(days[0]).toBe('2026-10-01');
    expect(days[59]).toBe('2026-11-29');
    expect(new Set(rows.map((r) => r.channel))).toEqual(new Set(['', ...DEMO_CHANNELS]));
    expect(new Set(rows.map((r) => r.country)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(rows.filter((r) => r.clicks > 0).map((r) => r.storeId))).toEqual(new Set(['spotify', 'deezer']));
    expect(rows.every((r) => (r.storeId === '' ? r.clicks === 0 && r.views > 0 : r.views === 0 && r.clicks > 0))).toBe(true);
  });

  it('is realistic: a launch peak that settles, fewer clicks than views, and the same numbers on every run', () => {
    const viewsOn = (day: string) => rows.filter((r) => r.day === day).reduce((n, r) => n + r.views, 0);
    expect(viewsOn('2026-10-01')).toBeGreaterThan(viewsOn('2026-11-25') * 2);
    const views = rows.reduce((n, r) => n + r.views, 0);
    const clicks = rows.reduce((n, r) => n + r.clicks, 0);
    expect(clicks).toBeLessThan(views * 0.4);
    expect(clicks).toBeGreaterThan(views * 0.1);
    expect(demoCounts('0b1c2d3e-0000-4000-8000-000000000001', ['spotify', 'deezer'], '2026-11-29')).toEqual(rows);
    // Unique keys: the seed's one INSERT never meets itself.
    expect(new Set(rows.map((r) => `${r.day}|${r.channel}|${r.country}|${r.storeId}`)).size).toBe(rows.length);
  });
});
