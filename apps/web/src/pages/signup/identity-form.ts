import {
  type ArtistMeUser,
  type IdentityDocType,
  isBlank,
  KYC_MESSAGES,
  normaliseIban,
  normaliseIso2,
  validateExpiryDate,
  validateIban,
  validateIso2,
  validateOptionalEmail,
  validatePhone,
  validatePostalCode,
  validateRequiredText,
  type ValidationResult,
} from '@soundpost/contracts';

/** The sign-up identity step, in form order. */
export const IDENTITY_FIELDS = [
  'artist_name',
  'first_name',
  'last_name',
  'nationality',
  'doc_type',
  'doc_number',
  'id_issuing_place',
  'id_expiry_date',
  'country',
  'country_code',
  'address',
  'city',
  'postal_code',
  'phone_number',
  'civil_status',
  'nif_cnpj',
  'paypal_email',
  'iban',
  'company',
] as const;

export type IdentityField = (typeof IDENTITY_FIELDS)[number];
export type IdentityValues = Record<IdentityField, string> & { doc_type: IdentityDocType };
export type IdentityErrors = Partial<Record<IdentityField, string>>;

export const EMPTY_IDENTITY: IdentityValues = {
  artist_name: '',
  first_name: '',
  last_name: '',
  nationality: '',
  doc_type: 'passport',
  doc_number: '',
  id_issuing_place: '',
  id_expiry_date: '',
  country: '',
  country_code: '',
  address: '',
  city: '',
  postal_code: '',
  phone_number: '',
  civil_status: '',
  nif_cnpj: '',
  paypal_email: '',
  iban: '',
  company: '',
};

const text = (value: string | null | undefined) => (typeof value === 'string' ? value : '');

/** Prefills the form from GET /artist/me (continuing a verification). */
export function identityFromProfile(user: ArtistMeUser | null): IdentityValues {
  if (!user) return EMPTY_IDENTITY;
  const docType: IdentityDocType = user.doc_type === 'id_card' || (!user.passport_number && user.id_card_number) ? 'id_card' : 'passport';
  return {
    ...EMPTY_IDENTITY,
    artist_name: text(user.artist_name),
    first_name: text(user.first_name),
    last_name: text(user.last_name),
    nationality: text(user.nationality),
    doc_type: docType,
    doc_number: text(docType === 'id_card' ? user.id_card_number : user.passport_number),
    id_issuing_place: text(user.id_issuing_place),
    id_expiry_date: text(user.id_expiry_date).slice(0, 10),
    country: text(user.country),
    country_code: text(user.country_code),
    address: text(user.address),
    city: text(user.city),
    postal_code: text(user.postal_code),
    phone_number: text(user.phone_number),
    civil_status: text(user.civil_status),
    nif_cnpj: text(user.nif_cnpj),
    paypal_email: text(user.paypal_email),
    iban: text(user.iban),
    company: text(user.company),
  };
}

/** Whether the identity details were already saved (continuing a verification goes straight to the document). */
export function identityComplete(user: ArtistMeUser | null): boolean {
  return Boolean(user?.nationality && user.id_expiry_date && (user.passport_number || user.id_card_number));
}

const optional = (value: string): string | null => (isBlank(value) ? null : value.trim());

export interface IdentityValidation {
  readonly errors: IdentityErrors;
  /** The POST /auth/kyc body, when there is no error. */
  readonly payload: Record<string, unknown> | null;
}

/** Every rule for the identity step; `now` pins "today" for the expiry rule. */
export function validateIdentity(values: IdentityValues, now: Date = new Date()): IdentityValidation {
  const errors: IdentityErrors = {};
  const check = <T>(field: IdentityField, result: ValidationResult<T>): T | undefined => {
    if (result.ok) return result.value;
    errors[field] = result.error;
    return undefined;
  };
  const required = (field: IdentityField, message: string) => check(field, validateRequiredText(values[field], message));

  const artistName = required('artist_name', KYC_MESSAGES.artistNameRequired);
  const firstName = required('first_name', KYC_MESSAGES.firstNameRequired);
  const lastName = required('last_name', KYC_MESSAGES.lastNameRequired);
  const nationality = required('nationality', KYC_MESSAGES.nationalitySelect);
  const docNumber = required('doc_number', KYC_MESSAGES.documentNumberRequired);
  const expiry = check('id_expiry_date', validateExpiryDate(values.id_expiry_date, now));
  const country = required('country', KYC_MESSAGES.countrySelect);
  const countryCode = check('country_code', validateIso2(values.country_code));
  const address = required('address', KYC_MESSAGES.addressRequired);
  const city = required('city', KYC_MESSAGES.cityRequired);
  const postalCode = check('postal_code', validatePostalCode(values.postal_code));
  const phone = check('phone_number', validatePhone(values.phone_number));
  const paypal = check('paypal_email', validateOptionalEmail(values.paypal_email));
  const iban = check('iban', validateIban(values.iban));

  if (Object.keys(errors).length > 0) return { errors, payload: null };

  const numberKey = values.doc_type === 'id_card' ? 'id_card_number' : 'passport_number';
  return {
    errors,
    payload: {
      artist_name: artistName,
      first_name: firstName,
      last_name: lastName,
      nationality,
      [numberKey]: docNumber,
      id_issuing_place: optional(values.id_issuing_place),
      id_expiry_date: expiry,
      country,
      country_code: countryCode,
      address,
      City: city,
      postal_code: postalCode ?? null,
      phone_number: phone,
      civil_status: optional(values.civil_status),
      nif_cnpj: optional(values.nif_cnpj),
      paypal_email: paypal ?? null,
      iban: iban ?? null,
      company: optional(values.company),
    },
  };
}

/** Server field names of POST /auth/kyc errors mapped to the form's fields. */
export function identityFieldOf(serverField: string): IdentityField | undefined {
  if (serverField === 'City') return 'city';
  if (serverField === 'passport_number' || serverField === 'id_card_number') return 'doc_number';
  return (IDENTITY_FIELDS as readonly string[]).includes(serverField) ? (serverField as IdentityField) : undefined;
}

/** Typing rules: the ISO2 code is upper-cased, the IBAN shown in groups of 4. */
export function normaliseIdentityInput(field: IdentityField, value: string): string {
  if (field === 'country_code') return normaliseIso2(value).slice(0, 2);
  if (field === 'iban') return (normaliseIban(value).match(/.{1,4}/g) ?? []).join(' ');
  return value;
}
