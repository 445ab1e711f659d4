import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNUP_COUNTRY_CODES, useCountryOptions } from './countries';

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>;

interface CountrySelectProps extends SelectProps {
  readonly value: string;
  /** The English country name and its ISO2 code ('' for none). */
  readonly onChange: (name: string, code: string) => void;
  readonly codes?: readonly string[];
  readonly placeholder: string;
}

/**
 * A country picker whose value is the English name (what the API stores). A stored value that is not in the list
 * stays selectable so an existing profile is never changed silently.
 */
export function CountrySelect({ value, onChange, codes = SIGNUP_COUNTRY_CODES, placeholder, className, ...rest }: CountrySelectProps) {
  const options = useCountryOptions(codes);
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <select
      {...rest}
      className={className ?? 'input'}
      value={value}
      onChange={(event) => {
        const option = options.find((o) => o.value === event.target.value);
        onChange(event.target.value, option?.code ?? '');
      }}
    >
      <option value="">{placeholder}</option>
      {!known && <option value={value}>{value}</option>}
      {options.map((option) => (
        <option key={option.code} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export const CIVIL_STATUSES = ['single', 'married', 'civil_partnership', 'divorced', 'widowed'] as const;

/** Optional civil status (sent as null when not chosen). */
export function CivilStatusSelect({
  value,
  onChange,
  ...rest
}: SelectProps & { readonly value: string; readonly onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const known = value === '' || (CIVIL_STATUSES as readonly string[]).includes(value);
  return (
    <select {...rest} className="input" value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t('identity.civilStatusNone')}</option>
      {!known && <option value={value}>{value}</option>}
      {CIVIL_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`identity.civilStatuses.${status}`)}
        </option>
      ))}
    </select>
  );
}
