/**
 * The back office's one way of showing an instant or a calendar date: in the staff member's language and time
 * zone, day, short month and year ("27 Nov 2026, 14:05" for en-GB, "Nov 27, 2026, 02:05 PM" for en-US), never
 * raw ISO text. Form inputs keep their own machine formats (billing's toDateTimeText, popups' toLocalInput).
 */

export interface DateTimeFormatOptions {
  /** Defaults to the browser's languages (the staff member's locale). */
  locale?: string | readonly string[];
  /** Defaults to the browser's time zone. */
  timeZone?: string;
}

/** What a list or detail shows for no value. */
export const NO_DATE = '—';

const CALENDAR_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The browser's preferred languages, for Intl (undefined lets Intl pick its default). */
export const staffLocale = (): string[] | undefined => {
  if (typeof navigator === 'undefined') return undefined;
  const languages = navigator.languages?.filter(Boolean) ?? [];
  return languages.length > 0 ? [...languages] : navigator.language ? [navigator.language] : undefined;
};

const localeOf = (options: DateTimeFormatOptions): string[] | undefined =>
  options.locale === undefined ? staffLocale() : typeof options.locale === 'string' ? [options.locale] : [...options.locale];

const toDate = (value: unknown): Date | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && !value.trim()) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && !value.trim());

/** An instant (ISO text, epoch ms or Date) with its time; '—' when empty; unreadable text as it came. */
export function formatDateTime(value: unknown, options: DateTimeFormatOptions = {}): string {
  if (isEmpty(value)) return NO_DATE;
  const date = toDate(value);
  if (!date) return String(value);
  return new Intl.DateTimeFormat(localeOf(options), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: options.timeZone,
  }).format(date);
}

/**
 * A day without its time. A calendar date ("2026-12-01", e.g. a release date) is that day wherever the staff
 * member is; an instant is the day it falls on in their time zone.
 */
export function formatDate(value: unknown, options: DateTimeFormatOptions = {}): string {
  if (isEmpty(value)) return NO_DATE;
  const calendar = typeof value === 'string' ? CALENDAR_DATE_RE.exec(value.trim()) : null;
  if (calendar) {
    const day = new Date(Date.UTC(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3])));
    return new Intl.DateTimeFormat(localeOf(options), { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(day);
  }
  const date = toDate(value);
  if (!date) return String(value);
  return new Intl.DateTimeFormat(localeOf(options), { day: 'numeric', month: 'short', year: 'numeric', timeZone: options.timeZone }).format(date);
}
