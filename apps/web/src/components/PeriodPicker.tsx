/** Where the picker's parts take their layout from: each page keeps its own CSS. */
export interface PeriodPickerClasses {
  root: string;
  tabs: string;
  custom: string;
}

export interface PeriodPickerProps<Days extends number> {
  /** Preset lengths in days, in order. */
  presets: readonly Days[];
  /** The preset chosen, or null while the period is custom. */
  activeDays: Days | null;
  from: string;
  to: string;
  onPreset: (days: Days) => void;
  onBound: (key: 'from' | 'to', value: string) => void;
  /** Ids and test ids: `${prefix}-range-7`, `${prefix}-from`, `${prefix}-to`. */
  prefix: string;
  classes: PeriodPickerClasses;
  labels: { group: string; preset: (days: Days) => string; from: string; to: string };
}

/** The period of a statistics screen: preset lengths as toggle buttons, or two dates. */
export function PeriodPicker<Days extends number>({ presets, activeDays, from, to, onPreset, onBound, prefix, classes, labels }: PeriodPickerProps<Days>) {
  return (
    <div className={classes.root} role="group" aria-label={labels.group}>
      <div className={classes.tabs}>
        {presets.map((d) => {
          const active = activeDays === d;
          return (
            <button
              key={d}
              type="button"
              aria-pressed={active}
              className={`btn btn--ghost btn--sm${active ? ' is-active' : ''}`}
              onClick={() => onPreset(d)}
              data-testid={`${prefix}-range-${d}`}
            >
              {labels.preset(d)}
            </button>
          );
        })}
      </div>
      <div className={classes.custom}>
        <div className="field">
          <label className="field__label" htmlFor={`${prefix}-from`}>
            {labels.from}
          </label>
          <input id={`${prefix}-from`} className="input" type="date" value={from} max={to} onChange={(e) => onBound('from', e.target.value)} data-testid={`${prefix}-from`} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${prefix}-to`}>
            {labels.to}
          </label>
          <input id={`${prefix}-to`} className="input" type="date" value={to} min={from} onChange={(e) => onBound('to', e.target.value)} data-testid={`${prefix}-to`} />
        </div>
      </div>
    </div>
  );
}
