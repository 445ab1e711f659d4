import type { TrendImportFormat } from '@soundpost/contracts';
import { formatDate } from '../common/date-time/date-time';

const counts = new Intl.NumberFormat('en-US');

/** Stream and line counts with thousands separators (the back office is English). */
export const formatCount = (value: unknown): string => counts.format(Number(value ?? 0) || 0);

export const FORMAT_LABELS: Record<TrendImportFormat, string> = { dsr: 'DSR', csv: 'CSV' };

export const formatLabel = (format: unknown): string => FORMAT_LABELS[format as TrendImportFormat] ?? String(format ?? '');

/** First to last day of a report; one day once. */
export const formatDays = (first: unknown, last: unknown): string => {
  if (!first && !last) return '—';
  if (!last || first === last) return formatDate(first);
  return `${formatDate(first)} – ${formatDate(last)}`;
};
