import { nextRun } from '@soundpost/server-core/jobs';

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** One opening: on these weekdays (0 = Sunday), from `open` to `close` minutes after midnight, local time. */
export interface OfficeSpan {
  days: number[];
  open: number;
  close: number;
}

const dayIndex = (name: string): number => {
  const i = DAYS.findIndex((d) => d.toLowerCase() === name.slice(0, 3).toLowerCase());
  if (i < 0) throw new Error(`unknown day "${name}" (use Mon, Tue, …)`);
  return i;
};

const minutes = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  if (!(h >= 0 && h <= 24 && m >= 0 && m < 60) || h * 60 + m > 24 * 60) throw new Error(`bad time "${hhmm}"`);
  return h * 60 + m;
};

/** "Mon-Fri 09:00-18:00, Sat 10:00-14:00" → spans; throws with the reason on a bad text. */
export function parseOfficeHours(text: string): OfficeSpan[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^([A-Za-z]{3,})(?:\s*-\s*([A-Za-z]{3,}))?\s+(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})$/.exec(part);
      if (!match) throw new Error(`"${part}" must read like "Mon-Fri 09:00-18:00"`);
      const [, fromDay, toDay, from, to] = match;
      const first = dayIndex(fromDay);
      const last = toDay ? dayIndex(toDay) : first;
      const days: number[] = [];
      for (let d = first; ; d = (d + 1) % 7) {
        days.push(d);
        if (d === last) break;
      }
      const open = minutes(from);
      const close = minutes(to);
      if (close <= open) throw new Error(`"${part}" closes before it opens`);
      return { days, open, close };
    });
}

/** The weekday and minute of the day at `at` in `timeZone`. */
function localTime(at: Date, timeZone: string): { day: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: dayIndex(get('weekday')), minute: Number(get('hour')) * 60 + Number(get('minute')) };
}

export interface OfficeState {
  open: boolean;
  /** When it next opens, null while open or with no hours. */
  opensAt: Date | null;
}

/** Whether the office is open at `at`; no spans means always open. */
export function officeState(spans: OfficeSpan[], timeZone: string, at: Date): OfficeState {
  if (!spans.length) return { open: true, opensAt: null };
  const { day, minute } = localTime(at, timeZone);
  if (spans.some((s) => s.days.includes(day) && minute >= s.open && minute < s.close)) return { open: true, opensAt: null };
  // The next opening is the earliest of each span's opening as a cron in the zone (DST handled by the cron library).
  const next = spans
    .map((s) => nextRun({ cron: `${s.open % 60} ${Math.floor(s.open / 60)} * * ${s.days.join(',')}`, tz: timeZone }, at))
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return { open: false, opensAt: next };
}
