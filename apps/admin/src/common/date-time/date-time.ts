// Never raw ISO text; form inputs keep their own machine formats (billing's toDateTimeText, popups' toLocalInput).

export interface DateTimeFormatOptions {
  locale?: string | readonly string[];
  timeZone?: string;
}

export const NO_DATE = '—';

const CALENDAR_DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

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

/** A calendar date is that day wherever the staff member is; an instant is the day it falls on in their time zone. */
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
