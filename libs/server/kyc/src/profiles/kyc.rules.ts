import {
  ADMIN_ARTIST_MESSAGES,
  ADMIN_MESSAGES,
  DocumentStatus,
  IdentityDocType,
  invalid,
  isBlank,
  isDocumentStatus,
  isIdentityDocType,
  KYC_MESSAGES,
  KYC_SERVER_MESSAGES,
  maxLengthMessage,
  normaliseIso2,
  valid,
  validateEmail,
  validateExpiryDate,
  validateIban,
  validateIso2,
  validateOptionalEmail,
  validatePhone,
  validatePostalCode,
  validateRequiredText,
  ValidationResult,
} from '@soundpost/contracts';
import type { FieldRule } from '@soundpost/server-core/http';


const chars = (s: string) => Array.from(s).length;

export const LIMITS = { name: 255, shortText: 50, country: 100, address: 500, docNumber: 64, comment: 1000, password: 1024 } as const;

export function requiredText(message: string, max: number = LIMITS.name): FieldRule<string> {
  return (value) => {
    const result = validateRequiredText(value, message);
    if (result.ok && chars(result.value) > max) return invalid(maxLengthMessage(max));
    return result;
  };
}

export function optionalText(max: number): FieldRule<string | null> {
  return (value) => {
    if (isBlank(value)) return valid(null);
    if (typeof value !== 'string') return invalid(KYC_SERVER_MESSAGES.invalidValue);
    const text = value.trim();
    return chars(text) > max ? invalid(maxLengthMessage(max)) : valid(text);
  };
}

function whenGiven<T>(rule: FieldRule<T>): FieldRule<T | undefined> {
  return (value, payload) => (isBlank(value) ? valid(undefined) : rule(value, payload));
}

const docType: FieldRule<IdentityDocType | null> = (value) => {
  if (isBlank(value)) return valid(null);
  return isIdentityDocType(value) ? valid(value) : invalid(KYC_SERVER_MESSAGES.docTypeInvalid);
};

function docNumber(kind: IdentityDocType, message: (payload: Record<string, unknown>) => string): FieldRule<string | null> {
  const other = kind === 'passport' ? 'id_card_number' : 'passport_number';
  return (value, payload) => {
    const chosen = isIdentityDocType(payload.doc_type) ? payload.doc_type : null;
    const missing = chosen ? chosen === kind && isBlank(value) : isBlank(value) && isBlank(payload[other]);
    if (missing) return invalid(message(payload));
    return optionalText(LIMITS.docNumber)(value, payload);
  };
}

export function chosenDocType(payload: { doc_type?: unknown; passport_number?: unknown }): IdentityDocType {
  if (isIdentityDocType(payload.doc_type)) return payload.doc_type;
  return isBlank(payload.passport_number) ? 'id_card' : 'passport';
}

const profileDocNumberMessage = (kind: IdentityDocType) => (payload: Record<string, unknown>) => {
  const chosen = isIdentityDocType(payload.doc_type) ? payload.doc_type : kind;
  return chosen === 'passport' ? KYC_MESSAGES.passportNumberRequired : KYC_MESSAGES.idCardNumberRequired;
};

const today = () => new Date();

export const ONBOARDING_KYC_RULES = {
  artist_name: requiredText(KYC_MESSAGES.artistNameRequired),
  first_name: requiredText(KYC_MESSAGES.firstNameRequired),
  last_name: requiredText(KYC_MESSAGES.lastNameRequired),
  nationality: requiredText(KYC_MESSAGES.nationalitySelect, LIMITS.country),
  doc_type: docType,
  id_card_number: docNumber('id_card', () => KYC_MESSAGES.documentNumberRequired),
  passport_number: docNumber('passport', () => KYC_MESSAGES.documentNumberRequired),
  id_issuing_place: optionalText(LIMITS.name),
  id_expiry_date: ((value) => validateExpiryDate(value, today())) as FieldRule<string>,
  country: requiredText(KYC_MESSAGES.countrySelect, LIMITS.country),
  country_code: ((value) => validateIso2(value)) as FieldRule<string>,
  address: requiredText(KYC_MESSAGES.addressRequired, LIMITS.address),
  city: requiredText(KYC_MESSAGES.cityRequired),
  postal_code: ((value) => validatePostalCode(value)) as FieldRule<string | null>,
  phone_number: ((value) => validatePhone(value)) as FieldRule<string>,
  civil_status: optionalText(LIMITS.shortText),
  nif_cnpj: optionalText(LIMITS.shortText),
  paypal_email: ((value) => validateOptionalEmail(value)) as FieldRule<string | null>,
  iban: ((value) => validateIban(value)) as FieldRule<string | null>,
  company: optionalText(LIMITS.name),
  residence_permit_number: optionalText(LIMITS.docNumber),
};

const profileIso2: FieldRule<string> = (value) =>
  validateIso2(typeof value === 'string' ? normaliseIso2(value) : value, { required: KYC_MESSAGES.iso2Required, invalid: KYC_MESSAGES.iso2Invalid });

