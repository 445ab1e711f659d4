import {
  checkTin,
  signatureMatches,
  TAX_CHAPTER3_STATUSES,
  TAX_CHAPTER4_STATUSES,
  TAX_FEDERAL_CLASSIFICATIONS,
  TAX_MESSAGES,
  tinDigits,
  type TaxFormKind,
  type TaxFormRequest,
  type TaxFormResponse,
  type TaxProfileResponse,
  type TaxTinType,
  type TaxTreatyClaim,
} from '@soundpost/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/client';
import { submitTaxForm } from '../../api/tax';
import { Alert, scrollToFirstInvalid } from '../../components/forms';
import { W8BEN_CERTIFICATION, W8BENE_CERTIFICATION, W9_CERTIFICATION } from './certifications';
import {
  AddressFields,
  addressOf,
  apiFieldErrors,
  CertificationFields,
  CheckInput,
  CountryInput,
  fieldId,
  isOn,
  KitProvider,
  orNull,
  RadioInput,
  SelectInput,
  text,
  TextInput,
  TinInput,
  TreatyFields,
  useKit,
  useTaxFormState,
  type Errors,
  type Values,
} from './tax-fields';
import { maskTinInput, percentToBp } from './tax-format';
import { useTaxMessage } from './tax-messages';

/** Fields the page checks before sending (the server checks everything again and answers 422 per field). */
function clientErrors(values: Values, signer: string, t: (key: string) => string): Record<string, string> {
  const errors: Record<string, string> = {};
  if ('tin_type' in values) {
    const tin = checkTin(values['tin_type'] === 'ein' ? 'ein' : 'ssn', values['tin'] ?? '');
    if (tin) errors['tin'] = tin;
  }
  if (text(values, 'us_tin') && !tinDigits(text(values, 'us_tin'))) errors['us_tin'] = TAX_MESSAGES.tinDigits;
  if ('foreign_tin' in values && !isOn(values, 'no_foreign_tin') && !text(values, 'foreign_tin')) errors['foreign_tin'] = TAX_MESSAGES.foreignTinOrReason;
  if (isOn(values, 'no_foreign_tin') && !text(values, 'foreign_tin_missing_reason')) errors['foreign_tin_missing_reason'] = TAX_MESSAGES.foreignTinOrReason;
  if (isOn(values, 'treaty_claim.claimed')) {
    if (!text(values, 'treaty_claim.article')) errors['treaty_claim.article'] = TAX_MESSAGES.treatyArticleRequired;
    if (percentToBp(values['treaty_claim.rate_bp'] ?? '') === null) errors['treaty_claim.rate_bp'] = t('tax.treaty.rateInvalid');
  }
  if (!isOn(values, 'certification')) errors['certification'] = TAX_MESSAGES.certificationRequired;
  if (!text(values, 'signature')) errors['signature'] = TAX_MESSAGES.signatureRequired;
  else if (signer.trim() && !signatureMatches(values['signature'] ?? '', signer)) errors['signature'] = TAX_MESSAGES.signatureMismatch;
  return errors;
}

function treatyOf(values: Values): TaxTreatyClaim | null {
  if (!isOn(values, 'treaty_claim.claimed')) return null;
  return { country: text(values, 'treaty_claim.country'), article: text(values, 'treaty_claim.article'), rate_bp: percentToBp(values['treaty_claim.rate_bp'] ?? '') ?? -1, income_type: 'royalties' };
}

/** Every form's frame: the client checks, the POST (apiRequest asks the step-up code itself), the 422 at the fields. */
function FormFrame({
  kind,
  initial,
  signerPath,
  build,
  onSubmitted,
  onCancel,
  children,
}: {
  readonly kind: TaxFormKind;
  readonly initial: Values;
  readonly signerPath: string;
  readonly build: (values: Values) => TaxFormRequest;
  readonly onSubmitted: (form: TaxFormResponse) => void;
  readonly onCancel?: () => void;
  readonly children: ReactNode;
}) {
  const { t } = useTranslation();
  const m = useTaxMessage();
  const state = useTaxFormState(initial);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string[] | null>(null);

  const show = (errors: Errors) => {
    state.setErrors(errors);
    const order = Object.keys(errors);
    setTimeout(() => scrollToFirstInvalid(order, errors, fieldId), 0);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const found = clientErrors(state.values, state.values[signerPath] ?? '', t);
    if (Object.keys(found).length > 0) {
      show(found);
      setProblem([t('tax.form.fixFields')]);
      return;
    }
    setBusy(true);
    try {
      const form = await submitTaxForm(build(state.values));
      onSubmitted(form);
    } catch (error) {
      const fields = apiFieldErrors(error);
      // Messages for no field on screen ("form": the profile calls for another form) are said above the form.
      const elsewhere = Object.entries(fields)
        .filter(([path]) => !document.getElementById(fieldId(path)))
        .map(([, message]) => m(message));
      show(fields);
      setProblem(Object.keys(fields).length > 0 ? [t('tax.form.fixFields'), ...elsewhere] : [m(errorText(error, t('tax.form.failed')))]);
    } finally {
      setBusy(false);
    }
  };

  return (
    <KitProvider kit={state.kit}>
      <form className="card form tax-form" onSubmit={(e) => void submit(e)} noValidate data-testid={`tax-form-${kind}`} aria-labelledby="tax-form-title">
        <h2 className="form__title" id="tax-form-title">
          {t('tax.form.title', { form: t(`tax.forms.${kind}`) })}
        </h2>
        {problem && (
          <Alert tone="error" testId="tax-form-error">
            {problem.map((line) => (
              <p key={line} className="tax-form__problem">
                {line}
              </p>
            ))}
          </Alert>
        )}
        {children}
        <div className="tax-form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy} data-testid="tax-form-submit">
            {t(busy ? 'tax.form.submitting' : 'tax.form.submit')}
          </button>
          {onCancel && (
            <button type="button" className="btn btn--ghost" onClick={onCancel} data-testid="tax-form-cancel">
              {t('tax.form.cancel')}
            </button>
          )}
        </div>
      </form>
    </KitProvider>
  );
}

