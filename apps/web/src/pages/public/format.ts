import { resolveLanguage } from '@soundpost/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates and counts in the reader's language. Dates are YYYY-MM-DD, read as calendar days (no time zone shift). */
export function useFormatters() {
  const { i18n } = useTranslation();
  const lng = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  return useMemo(() => {
    const dates = new Intl.DateTimeFormat(lng, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    const numbers = new Intl.NumberFormat(lng);
    return {
      date: (isoDay: string) => dates.format(new Date(`${isoDay}T00:00:00Z`)),
      number: (value: number) => numbers.format(value),
    };
  }, [lng]);
}
