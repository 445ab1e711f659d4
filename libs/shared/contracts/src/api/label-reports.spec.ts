import {
  addMonths,
  currentMonth,
  LABEL_REPORT_MESSAGES as M,
  labelReportPeriod,
  monthsCovered,
  validateLabelReportFrom,
  validateLabelReportMonth,
} from './label-reports';

const NOW = new Date('2026-11-29T07:00:00Z');

describe('label report periods', () => {
  it('counts months across years, both ends included', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', -11)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(monthsCovered('2025-12', '2026-11')).toBe(12);
    expect(monthsCovered('2026-03', '2026-03')).toBe(1);
    expect(currentMonth(NOW)).toBe('2026-11');
  });

  it('defaults to the 12 months ending this month, or ending at the month asked for', () => {
    expect(labelReportPeriod({}, NOW)).toEqual({ from: '2025-12', to: '2026-11' });
    expect(labelReportPeriod({ from: '', to: '' }, NOW)).toEqual({ from: '2025-12', to: '2026-11' });
    expect(labelReportPeriod({ to: '2026-03' }, NOW)).toEqual({ from: '2025-04', to: '2026-03' });
    expect(labelReportPeriod({ from: '2026-05' }, NOW)).toEqual({ from: '2026-05', to: '2026-11' });
  });

  it('takes months only', () => {
    for (const bad of ['2026-13', '2026-00', '2026-1', '2026-01-01', 'March', '1999-12', 202601]) expect(validateLabelReportMonth(bad)).toEqual({ ok: false, error: M.monthInvalid });
    expect(validateLabelReportMonth('2026-01')).toEqual({ ok: true, value: '2026-01' });
    expect(validateLabelReportMonth(undefined)).toEqual({ ok: true, value: undefined });
  });

  it('refuses a start after the end, or a period over 36 months, on the start; a bad end is left to its own rule', () => {
    expect(validateLabelReportFrom('2026-05', { to: '2026-03' }, NOW)).toEqual({ ok: false, error: M.rangeInvalid });
    expect(validateLabelReportFrom('2023-03', { to: '2026-03' }, NOW)).toEqual({ ok: false, error: M.rangeInvalid });
    expect(validateLabelReportFrom('2023-04', { to: '2026-03' }, NOW)).toEqual({ ok: true, value: '2023-04' });
    expect(validateLabelReportFrom('2027-01', {}, NOW)).toEqual({ ok: false, error: M.rangeInvalid });
    expect(validateLabelReportFrom(undefined, { to: '2026-03' }, NOW)).toEqual({ ok: true, value: undefined });
    expect(validateLabelReportFrom('2026-05', { to: 'March' }, NOW)).toEqual({ ok: true, value: '2026-05' });
  });
});