interface FormProps {
  readonly profile: TaxProfileResponse;
  readonly onSubmitted: (form: TaxFormResponse) => void;
  readonly onCancel?: () => void;
}

export function W9Form({ onSubmitted, onCancel }: FormProps) {
  const initial: Values = { legal_name: '', business_name: '', federal_tax_classification: '', tin_type: 'ssn', tin: '', 'address.country': 'US', certification: '', signature: '' };
  const build = (v: Values): TaxFormRequest => ({
    form: 'w9',
    legal_name: text(v, 'legal_name'),
    business_name: orNull(v, 'business_name'),
    federal_tax_classification: v['federal_tax_classification'] as never,
    tin_type: (v['tin_type'] === 'ein' ? 'ein' : 'ssn') satisfies TaxTinType,
    tin: text(v, 'tin'),
    address: addressOf(v, 'address'),
    certification: isOn(v, 'certification'),
    signature: v['signature'] ?? '',
  });
  return (
    <FormFrame kind="w9" initial={initial} signerPath="legal_name" build={build} onSubmitted={onSubmitted} onCancel={onCancel}>
      <W9Fields />
    </FormFrame>
  );
}

function W9Fields() {
  const { t } = useTranslation();
  const { values, set } = useKit();
  return (
    <>
      <TextInput path="legal_name" label={t('tax.w9.legalName')} hint={t('tax.w9.legalNameHint')} autoComplete="name" />
      <TextInput path="business_name" label={t('tax.w9.businessName')} optional autoComplete="organization" />
      <SelectInput
        path="federal_tax_classification"
        label={t('tax.w9.classification')}
        placeholder={t('tax.choose')}
        options={TAX_FEDERAL_CLASSIFICATIONS.map((value) => ({ value, label: t(`tax.w9.classifications.${value}`) }))}
      />
      <RadioInput
        path="tin_type"
        legend={t('tax.w9.tinType')}
        hint={t('tax.w9.tinTypeHint')}
        options={[
          { value: 'ssn', label: t('tax.w9.ssn') },
          { value: 'ein', label: t('tax.w9.ein') },
        ]}
        onPick={(type) => {
          set('tin_type', type);
          set('tin', maskTinInput(type === 'ein' ? 'ein' : 'ssn', values['tin'] ?? ''));
        }}
      />
      <TinInput path="tin" typePath="tin_type" label={t('tax.w9.tin')} hint={t('tax.w9.tinHint')} />
      <AddressFields prefix="address" legend={t('tax.w9.address')} us />
      <CertificationFields lines={W9_CERTIFICATION} explainKey="tax.form.certificationExplain.w9" />
    </>
  );
}

/** Shared by both W-8s: US TIN (optional), foreign TIN or the reason there is none. */
function ForeignTinFields({ usTinShape }: { readonly usTinShape: TaxTinType }) {
  const { t } = useTranslation();
  const { values } = useKit();
  const none = isOn(values, 'no_foreign_tin');
  return (
    <>
      <TinInput path="us_tin" shape={usTinShape} label={t(usTinShape === 'ein' ? 'tax.w8bene.usTin' : 'tax.w8ben.usTin')} optional />
      {!none && <TextInput path="foreign_tin" label={t('tax.w8ben.foreignTin')} maxLength={40} autoComplete="off" />}
      <CheckInput path="no_foreign_tin" label={t('tax.w8ben.noForeignTin')} />
      {none && <TextInput path="foreign_tin_missing_reason" label={t('tax.w8ben.noForeignTinReason')} maxLength={300} />}
    </>
  );
}

function MailingFields() {
  const { t } = useTranslation();
  const { values } = useKit();
  return (
    <>
      <CheckInput path="mailing_different" label={t('tax.w8ben.mailingDifferent')} />
      {isOn(values, 'mailing_different') && <AddressFields prefix="mailing_address" legend={t('tax.w8ben.mailing')} />}
    </>
  );
}

