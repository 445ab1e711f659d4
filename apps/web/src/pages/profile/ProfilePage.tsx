import {
  type ArtistMeUser,
  DOCUMENT_MESSAGES,
  formatIbanForDisplay,
  KYC_MESSAGES,
  normaliseIso2,
  PHONE_EXAMPLE,
  PROFILE_COUNTRIES,
  todayIsoDate,
  validateDocumentFile,
} from '@soundpost/contracts';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorText, isAbortError } from '../../api/client';
import { fetchArtistProfile, saveProfileKyc, updateProfile, documentLink, uploadProfileDocument } from '../../api/endpoints';
import { CivilStatusSelect, CountrySelect } from '../../components/CountrySelect';
import { DocumentPicker, DocumentStatusBadge } from '../../components/DocumentPicker';
import { withoutFixedErrors } from '../../components/form-errors';
import { Alert, describedBy, Field, scrollToFirstInvalid, type FormMessage } from '../../components/forms';
import { useMessage } from '../../i18n/messages';
import { useSession } from '../../session/use-session';
import { ChangePasswordForm } from './ChangePasswordForm';
import { CloseAccountSection } from './CloseAccountSection';
import { YourDataSection } from './YourDataSection';
import {
  BASIC_FIELDS,
  basicFromProfile,
  KYC_FIELDS,
  kycFromProfile,
  profileFieldOf,
  validateBasic,
  validateKyc,
  type BasicField,
  type BasicValues,
  type KycValues,
  type ProfileErrors,
  type ProfileField,
} from './profile-form';
import './profile.css';

const idOf = (field: string) => `profile-${field}`;

type Load = { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'loaded'; user: ArtistMeUser | null };

/** Server field errors of a 422, mapped onto the form fields. */
function serverFieldErrors(error: unknown): ProfileErrors {
  const out: ProfileErrors = {};
  if (!(error instanceof ApiRequestError)) return out;
  for (const [field, messages] of Object.entries(error.errors)) {
    const target = profileFieldOf(field);
    if (target && !out[target]) out[target] = messages[0];
  }
  return out;
}

/** /account/profile: Basic Information, Identity & KYC, Verification Document. */
export function ProfilePage() {
  const { t } = useTranslation();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const m = useMessage();

  useEffect(() => {
    const controller = new AbortController();
    fetchArtistProfile(controller.signal).then(
      (user) => setLoad({ kind: 'loaded', user }),
      (error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setLoad({ kind: 'error', text: errorText(error, KYC_MESSAGES.loadProfileFailed) });
      },
    );
    return () => controller.abort();
  }, []);

  return (
    <section className="page profile" data-testid="profile-page">
      <header className="page__header">
        <h1 className="page__title" data-testid="page-title">
          {t('pages.profile')}
        </h1>
        <p className="page__subtitle">{t('profile.subtitle')}</p>
      </header>
      {load.kind === 'loading' && (
        <p className="loading-text" role="status" data-testid="profile-loading">
          {m(KYC_MESSAGES.loadingProfile)}
        </p>
      )}
      {load.kind === 'error' && (
        <Alert tone="error" testId="profile-load-error">
          {m(load.text)}
        </Alert>
      )}
      {load.kind === 'loaded' && !load.user && (
        <Alert tone="error" testId="profile-no-user">
          {m(KYC_MESSAGES.noUserFound)}
        </Alert>
      )}
      {load.kind === 'loaded' && load.user && <ProfileForms user={load.user} />}
    </section>
  );
}

