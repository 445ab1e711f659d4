import { checkTin, ISO_COUNTRY_CODES, tinDigits, TAX_MESSAGES, US_STATE_CODES, type TaxAddress, type TaxTinType } from '@soundpost/contracts';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/client';
import { describedBy, Field } from '../../components/forms';
import { useCountryOptions } from '../../components/countries';
import { maskTinInput } from './tax-format';
import { useTaxMessage } from './tax-messages';

/**
 * The tax forms keep every value as text under the API's own field path ("address.line1", "treaty_claim.rate_bp"),
 * so a 422's per-field messages land on the field that caused them without a mapping table.
 */
export type Values = Readonly<Record<string, string>>;
export type Errors = Readonly<Record<string, string>>;

interface Kit {
  readonly values: Values;
  readonly errors: Errors;
  readonly set: (path: string, value: string) => void;
}

const KitContext = createContext<Kit | null>(null);

export function useKit(): Kit {
  const kit = useContext(KitContext);
  if (!kit) throw new Error('tax fields outside a tax form');
  return kit;
}

export function useTaxFormState(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  // An edited field's error goes at once; new ones come with the next submit (or the field's own live check).
  const set = (path: string, value: string) => {
    setValues((current) => ({ ...current, [path]: value }));
    setErrors((current) => {
      if (!(path in current)) return current;
      const next = { ...current };
      delete next[path];
      return next;
    });
  };
  return { values, errors, setErrors, set, kit: { values, errors, set } satisfies Kit };
}

export function KitProvider({ kit, children }: { readonly kit: Kit; readonly children: ReactNode }) {
  return <KitContext.Provider value={kit}>{children}</KitContext.Provider>;
}

export const fieldId = (path: string) => `tax-${path.replace(/\./g, '-')}`;

/** The first message of each field of a 422, by the API's path. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  return Object.fromEntries(Object.entries(error.errors).map(([path, list]) => [path, list[0] ?? '']));
}

export const text = (values: Values, path: string) => (values[path] ?? '').trim();
export const orNull = (values: Values, path: string) => text(values, path) || null;
export const isOn = (values: Values, path: string) => values[path] === 'true';

interface TextProps {
  readonly path: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly optional?: boolean;
  readonly type?: 'text' | 'date';
  readonly autoComplete?: string;
  readonly maxLength?: number;
  /** A date input's latest day (YYYY-MM-DD). */
  readonly max?: string;
}

export function TextInput({ path, label, hint, optional, type = 'text', autoComplete, maxLength, max }: TextProps) {
  const { values, errors, set } = useKit();
  const m = useTaxMessage();
  const id = fieldId(path);
  const error = errors[path] ? m(errors[path]) : undefined;
  return (
    <Field id={id} label={label} hint={hint} optional={optional} error={error} errorTestId={`${id}-error`}>
      <input
        id={id}
        className="input"
        type={type}
        value={values[path] ?? ''}
        autoComplete={autoComplete}
        maxLength={maxLength}
        max={max}
        onChange={(event) => set(path, event.target.value)}
        data-testid={id}
        {...describedBy(id, error, hint ? `${id}-hint` : undefined)}
      />
    </Field>
  );
}

interface SelectProps {
  readonly path: string;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly placeholder: string;
  readonly disabled?: boolean;
}

