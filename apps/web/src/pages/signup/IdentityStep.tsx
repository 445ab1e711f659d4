import { PHONE_EXAMPLE, todayIsoDate } from '@soundpost/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CivilStatusSelect, CountrySelect } from '../../components/CountrySelect';
import { withoutFixedErrors } from '../../components/form-errors';
import { describedBy, Field, scrollToFirstInvalid } from '../../components/forms';
import { useMessage } from '../../i18n/messages';
import {
  IDENTITY_FIELDS,
  normaliseIdentityInput,
  validateIdentity,
  type IdentityErrors,
  type IdentityField,
  type IdentityValues,
} from './identity-form';

const idOf = (field: string) => `kyc-${field}`;

interface IdentityStepProps {
  readonly initial: IdentityValues;
  readonly busy: boolean;
  readonly serverErrors: IdentityErrors;
  readonly onSubmit: (payload: Record<string, unknown>, values: IdentityValues) => void;
}

/** The identity (KYC) details of the sign-up. */
export function IdentityStep({ initial, busy, serverErrors, onSubmit }: IdentityStepProps) {
  const { t } = useTranslation();
  const m = useMessage();
  const [values, setValues] = useState<IdentityValues>(initial);
  const [errors, setErrors] = useState<IdentityErrors>({});
  const [prevServerErrors, setPrevServerErrors] = useState(serverErrors);
  if (prevServerErrors !== serverErrors) {
    // New server errors replace the client ones for the same fields.
    setPrevServerErrors(serverErrors);
    setErrors((current) => ({ ...current, ...serverErrors }));
  }

  const change = (next: IdentityValues) => {
    setValues(next);
    setErrors((current) => withoutFixedErrors(current, validateIdentity(next).errors));
  };
  const set = (field: IdentityField, value: string) => change({ ...values, [field]: normaliseIdentityInput(field, value) });
  const err = (field: IdentityField) => (errors[field] ? m(errors[field]) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateIdentity(values);
    setErrors(result.errors);
    if (result.payload) onSubmit(result.payload, values);
    else scrollToFirstInvalid(IDENTITY_FIELDS, result.errors, idOf);
  };

  const text = (field: IdentityField, label: string, opts: { optional?: boolean; autoComplete?: string; type?: string; hint?: ReactNode } = {}) => (
    <Field id={idOf(field)} label={label} error={err(field)} errorTestId={`kyc-${field}-error`} optional={opts.optional} hint={opts.hint}>
      <input
        id={idOf(field)}
        className="input"
        type={opts.type ?? 'text'}
        autoComplete={opts.autoComplete}
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        data-testid={`kyc-${field}`}
        {...describedBy(idOf(field), err(field), opts.hint ? `${idOf(field)}-hint` : undefined)}
      />
    </Field>
  );

  return (
    <form className="form form--wide" onSubmit={submit} noValidate data-testid="signup-identity-form">
      <h2 className="form__title">{t('signup.identity.title')}</h2>
      <p className="form__text">{t('signup.identity.text')}</p>

      <fieldset className="form__section">
        <legend className="form__legend">{t('identity.sections.personal')}</legend>
        <div className="form__grid">
          {text('artist_name', t('identity.artistName'), { autoComplete: 'nickname' })}
          <span className="form__spacer" aria-hidden="true" />
          {text('first_name', t('identity.firstName'), { autoComplete: 'given-name' })}
          {text('last_name', t('identity.lastName'), { autoComplete: 'family-name' })}
          <Field id={idOf('nationality')} label={t('identity.nationality')} error={err('nationality')} errorTestId="kyc-nationality-error">
            <CountrySelect
              id={idOf('nationality')}
              value={values.nationality}
              onChange={(name) => set('nationality', name)}
              placeholder={t('identity.nationalityPlaceholder')}
              data-testid="kyc-nationality"
              {...describedBy(idOf('nationality'), err('nationality'))}
            />
          </Field>
          <Field id={idOf('civil_status')} label={t('identity.civilStatus')} optional>
            <CivilStatusSelect id={idOf('civil_status')} value={values.civil_status} onChange={(v) => set('civil_status', v)} data-testid="kyc-civil_status" />
          </Field>
        </div>
      </fieldset>

      <fieldset className="form__section">
        <legend className="form__legend">{t('identity.sections.document')}</legend>
        <div className="segmented" role="radiogroup" aria-label={t('identity.docType')} data-testid="kyc-doc_type">
          {(['passport', 'id_card'] as const).map((type) => (
            <label key={type} className={`segmented__option${values.doc_type === type ? ' is-active' : ''}`}>
              <input
                type="radio"
                name="signup-doc-type"
                value={type}
                checked={values.doc_type === type}
                onChange={() => setValues((v) => ({ ...v, doc_type: type }))}
                data-testid={`kyc-doc_type-${type}`}
              />
              {t(type === 'passport' ? 'identity.passport' : 'identity.idCard')}
            </label>
          ))}
        </div>
        <div className="form__grid">
          {text('doc_number', t(values.doc_type === 'passport' ? 'identity.passportNumber' : 'identity.idCardNumber'))}
          {text('id_issuing_place', t('identity.issuingPlace'), { optional: true })}
          <Field id={idOf('id_expiry_date')} label={t('identity.expiryDate')} error={err('id_expiry_date')} errorTestId="kyc-id_expiry_date-error">
            <input
              id={idOf('id_expiry_date')}
              className="input"
              type="date"
              min={todayIsoDate()}
              value={values.id_expiry_date}
              onChange={(event) => set('id_expiry_date', event.target.value)}
              data-testid="kyc-id_expiry_date"
              {...describedBy(idOf('id_expiry_date'), err('id_expiry_date'))}
            />
          </Field>
        </div>
      </fieldset>

      <fieldset className="form__section">
        <legend className="form__legend">{t('identity.sections.address')}</legend>
        <div className="form__grid">
          <Field id={idOf('country')} label={t('identity.country')} error={err('country')} errorTestId="kyc-country-error">
            <CountrySelect
              id={idOf('country')}
              value={values.country}
              onChange={(name, code) => change({ ...values, country: name, country_code: code || values.country_code })}
              placeholder={t('identity.countryPlaceholder')}
              autoComplete="country-name"
              data-testid="kyc-country"
              {...describedBy(idOf('country'), err('country'))}
            />
          </Field>
          {text('country_code', t('identity.countryCode'))}
          {text('address', t('identity.address'), { autoComplete: 'street-address' })}
          {text('city', t('identity.city'), { autoComplete: 'address-level2' })}
          {text('postal_code', t('identity.postalCode'), { optional: true, autoComplete: 'postal-code' })}
          {text('phone_number', t('identity.phone'), {
            type: 'tel',
            autoComplete: 'tel',
            hint: t('identity.phoneHint', { example: PHONE_EXAMPLE }),
          })}
        </div>
      </fieldset>

      <fieldset className="form__section">
        <legend className="form__legend">{t('identity.sections.payout')}</legend>
        <div className="form__grid">
          {text('paypal_email', t('identity.paypalEmail'), { optional: true, type: 'email' })}
          {text('iban', t('identity.iban'), { optional: true })}
          {text('company', t('identity.company'), { optional: true, autoComplete: 'organization' })}
          {text('nif_cnpj', t('identity.nifCnpj'), { optional: true })}
        </div>
      </fieldset>

      <button type="submit" className="btn btn--primary btn--block" disabled={busy} data-testid="kyc-submit">
        {busy ? t('forms.working') : t('signup.identity.submit')}
      </button>
    </form>
  );
}