function ProfileForms({ user }: { readonly user: ArtistMeUser }) {
  const { t } = useTranslation();
  const m = useMessage();
  const session = useSession();
  const [basic, setBasic] = useState<BasicValues>(() => {
    const values = basicFromProfile(user);
    return { ...values, iban: values.iban ? formatIbanForDisplay(values.iban) : '' };
  });
  const [kyc, setKyc] = useState<KycValues>(() => kycFromProfile(user));
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [busy, setBusy] = useState<'basic' | 'kyc' | 'document' | null>(null);
  const [messages, setMessages] = useState<Partial<Record<'basic' | 'kyc' | 'document', FormMessage>>>({});
  const [documentStatus, setDocumentStatus] = useState(user.document_status ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [inputKey, setInputKey] = useState(0);

  const err = (field: ProfileField) => (errors[field] ? m(errors[field]) : undefined);
  const say = (form: 'basic' | 'kyc' | 'document', message: FormMessage | undefined) =>
    setMessages((current) => ({ ...current, [form]: message }));

  const changeBasic = (next: BasicValues) => {
    setBasic(next);
    setErrors((current) => withoutFixedErrors(current, validateBasic(next).errors, BASIC_FIELDS));
  };
  const changeKyc = (next: KycValues) => {
    setKyc(next);
    setErrors((current) => withoutFixedErrors(current, validateKyc(next, basic).errors, KYC_FIELDS));
  };

  const setBasicField = (field: BasicField, value: string) => {
    let next = value;
    if (field === 'country_code') next = normaliseIso2(value).slice(0, 2);
    if (field === 'iban') next = formatIbanForDisplay(value);
    changeBasic({ ...basic, [field]: next });
  };

  /** Replaces the errors of one form's fields and scrolls to the first invalid one. */
  const showErrors = (fields: readonly ProfileField[], found: ProfileErrors) => {
    setErrors((current) => {
      const next = { ...current };
      for (const field of fields) delete next[field];
      return { ...next, ...found };
    });
    scrollToFirstInvalid(fields, found, idOf);
  };

  const submitBasic = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateBasic(basic);
    showErrors(BASIC_FIELDS, result.errors);
    say('basic', undefined);
    if (!result.payload) return;
    setBusy('basic');
    try {
      const answer = await updateProfile(result.payload);
      say('basic', { tone: 'success', text: answer?.message || KYC_MESSAGES.profileUpdated });
      session.refreshProfile();
    } catch (error) {
      showErrors(BASIC_FIELDS, serverFieldErrors(error));
      say('basic', { tone: 'error', text: errorText(error, KYC_MESSAGES.updateFailed) });
    } finally {
      setBusy(null);
    }
  };

  const submitKyc = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateKyc(kyc, basic);
    showErrors(KYC_FIELDS, result.errors);
    say('kyc', undefined);
    if (!result.payload) return;
    setBusy('kyc');
    try {
      const answer = await saveProfileKyc(result.payload);
      say('kyc', { tone: 'success', text: answer?.message || KYC_MESSAGES.kycSaved });
    } catch (error) {
      const found = serverFieldErrors(error);
      // The KYC call also carries basic fields; their errors show where those fields are.
      showErrors([...KYC_FIELDS, ...BASIC_FIELDS.filter((f) => found[f])], found);
      say('kyc', { tone: 'error', text: errorText(error, KYC_MESSAGES.saveKycFailed) });
    } finally {
      setBusy(null);
    }
  };

  const chooseFile = (next: File | null) => {
    setFile(next);
    say('document', undefined);
    const result = next ? validateDocumentFile(next, { required: DOCUMENT_MESSAGES.chooseFileProfile }) : null;
    setFileError(result && !result.ok ? result.error : undefined);
  };

  const submitDocument = async (event: FormEvent) => {
    event.preventDefault();
    const result = validateDocumentFile(file, { required: DOCUMENT_MESSAGES.chooseFileProfile });
    if (!result.ok || !file) {
      setFileError(result.ok ? DOCUMENT_MESSAGES.chooseFileProfile : result.error);
      return;
    }
    setFileError(undefined);
    setBusy('document');
    try {
      const answer = await uploadProfileDocument(file);
      say('document', { tone: 'success', text: answer?.message || DOCUMENT_MESSAGES.uploaded });
      setDocumentStatus(answer?.document_status ?? 'pending');
      setFile(null);
      setInputKey((k) => k + 1);
    } catch (error) {
      say('document', { tone: 'error', text: errorText(error, DOCUMENT_MESSAGES.uploadFailed) });
    } finally {
      setBusy(null);
    }
  };

  const input = (
    field: BasicField,
    label: string,
    opts: { type?: string; autoComplete?: string; optional?: boolean; hint?: ReactNode } = {},
  ) => (
    <Field id={idOf(field)} label={label} error={err(field)} errorTestId={`profile-${field}-error`} optional={opts.optional} hint={opts.hint}>
      <input
        id={idOf(field)}
        className="input"
        type={opts.type ?? 'text'}
        autoComplete={opts.autoComplete}
        value={basic[field]}
        onChange={(event) => setBasicField(field, event.target.value)}
        data-testid={`profile-${field}`}
        {...describedBy(idOf(field), err(field), opts.hint ? `${idOf(field)}-hint` : undefined)}
      />
    </Field>
  );

  const kycInput = (field: 'doc_number' | 'id_issuing_place' | 'residence_permit_number', label: string, optional = false) => (
    <Field id={idOf(field)} label={label} error={err(field)} errorTestId={`profile-${field}-error`} optional={optional}>
      <input
        id={idOf(field)}
        className="input"
        value={kyc[field]}
        onChange={(event) => changeKyc({ ...kyc, [field]: event.target.value })}
        data-testid={`profile-${field}`}
        {...describedBy(idOf(field), err(field))}
      />
    </Field>
  );

  const alert = (form: 'basic' | 'kyc' | 'document') => {
    const message = messages[form];
    if (!message) return null;
    return (
      <Alert tone={message.tone} testId={`profile-${form}-${message.tone === 'error' ? 'error' : 'message'}`}>
        {m(message.text)}
      </Alert>
    );
  };

  const documentHref = documentLink(user);

  return (
    <div className="profile__forms">
      <form className="card form form--wide" onSubmit={(e) => void submitBasic(e)} noValidate data-testid="profile-basic-form">
        <h2 className="form__title">{t('profile.basicTitle')}</h2>
        <p className="form__text">
          {t('profile.emailLabel')}: <strong data-testid="profile-email">{user.email || '-'}</strong>
        </p>
        <div className="form__grid">
          {input('artist_name', t('identity.artistName'), { autoComplete: 'nickname' })}
          {input('company', t('identity.company'), { optional: true, autoComplete: 'organization' })}
          {input('first_name', t('identity.firstName'), { autoComplete: 'given-name' })}
          {input('last_name', t('identity.lastName'), { autoComplete: 'family-name' })}
          {input('phone_number', t('identity.phone'), { type: 'tel', autoComplete: 'tel', hint: t('identity.phoneHint', { example: PHONE_EXAMPLE }) })}
          <Field id={idOf('civil_status')} label={t('identity.civilStatus')} optional>
            <CivilStatusSelect id={idOf('civil_status')} value={basic.civil_status} onChange={(v) => setBasicField('civil_status', v)} data-testid="profile-civil_status" />
          </Field>
          <Field id={idOf('country')} label={t('identity.country')} error={err('country')} errorTestId="profile-country-error">
            <CountrySelect
              id={idOf('country')}
              codes={PROFILE_COUNTRIES}
              value={basic.country}
              onChange={(name, code) => changeBasic({ ...basic, country: name, country_code: code || basic.country_code })}
              placeholder={t('identity.countryPlaceholder')}
              data-testid="profile-country"
              {...describedBy(idOf('country'), err('country'))}
            />
          </Field>
          {input('country_code', t('identity.countryCode'))}
          {input('address', t('identity.address'), { autoComplete: 'street-address' })}
          {input('city', t('identity.city'), { autoComplete: 'address-level2' })}
          {input('postal_code', t('identity.postalCode'), { optional: true, autoComplete: 'postal-code' })}
          {input('nif_cnpj', t('identity.nifCnpj'), { optional: true })}
          {input('paypal_email', t('identity.paypalEmail'), { optional: true, type: 'email' })}
          {input('iban', t('identity.iban'), { optional: true })}
        </div>
        {alert('basic')}
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy !== null} data-testid="profile-basic-submit">
            {busy === 'basic' ? t('forms.saving') : t('profile.saveBasic')}
          </button>
        </div>
      </form>

      <form className="card form form--wide" onSubmit={(e) => void submitKyc(e)} noValidate data-testid="profile-kyc-form">
        <h2 className="form__title">{t('profile.kycTitle')}</h2>
        <div className="form__grid">
          <Field id={idOf('doc_type')} label={t('identity.docType')}>
            <select
              id={idOf('doc_type')}
              className="input"
              value={kyc.doc_type}
              // Changing the document type does not trigger validation.
              onChange={(event) => setKyc((v) => ({ ...v, doc_type: event.target.value === 'id_card' ? 'id_card' : 'passport' }))}
              data-testid="profile-doc_type"
            >
              <option value="passport">{t('identity.passport')}</option>
              <option value="id_card">{t('identity.idCard')}</option>
            </select>
          </Field>
          {kycInput('doc_number', t(kyc.doc_type === 'passport' ? 'identity.passportNumber' : 'identity.idCardNumber'))}
          {kycInput('id_issuing_place', t('identity.issuingPlace'), true)}
          <Field id={idOf('id_expiry_date')} label={t('identity.expiryDate')} error={err('id_expiry_date')} errorTestId="profile-id_expiry_date-error">
            <input
              id={idOf('id_expiry_date')}
              className="input"
              type="date"
              min={todayIsoDate()}
              value={kyc.id_expiry_date}
              onChange={(event) => changeKyc({ ...kyc, id_expiry_date: event.target.value })}
              data-testid="profile-id_expiry_date"
              {...describedBy(idOf('id_expiry_date'), err('id_expiry_date'))}
            />
          </Field>
          <Field id={idOf('nationality')} label={t('identity.nationality')} error={err('nationality')} errorTestId="profile-nationality-error">
            <CountrySelect
              id={idOf('nationality')}
              value={kyc.nationality}
              onChange={(name) => changeKyc({ ...kyc, nationality: name })}
              placeholder={t('identity.nationalityPlaceholder')}
              data-testid="profile-nationality"
              {...describedBy(idOf('nationality'), err('nationality'))}
            />
          </Field>
          {kycInput('residence_permit_number', t('identity.residencePermit'), true)}
        </div>
        {alert('kyc')}
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy !== null} data-testid="profile-kyc-submit">
            {busy === 'kyc' ? t('forms.saving') : t('profile.saveKyc')}
          </button>
        </div>
      </form>

      <form className="card form form--wide" onSubmit={(e) => void submitDocument(e)} noValidate data-testid="profile-document-form">
        <h2 className="form__title">{t('profile.documentTitle')}</h2>
        <dl className="facts">
          <div className="facts__row">
            <dt>{t('verification.status')}</dt>
            <dd>
              <DocumentStatusBadge status={documentStatus} testId="profile-document-status" />
            </dd>
          </div>
          {documentHref && (
            <div className="facts__row">
              <dt>{t('verification.currentDocument')}</dt>
              <dd>
                <a href={documentHref} target="_blank" rel="noopener noreferrer" data-testid="profile-document-view">
                  {t('verification.viewDocument')}
                </a>
              </dd>
            </div>
          )}
        </dl>
        <Field id="profile-document" label={t('profile.documentLabel')} error={fileError && m(fileError)} errorTestId="profile-document-file-error">
          <DocumentPicker key={inputKey} id="profile-document" file={file} onChange={chooseFile} error={fileError} testId="profile-document-input" disabled={busy !== null} />
        </Field>
        {alert('document')}
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={busy !== null} data-testid="profile-document-submit">
            {busy === 'document' ? t('forms.uploading') : t('profile.uploadDocument')}
          </button>
        </div>
      </form>

      <ChangePasswordForm />
      <YourDataSection />
      <CloseAccountSection />
    </div>
  );
}
