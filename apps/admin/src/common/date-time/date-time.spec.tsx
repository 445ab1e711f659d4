import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { formatDate, formatDateTime, NO_DATE, staffLocale } from './date-time';
import { DateTimeField } from './DateTimeField';

describe('formatDateTime', () => {
  it('shows an instant as day, short month, year and time in the given locale and zone', () => {
    expect(formatDateTime('2026-11-27T14:05:09.000Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe('27 Nov 2026, 14:05');
    expect(formatDateTime('2026-11-27T14:05:09.000Z', { locale: 'en-US', timeZone: 'UTC' })).toBe('Nov 27, 2026, 02:05 PM');
    expect(formatDateTime('2026-11-27T14:05:09.000Z', { locale: 'fr-FR', timeZone: 'UTC' })).toBe('27 nov. 2026, 14:05');
  });

  it("converts to the staff member's time zone", () => {
    expect(formatDateTime('2026-11-27T23:30:00.000Z', { locale: 'en-GB', timeZone: 'Europe/Lisbon' })).toBe('27 Nov 2026, 23:30');
    expect(formatDateTime('2026-11-27T23:30:00.000Z', { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toBe('28 Nov 2026, 00:30');
  });

  it('reads epoch milliseconds and Dates too, never prints ISO text', () => {
    const instant = Date.UTC(2026, 0, 5, 8, 0);
    expect(formatDateTime(instant, { locale: 'en-GB', timeZone: 'UTC' })).toBe('5 Jan 2026, 08:00');
    expect(formatDateTime(new Date(instant), { locale: 'en-GB', timeZone: 'UTC' })).toBe('5 Jan 2026, 08:00');
    expect(formatDateTime('2026-01-05T08:00:00Z', { locale: 'en-GB', timeZone: 'UTC' })).not.toContain('T');
  });

  it('shows a dash for nothing and unreadable text as it came', () => {
    for (const empty of [null, undefined, '', '   ']) expect(formatDateTime(empty)).toBe(NO_DATE);
    expect(formatDateTime('not a date')).toBe('not a date');
  });

  it("uses the browser's languages when no locale is given", () => {
    expect(staffLocale()?.[0]).toBe('en-US');
    expect(formatDateTime('2026-11-27T14:05:00Z', { timeZone: 'UTC' })).toBe('Nov 27, 2026, 02:05 PM');
  });
});

describe('formatDate', () => {
  it('keeps a calendar date on its own day whatever the time zone', () => {
    expect(formatDate('2026-12-01', { locale: 'en-GB', timeZone: 'America/Los_Angeles' })).toBe('1 Dec 2026');
    expect(formatDate('2026-12-01', { locale: 'es-ES' })).toBe('1 dic 2026');
  });

  it('gives the day an instant falls on in the zone', () => {
    expect(formatDate('2026-11-27T23:30:00.000Z', { locale: 'en-GB', timeZone: 'Europe/Berlin' })).toBe('28 Nov 2026');
    expect(formatDate(null)).toBe(NO_DATE);
  });
});

describe('<DateTimeField>', () => {
  it('renders the record field through the shared formatter, with a dash when empty', () => {
    render(
      <RecordContextProvider value={{ id: 1, created_at: '2026-11-27T14:05:00.000Z', paid_at: null, release_date: '2026-12-01' }}>
        <span data-testid="created">
          <DateTimeField source="created_at" />
        </span>
        <span data-testid="paid">
          <DateTimeField source="paid_at" />
        </span>
        <span data-testid="release">
          <DateTimeField source="release_date" dateOnly />
        </span>
      </RecordContextProvider>,
    );
    expect(screen.getByTestId('created').textContent).toBe('Nov 27, 2026, 02:05 PM');
    expect(screen.getByTestId('paid').textContent).toBe('—');
    expect(screen.getByTestId('release').textContent).toBe('Dec 1, 2026');
  });
});