const profilePhone: FieldRule<string> = (value) => validatePhone(value, { required: KYC_MESSAGES.phoneRequired });

export const PROFILE_RULES = {
  artist_name: requiredText(KYC_MESSAGES.artistNameRequired),
  first_name: requiredText(KYC_MESSAGES.firstNameRequired),
  last_name: requiredText(KYC_MESSAGES.lastNameRequired),
  phone_number: profilePhone,
  country: requiredText(KYC_MESSAGES.countryRequired, LIMITS.country),
  country_code: profileIso2,
  address: requiredText(KYC_MESSAGES.addressRequired, LIMITS.address),
  city: requiredText(KYC_MESSAGES.cityRequired),
  postal_code: ((value) => validatePostalCode(value)) as FieldRule<string | null>,
  paypal_email: ((value) => validateOptionalEmail(value)) as FieldRule<string | null>,
  iban: ((value) => validateIban(value, KYC_MESSAGES.ibanInvalid)) as FieldRule<string | null>,
  company: optionalText(LIMITS.name),
  civil_status: optionalText(LIMITS.shortText),
  nif_cnpj: optionalText(LIMITS.shortText),
};

export const PROFILE_KYC_RULES = {
  doc_type: docType,
  id_card_number: docNumber('id_card', profileDocNumberMessage('id_card')),
  passport_number: docNumber('passport', profileDocNumberMessage('passport')),
  id_issuing_place: optionalText(LIMITS.name),
  id_expiry_date: ((value) => validateExpiryDate(value, today(), { required: KYC_MESSAGES.expiryDateRequiredSentence })) as FieldRule<string>,
  nationality: requiredText(KYC_MESSAGES.nationalityRequired, LIMITS.country),
  residence_permit_number: optionalText(LIMITS.docNumber),
  country: whenGiven(requiredText(KYC_MESSAGES.countryRequired, LIMITS.country)),
  address: whenGiven(requiredText(KYC_MESSAGES.addressRequired, LIMITS.address)),
  city: whenGiven(requiredText(KYC_MESSAGES.cityRequired)),
  postal_code: whenGiven((value) => validatePostalCode(value)),
  phone_number: whenGiven(profilePhone),
  artist_name: whenGiven(requiredText(KYC_MESSAGES.artistNameRequired)),
};

export const flag: FieldRule<boolean | undefined> = (value) => {
  if (value === undefined || value === null || value === '') return valid(undefined);
  if (value === 1 || value === '1' || value === true) return valid(true);
  if (value === 0 || value === '0' || value === false) return valid(false);
  return invalid(ADMIN_ARTIST_MESSAGES.flagInvalid);
};

export const documentStatus: FieldRule<DocumentStatus | undefined> = (value) => {
  if (isBlank(value)) return valid(undefined);
  return isDocumentStatus(value) ? valid(value) : invalid(ADMIN_ARTIST_MESSAGES.documentStatusInvalid);
};

const newPassword =
  (required: boolean): FieldRule<string | undefined> =>
  (value) => {
    if (isBlank(value)) return required ? invalid(ADMIN_ARTIST_MESSAGES.passwordRequired) : valid(undefined);
    if (typeof value !== 'string' || chars(value) < 8) return invalid(ADMIN_MESSAGES.passwordHint);
    return chars(value) > LIMITS.password ? invalid(maxLengthMessage(LIMITS.password)) : valid(value);
  };

const roles: FieldRule<string[] | undefined> = (value) => {
  if (value === undefined) return valid(undefined);
  if (!Array.isArray(value) || value.some((r) => typeof r !== 'string')) return invalid(KYC_SERVER_MESSAGES.invalidValue);
  return valid([...new Set(value.map((r: string) => r.trim().toLowerCase()))]);
};

const email: FieldRule<string> = (value) => validateEmail(value);

export const ADMIN_CREATE_ARTIST_RULES = {
  name: requiredText(ADMIN_ARTIST_MESSAGES.nameRequired),
  email,
  password: newPassword(true),
  email_verified: flag,
  is_verified: flag,
  document_status: documentStatus,
};

export const ADMIN_UPDATE_ARTIST_RULES = {
  name: requiredText(ADMIN_ARTIST_MESSAGES.nameRequired),
  email,
  password: newPassword(false),
  email_verified: flag,
  is_verified: flag,
  document_status: documentStatus,
  roles,
};

export type Decision = Exclude<DocumentStatus, 'pending'>;

/** DOCUMENT_DECISIONS ('approved' / 'rejected'); the verbs 'approve' / 'reject' are accepted too, as older clients send them. */
export const decision: FieldRule<Decision> = (value): ValidationResult<Decision> => {
  if (value === 'approved' || value === 'approve') return valid('approved');
  if (value === 'rejected' || value === 'reject') return valid('rejected');
  return invalid(ADMIN_ARTIST_MESSAGES.decisionInvalid);
};

export const reviewComment: FieldRule<string | null> = (value, payload) => {
  const result = optionalText(LIMITS.comment)(value, payload);
  return result.ok ? result : invalid(ADMIN_ARTIST_MESSAGES.commentTooLong);
};