const w8Common = (v: Values) => ({
  mailing_address: isOn(v, 'mailing_different') ? addressOf(v, 'mailing_address') : null,
  us_tin: orNull(v, 'us_tin'),
  foreign_tin: isOn(v, 'no_foreign_tin') ? null : orNull(v, 'foreign_tin'),
  foreign_tin_missing_reason: isOn(v, 'no_foreign_tin') ? orNull(v, 'foreign_tin_missing_reason') : null,
  treaty_claim: treatyOf(v),
  certification: isOn(v, 'certification'),
  signature: v['signature'] ?? '',
});

const w8Initial = (profile: TaxProfileResponse): Values => ({
  'mailing_address.country': profile.tax_residence_country,
  us_tin: '',
  foreign_tin: '',
  no_foreign_tin: '',
  foreign_tin_missing_reason: '',
  'treaty_claim.claimed': '',
  'treaty_claim.country': profile.tax_residence_country,
  'treaty_claim.article': '',
  'treaty_claim.rate_bp': '',
  certification: '',
  signature: '',
});

export function W8benForm({ profile, onSubmitted, onCancel }: FormProps) {
  const { t } = useTranslation();
  const residence = profile.tax_residence_country === 'US' ? '' : profile.tax_residence_country;
  const initial: Values = { ...w8Initial(profile), name: '', citizenship_country: residence, 'residence_address.country': residence, date_of_birth: '' };
  const build = (v: Values): TaxFormRequest => ({
    form: 'w8ben',
    name: text(v, 'name'),
    citizenship_country: text(v, 'citizenship_country'),
    residence_address: addressOf(v, 'residence_address'),
    date_of_birth: text(v, 'date_of_birth'),
    ...w8Common(v),
  });
  return (
    <FormFrame kind="w8ben" initial={initial} signerPath="name" build={build} onSubmitted={onSubmitted} onCancel={onCancel}>
      <TextInput path="name" label={t('tax.w8ben.name')} hint={t('tax.w8ben.nameHint')} autoComplete="name" />
      <CountryInput path="citizenship_country" label={t('tax.w8ben.citizenship')} />
      <TextInput path="date_of_birth" type="date" label={t('tax.w8ben.dateOfBirth')} autoComplete="bday" max={new Date().toISOString().slice(0, 10)} />
      <AddressFields prefix="residence_address" legend={t('tax.w8ben.residence')} hint={t('tax.w8ben.residenceHint')} exclude="US" />
      <MailingFields />
      <ForeignTinFields usTinShape="ssn" />
      <TreatyFields />
      <CertificationFields lines={W8BEN_CERTIFICATION} explainKey="tax.form.certificationExplain.w8ben" />
    </FormFrame>
  );
}

export function W8beneForm({ profile, onSubmitted, onCancel }: FormProps) {
  const { t } = useTranslation();
  const residence = profile.tax_residence_country === 'US' ? '' : profile.tax_residence_country;
  const initial: Values = {
    ...w8Initial(profile),
    organisation_name: '',
    incorporation_country: residence,
    chapter3_status: '',
    chapter4_status: '',
    'address.country': residence,
    signer_name: '',
  };
  const build = (v: Values): TaxFormRequest => ({
    form: 'w8bene',
    organisation_name: text(v, 'organisation_name'),
    incorporation_country: text(v, 'incorporation_country'),
    chapter3_status: v['chapter3_status'] as never,
    chapter4_status: v['chapter4_status'] as never,
    address: addressOf(v, 'address'),
    signer_name: text(v, 'signer_name'),
    ...w8Common(v),
  });
  return (
    <FormFrame kind="w8bene" initial={initial} signerPath="signer_name" build={build} onSubmitted={onSubmitted} onCancel={onCancel}>
      <TextInput path="organisation_name" label={t('tax.w8bene.organisationName')} autoComplete="organization" />
      <CountryInput path="incorporation_country" label={t('tax.w8bene.incorporation')} exclude="US" />
      <SelectInput path="chapter3_status" label={t('tax.w8bene.chapter3')} placeholder={t('tax.choose')} options={TAX_CHAPTER3_STATUSES.map((value) => ({ value, label: t(`tax.w8bene.chapter3Statuses.${value}`) }))} />
      <SelectInput
        path="chapter4_status"
        label={t('tax.w8bene.chapter4')}
        hint={t('tax.w8bene.chapter4Hint')}
        placeholder={t('tax.choose')}
        options={TAX_CHAPTER4_STATUSES.map((value) => ({ value, label: t(`tax.w8bene.chapter4Statuses.${value}`) }))}
      />
      <AddressFields prefix="address" legend={t('tax.w8bene.address')} exclude="US" />
      <MailingFields />
      <ForeignTinFields usTinShape="ein" />
      <TreatyFields />
      <TextInput path="signer_name" label={t('tax.form.signerName')} autoComplete="name" />
      <CertificationFields lines={W8BENE_CERTIFICATION} explainKey="tax.form.certificationExplain.w8bene" />
    </FormFrame>
  );
}

export const TAX_FORM_COMPONENTS = { w9: W9Form, w8ben: W8benForm, w8bene: W8beneForm } as const;