export function SelectInput({ path, label, hint, options, placeholder, disabled }: SelectProps) {
  const { values, errors, set } = useKit();
  const m = useTaxMessage();
  const id = fieldId(path);
  const error = errors[path] ? m(errors[path]) : undefined;
  return (
    <Field id={id} label={label} hint={hint} error={error} errorTestId={`${id}-error`}>
      <select
        id={id}
        className="input"
        value={values[path] ?? ''}
        disabled={disabled}
        onChange={(event) => set(path, event.target.value)}
        data-testid={id}
        {...describedBy(id, error, hint ? `${id}-hint` : undefined)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** Countries by ISO 3166 code (what the tax API takes), named in the page's language. */
export function CountryInput({ path, label, hint, exclude, disabled }: { readonly path: string; readonly label: ReactNode; readonly hint?: ReactNode; readonly exclude?: string; readonly disabled?: boolean }) {
  const { t } = useTranslation();
  const options = useCountryOptions(ISO_COUNTRY_CODES);
  return (
    <SelectInput
      path={path}
      label={label}
      hint={hint}
      disabled={disabled}
      placeholder={t('tax.chooseCountry')}
      options={options.filter((o) => o.code !== exclude).map((o) => ({ value: o.code, label: o.label }))}
    />
  );
}

export function CheckInput({ path, label }: { readonly path: string; readonly label: ReactNode }) {
  const { values, errors, set } = useKit();
  const m = useTaxMessage();
  const id = fieldId(path);
  const error = errors[path] ? m(errors[path]) : undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="check" htmlFor={id}>
        <input id={id} type="checkbox" checked={values[path] === 'true'} onChange={(event) => set(path, event.target.checked ? 'true' : '')} data-testid={id} {...describedBy(id, error)} />
        <span>{label}</span>
      </label>
      {error && (
        <p className="field__error" id={`${id}-error`} data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The TIN's own check while typing: a complete number is checked at once, a short one once the field is left. */
export function tinLiveError(type: TaxTinType, value: string, left: boolean): string | null {
  if (value.trim() === '') return null;
  if (!tinDigits(value)) return left ? TAX_MESSAGES.tinDigits : null;
  return checkTin(type, value);
}

/** A US TIN, dashed as typed, hidden like a password unless the person shows it. */
export function TinInput({
  path,
  typePath,
  shape = 'ssn',
  label,
  hint,
  optional,
}: {
  readonly path: string;
  /** Where the form keeps the TIN type (W-9); without it the number is dashed as `shape` and only its length is checked here. */
  readonly typePath?: string;
  readonly shape?: TaxTinType;
  readonly label: ReactNode;
  readonly hint?: ReactNode;
  readonly optional?: boolean;
}) {
  const { t } = useTranslation();
  const { values, errors, set } = useKit();
  const m = useTaxMessage();
  const [left, setLeft] = useState(false);
  const [shown, setShown] = useState(false);
  const id = fieldId(path);
  const type: TaxTinType = typePath ? (values[typePath] === 'ein' ? 'ein' : 'ssn') : shape;
  const value = values[path] ?? '';
  const live = typePath ? tinLiveError(type, value, left) : value.trim() !== '' && left && !tinDigits(value) ? TAX_MESSAGES.tinDigits : null;
  const raw = errors[path] ?? live ?? undefined;
  const error = raw ? m(raw) : undefined;
  return (
    <Field id={id} label={label} hint={hint} optional={optional} error={error} errorTestId={`${id}-error`}>
      <div className="tax-tin">
        <input
          id={id}
          className="input tax-tin__input"
          type={shown ? 'text' : 'password'}
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder={type === 'ein' ? '12-3456789' : '123-45-6789'}
          value={value}
          onChange={(event) => {
            setLeft(false);
            set(path, maskTinInput(type, event.target.value));
          }}
          onBlur={() => setLeft(true)}
          data-testid={id}
          {...describedBy(id, error, hint ? `${id}-hint` : undefined)}
        />
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => setShown((s) => !s)} aria-pressed={shown} aria-controls={id} data-testid={`${id}-toggle`}>
          {t(shown ? 'tax.form.hideTin' : 'tax.form.showTin')}
        </button>
      </div>
    </Field>
  );
}

/** A postal address under `prefix` ("address", "residence_address", …). A US address asks a state and a ZIP code. */
export function AddressFields({ prefix, legend, us, exclude, hint }: { readonly prefix: string; readonly legend: string; readonly us?: boolean; readonly exclude?: string; readonly hint?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <fieldset className="tax-fieldset" data-testid={`${fieldId(prefix)}-fields`}>
      <legend className="form__legend">{legend}</legend>
      {hint && <p className="form__text tax-fieldset__hint">{hint}</p>}
      <TextInput path={`${prefix}.line1`} label={t('tax.address.line1')} autoComplete="address-line1" />
      <TextInput path={`${prefix}.line2`} label={t('tax.address.line2')} optional autoComplete="address-line2" />
      <div className="form__grid">
        <TextInput path={`${prefix}.city`} label={t('tax.address.city')} autoComplete="address-level2" />
        {us ? (
          <SelectInput path={`${prefix}.region`} label={t('tax.address.state')} placeholder={t('tax.address.chooseState')} options={US_STATE_CODES.map((code) => ({ value: code, label: code }))} />
        ) : (
          <TextInput path={`${prefix}.region`} label={t('tax.address.region')} optional autoComplete="address-level1" />
        )}
        <TextInput path={`${prefix}.postal_code`} label={t(us ? 'tax.address.zip' : 'tax.address.postalCode')} optional={!us} autoComplete="postal-code" />
        <CountryInput path={`${prefix}.country`} label={t('tax.address.country')} exclude={exclude} disabled={us} />
      </div>
    </fieldset>
  );
}

export function addressOf(values: Values, prefix: string): TaxAddress {
  return {
    line1: text(values, `${prefix}.line1`),
    line2: orNull(values, `${prefix}.line2`),
    city: text(values, `${prefix}.city`),
    region: orNull(values, `${prefix}.region`),
    postal_code: orNull(values, `${prefix}.postal_code`),
    country: text(values, `${prefix}.country`),
  };
}

/** The treaty claim of a W-8: country (the residence), article and rate, with what a claim means. */
export function TreatyFields() {
  const { t } = useTranslation();
  const { values } = useKit();
  const claimed = isOn(values, 'treaty_claim.claimed');
  return (
    <fieldset className="tax-fieldset" data-testid="tax-treaty">
      <legend className="form__legend">{t('tax.treaty.title')}</legend>
      <p className="form__text" data-testid="tax-treaty-explain">
        {t('tax.treaty.explain')}
      </p>
      <CheckInput path="treaty_claim.claimed" label={t('tax.treaty.claim')} />
      {claimed && (
        <>
          <CountryInput path="treaty_claim.country" label={t('tax.treaty.country')} hint={t('tax.treaty.countryHint')} exclude="US" />
          <div className="form__grid">
            <TextInput path="treaty_claim.article" label={t('tax.treaty.article')} hint={t('tax.treaty.articleHint')} maxLength={40} />
            <TextInput path="treaty_claim.rate_bp" label={t('tax.treaty.rate')} />
          </div>
          <p className="form__text tax-note" data-testid="tax-treaty-rate-note">
            {t('tax.treaty.rateNote')}
          </p>
        </>
      )}
    </fieldset>
  );
}

/** The IRS certification (in English, as published) with a translated summary, the checkbox and the typed signature. */
export function CertificationFields({ lines, explainKey, signerHint }: { readonly lines: readonly string[]; readonly explainKey: string; readonly signerHint?: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className="tax-fieldset" data-testid="tax-certification-block">
      <legend className="form__legend">{t('tax.form.certificationTitle')}</legend>
      <p className="form__text">{t(explainKey)}</p>
      <p className="form__text tax-note">{t('tax.form.certificationLanguage')}</p>
      <div className="tax-legal" lang="en" data-testid="tax-certification-text">
        {lines.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <CheckInput path="certification" label={t('tax.form.certify')} />
      <TextInput path="signature" label={t('tax.form.signature')} hint={signerHint ?? t('tax.form.signatureHint')} autoComplete="off" />
    </fieldset>
  );
}

/** One choice among a few, as radio buttons under a legend. */
export function RadioInput({
  path,
  legend,
  hint,
  options,
  onPick,
}: {
  readonly path: string;
  readonly legend: ReactNode;
  readonly hint?: ReactNode;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** Instead of a plain set (a change that must touch other values too). */
  readonly onPick?: (value: string) => void;
}) {
  const { values, errors, set } = useKit();
  const m = useTaxMessage();
  const id = fieldId(path);
  const error = errors[path] ? m(errors[path]) : undefined;
  return (
    <fieldset className={`field tax-radios${error ? ' field--invalid' : ''}`} data-testid={id} aria-describedby={[error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined}>
      <legend className="field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="check tax-radios__option">
          <input
            type="radio"
            name={id}
            value={option.value}
            checked={values[path] === option.value}
            onChange={() => (onPick ? onPick(option.value) : set(path, option.value))}
            data-testid={`${id}-${option.value}`}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {hint && !error && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`} data-testid={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
