const DAY_MS = 24 * 60 * 60 * 1000;

export const ANSWER_WITHIN_BUSINESS_MS = DAY_MS;

/**
 * Milliseconds between `from` and `to` that fall on business days: Saturdays and Sundays (UTC)
 * do not count, so a ticket opened on Friday evening is not late on Monday morning.
 */
export function businessMillisBetween(from: Date, to: Date): number {
  let start = from.getTime();
  const end = to.getTime();
  let total = 0;
  while (start < end) {
    const dayStart = Math.floor(start / DAY_MS) * DAY_MS;
    const next = Math.min(dayStart + DAY_MS, end);
    const weekday = new Date(dayStart).getUTCDay();
    if (weekday !== 0 && weekday !== 6) total += next - start;
    start = next;
  }
  return total;
}

export function isOverdue(waitingSince: Date | null, now: Date): boolean {
  return waitingSince !== null && businessMillisBetween(waitingSince, now) > ANSWER_WITHIN_BUSINESS_MS;
}
