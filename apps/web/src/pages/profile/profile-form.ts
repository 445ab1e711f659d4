import {
  type ArtistMeUser,
  type IdentityDocType,
  isBlank,
  KYC_MESSAGES,
  normaliseIso2,
  phoneFormatMessage,
  validateExpiryDate,
  validateIban,
  validateIso2,
  validateOptionalEmail,
  validatePhone,
  validatePostalCode,
  validateRequiredText,
  type ValidationResult,
} from '@soundpost/contracts';

/** Basic Information, in form order. */
export const BASIC_FIELDS = [
  'artist_name',
  'first_name',
  'last_name',
  'phone_number',
  'country',
  'country_code',
  'address',
  'city',
  'postal_code',
  'paypal_email',
  'iban',
  'company',
  'civil_status',
  'nif_cnpj',
] as const;

/** Identity & KYC, in form order. The form calls the document number doc_number. */
export const KYC_FIELDS = ['doc_type', 'doc_number', 'id_issuing_place', 'id_expiry_date', 'nationality', 'residence_permit_number'] as const;

export type BasicField = (typeof BASIC_FIELDS)[number];
export type KycField = (typeof KYC_FIELDS)[number];
export type ProfileField = BasicField | KycField;
export type BasicValues = Record<BasicField, string>;
export type KycValues = Record<Exclude<KycField, 'doc_type'>, string> & { doc_type: IdentityDocType };
export type ProfileErrors = Partial<Record<ProfileField, string>>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const optional = (value: string): string | null => (isBlank(value) ? null : value.trim());

export function basicFromProfile(user: ArtistMeUser): BasicValues {
  const values = {} as BasicValues;
  for (const field of BASIC_FIELDS) values[field] = text(user[field]);
  return values;
}

export function kycFromProfile(user: ArtistMeUser): KycValues {
  const docType: IdentityDocType = user.doc_type === 'id_card' || (!user.passport_number && user.id_card_number) ? 'id_card' : 'passport';
  return {
    doc_type: docType,
    doc_number: text(docType === 'id_card' ? user.id_card_number : user.passport_number),
    id_issuing_place: text(user.id_issuing_place),
    id_expiry_date: text(user.id_expiry_date).slice(0, 10),
    nationality: text(user.nationality),
    residence_permit_number: text(user.residence_permit_number),
  };
}

type Checker = <T>(field: ProfileField, result: ValidationResult<T>) => T | undefined;

function collector(errors: ProfileErrors): Checker {
  return (field, result) => {
    if (result.ok) return result.value;
    errors[field] = result.error;
    return undefined;
  };
}

export interface FormValidation {
  readonly errors: ProfileErrors;
  readonly payload: Record<string, unknown> | null;
}

/** PUT /artist/profile: every rule for the basic fields. */
export function validateBasic(values: BasicValues): FormValidation {
  const errors: ProfileErrors = {};
  const check = collector(errors);
  const artistName = check('artist_name', validateRequiredText(values.artist_name, KYC_MESSAGES.artistNameRequired));
  const firstName = check('first_name', validateRequiredText(values.first_name, KYC_MESSAGES.firstNameRequired));
  const lastName = check('last_name', validateRequiredText(values.last_name, KYC_MESSAGES.lastNameRequired));
  const phone = check('phone_number', validatePhone(values.phone_number, { required: KYC_MESSAGES.phoneRequired, invalid: phoneFormatMessage() }));
  const country = check('country', validateRequiredText(values.country, KYC_MESSAGES.countryRequired));
  const countryCode = check(
    'country_code',
    validateIso2(normaliseIso2(values.country_code), { required: KYC_MESSAGES.iso2Required, invalid: KYC_MESSAGES.iso2Invalid }),
  );
  const address = check('address', validateRequiredText(values.address, KYC_MESSAGES.addressRequired));
  const city = check('city', validateRequiredText(values.city, KYC_MESSAGES.cityRequired));
  const postal = check('postal_code', validatePostalCode(values.postal_code));
  const paypal = check('paypal_email', validateOptionalEmail(values.paypal_email));
  const iban = check('iban', validateIban(values.iban, KYC_MESSAGES.ibanInvalid));
  if (Object.keys(errors).length > 0) return { errors, payload: null };
  return {
    errors,
    payload: {
      artist_name: artistName,
      first_name: firstName,
      last_name: lastName,
      phone_number: phone,
      country,
      country_code: countryCode,
      address,
      city,
      postal_code: postal ?? null,
      paypal_email: paypal ?? null,
      iban: iban ?? null,
      company: optional(values.company),
      civil_status: optional(values.civil_status),
      nif_cnpj: optional(values.nif_cnpj),
    },
  };
}

/** POST /artist/profile/kyc: document number, expiry in the future, nationality; plus the basic fields it carries. */
export function validateKyc(values: KycValues, basic: BasicValues, now: Date = new Date()): FormValidation {
  const errors: ProfileErrors = {};
  const check = collector(errors);
  const numberMessage = values.doc_type === 'passport' ? KYC_MESSAGES.passportNumberRequired : KYC_MESSAGES.idCardNumberRequired;
  const docNumber = check('doc_number', validateRequiredText(values.doc_number, numberMessage));
  const expiry = check(
    'id_expiry_date',
    validateExpiryDate(values.id_expiry_date, now, { required: KYC_MESSAGES.expiryDateRequiredSentence }),
  );
  const nationality = check('nationality', validateRequiredText(values.nationality, KYC_MESSAGES.nationalityRequired));
  if (Object.keys(errors).length > 0) return { errors, payload: null };

  const phone = validatePhone(basic.phone_number);
  const postal = validatePostalCode(basic.postal_code);
  return {
    errors,
    payload: {
      doc_type: values.doc_type,
      [values.doc_type === 'passport' ? 'passport_number' : 'id_card_number']: docNumber,
      id_issuing_place: optional(values.id_issuing_place),
      id_expiry_date: expiry,
      nationality,
      residence_permit_number: optional(values.residence_permit_number),
      country: optional(basic.country),
      address: optional(basic.address),
      city: optional(basic.city),
      postal_code: postal.ok ? postal.value : optional(basic.postal_code),
      phone_number: phone.ok ? phone.value : optional(basic.phone_number),
      artist_name: optional(basic.artist_name),
    },
  };
}

/** A server error field mapped onto the form. */
export function profileFieldOf(serverField: string): ProfileField | undefined {
  if (serverField === 'passport_number' || serverField === 'id_card_number') return 'doc_number';
  if (serverField === 'City') return 'city';
  const all: readonly string[] = [...BASIC_FIELDS, ...KYC_FIELDS];
  return all.includes(serverField) ? (serverField as ProfileField) : undefined;
}
