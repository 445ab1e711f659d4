import { formForProfile, TAX_ENTITY_TYPES, TAX_MESSAGES, type TaxEntityType, type TaxProfileResponse } from '@soundpost/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { saveTaxProfile } from '../../api/tax';
import { Alert } from '../../components/forms';
import { englishCountryName, useCountryOptions } from '../../components/countries';
import { apiFieldErrors, CountryInput, KitProvider, RadioInput, useTaxFormState } from './tax-fields';
import { useTaxMessage } from './tax-messages';

/** Step 1: residence, US person or not, individual or business; the answer picks the form of step 2. */
export function TaxProfileStep({ profile, onSaved }: { readonly profile: TaxProfileResponse | null; readonly onSaved: (profile: TaxProfileResponse) => void }) {
  const { t } = useTranslation();
  const m = useTaxMessage();
  const state = useTaxFormState({
    tax_residence_country: profile?.tax_residence_country ?? '',
    us_person: profile ? String(profile.us_person) : '',
    entity_type: profile?.entity_type ?? '',
  });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { values } = state;
  const chosen = values['us_person'] !== '' && values['entity_type'] !== '' ? formForProfile({ us_person: values['us_person'] === 'true', entity_type: values['entity_type'] as TaxEntityType }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const country = values['tax_residence_country'] ?? '';
    const usPerson = values['us_person'];
    const entity = TAX_ENTITY_TYPES.find((type) => type === values['entity_type']);
    const missing: Record<string, string> = {};
    if (!country) missing['tax_residence_country'] = TAX_MESSAGES.countryInvalid;
    if (usPerson !== 'true' && usPerson !== 'false') missing['us_person'] = TAX_MESSAGES.usPersonRequired;
    if (!entity) missing['entity_type'] = TAX_MESSAGES.entityTypeInvalid;
    if (!entity || Object.keys(missing).length > 0) {
      state.setErrors(missing);
      return;
    }
    setBusy(true);
    try {
      const saved = await saveTaxProfile({ tax_residence_country: country, us_person: usPerson === 'true', entity_type: entity });
      onSaved(saved);
    } catch (error) {
      const fields = apiFieldErrors(error);
      state.setErrors(fields);
      setProblem(Object.keys(fields).length > 0 ? t('tax.form.fixFields') : m(errorText(error, t('tax.profile.saveFailed'))));
    } finally {
      setBusy(false);
    }
  };

  return (
    <KitProvider kit={state.kit}>
      <form className="card form tax-profile" onSubmit={(e) => void submit(e)} noValidate data-testid="tax-profile-form" aria-labelledby="tax-profile-title">
        <h2 className="form__title" id="tax-profile-title">
          {t('tax.profile.title')}
        </h2>
        {problem && (
          <Alert tone="error" testId="tax-profile-error">
            {problem}
          </Alert>
        )}
        <CountryInput path="tax_residence_country" label={t('tax.profile.residence')} hint={t('tax.profile.residenceHint')} />
        <RadioInput
          path="us_person"
          legend={t('tax.profile.usPerson')}
          hint={t('tax.profile.usPersonHelp')}
          options={[
            { value: 'true', label: t('tax.yes') },
            { value: 'false', label: t('tax.no') },
          ]}
        />
        <RadioInput path="entity_type" legend={t('tax.profile.entity')} options={TAX_ENTITY_TYPES.map((value) => ({ value, label: t(`tax.profile.${value}`) }))} />
        {chosen && (
          <p className="tax-profile__form" data-testid="tax-profile-chosen" data-form={chosen}>
            <strong>{t(`tax.forms.${chosen}`)}</strong> · {t(`tax.profile.why.${chosen}`)}
          </p>
        )}
        <div className="tax-form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy} data-testid="tax-profile-submit">
            {t('tax.profile.continue')}
          </button>
        </div>
      </form>
    </KitProvider>
  );
}

/** The saved profile in one line, with a button to change it. */
export function TaxProfileSummary({ profile, onChange }: { readonly profile: TaxProfileResponse; readonly onChange?: () => void }) {
  const { t } = useTranslation();
  const options = useCountryOptions([profile.tax_residence_country]);
  const country = options[0]?.label ?? englishCountryName(profile.tax_residence_country);
  return (
    <div className="card tax-profile-summary" data-testid="tax-profile-summary">
      <p>
        {t('tax.profile.summary', {
          country,
          person: t(profile.us_person ? 'tax.profile.usPersonYes' : 'tax.profile.usPersonNo'),
          entity: t(`tax.profile.summaryEntity.${profile.entity_type}`),
        })}
      </p>
      {onChange && (
        <button type="button" className="btn btn--ghost btn--sm" onClick={onChange} data-testid="tax-profile-change">
          {t('tax.profile.change')}
        </button>
      )}
    </div>
  );
}
