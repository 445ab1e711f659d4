import { STATS_PRESET_DAYS } from '@soundpost/contracts';

export type StatsPreset = (typeof STATS_PRESET_DAYS)[number];

/** A UTC day as YYYY-MM-DD (the stores report by day, in UTC). */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The last `days` days, today included. */
export function presetRange(days: number, today: Date = new Date()): { from: string; to: string } {
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - (days - 1)));
  return { from: isoDay(start), to: isoDay(today) };
}

/** Days from `from` to `to`, both included; 0 when either is not a date. */
export function daysBetween(from: string, to: string): number {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b)) return 0;
  return Math.round((b - a) / 86_400_000) + 1;
}

/** Change against the previous period in whole percent; null when there was nothing to compare with. */
export function changePercent(now: number, before: number | null): number | null {
  if (before === null || before === 0) return null;
  return Math.round(((now - before) / before) * 100);
}
