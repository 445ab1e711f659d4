import { addMonths, currentMonth } from '@soundpost/contracts';
import { useTranslation } from 'react-i18next';
import { describedBy, Field } from '../../components/forms';

export const MONTH_PRESETS = [3, 6, 12] as const;
export type MonthPreset = (typeof MONTH_PRESETS)[number];

export interface MonthPeriod {
  /** The preset chosen, or null while the period is two months of the visitor's choice. */
  preset: MonthPreset | null;
  from: string;
  to: string;
}

/** The last `months` months, this one included. */
export function presetPeriod(months: MonthPreset, now: Date = new Date()): MonthPeriod {
  const to = currentMonth(now);
  return { preset: months, from: addMonths(to, -(months - 1)), to };
}

interface Props {
  readonly period: MonthPeriod;
  readonly onChange: (period: MonthPeriod) => void;
  readonly errors?: { from?: string; to?: string };
}

/**
 * Months, not days: statements are per month. The statistics' PeriodPicker takes day presets and date inputs, so this
 * keeps its layout (toggle buttons, then two bounds) with `<input type="month">`, which gives YYYY-MM as the API takes.
 */
export function MonthPeriodPicker({ period, onChange, errors = {} }: Props) {
  const { t } = useTranslation();
  const bound = (key: 'from' | 'to') => (value: string) => onChange({ ...period, preset: null, [key]: value });
  return (
    <div className="label-period" role="group" aria-label={t('labelReports.period')}>
      <div className="label-period__tabs">
        {MONTH_PRESETS.map((months) => {
          const active = period.preset === months;
          return (
            <button
              key={months}
              type="button"
              aria-pressed={active}
              className={`btn btn--ghost btn--sm${active ? ' is-active' : ''}`}
              onClick={() => onChange(presetPeriod(months))}
              data-testid={`label-period-${months}`}
            >
              {t(`labelReports.presets.${months}`)}
            </button>
          );
        })}
      </div>
      <div className="label-period__custom">
        {(['from', 'to'] as const).map((key) => (
          <Field key={key} id={`label-period-${key}`} label={t(`labelReports.${key}`)} error={errors[key]} errorTestId={`label-period-${key}-error`}>
            <input
              id={`label-period-${key}`}
              className="input"
              type="month"
              value={period[key]}
              onChange={(e) => bound(key)(e.target.value)}
              {...describedBy(`label-period-${key}`, errors[key])}
              data-testid={`label-period-${key}`}
            />
          </Field>
        ))}
      </div>
    </div>
  );
}
