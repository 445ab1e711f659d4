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

/**
 * The field rules of the identity calls, built from the contracts' validators and texts. The two
 * screens word the same rule differently (sign-up vs profile): each rule set
 * names its screen. A rule answers the normalised value, which is what gets stored.
 */

const chars = (s: string) => Array.from(s).length;

export const LIMITS = { name: 255, shortText: 50, country: 100, address: 500, docNumber: 64, comment: 1000, password: 1024 } as const;

export function requiredText(message: string, max: number = LIMITS.name): FieldRule<string> {
  return (value) => {
    const result = validateRequiredText(value, message);
    if (result.ok && chars(result.value) > max) return invalid(maxLengthMessage(max));
    return result;
  };
}

/** Blank ('' / null / absent) is null; anything else is trimmed text of at most `max` characters. */
export function optionalText(max: number): FieldRule<string | null> {
  return (value) => {
    if (isBlank(value)) return valid(null);
    if (typeof value !== 'string') return invalid(KYC_SERVER_MESSAGES.invalidValue);
    const text = value.trim();
    return chars(text) > max ? invalid(maxLengthMessage(max)) : valid(text);
  };
}

/** Blank is "leave as it is" (undefined); otherwise `rule`. For the extra fields of the KYC form. */
function whenGiven<T>(rule: FieldRule<T>): FieldRule<T | undefined> {
  return (value, payload) => (isBlank(value) ? valid(undefined) : rule(value, payload));
}

const docType: FieldRule<IdentityDocType | null> = (value) => {
  if (isBlank(value)) return valid(null);
  return isIdentityDocType(value) ? valid(value) : invalid(KYC_SERVER_MESSAGES.docTypeInvalid);
};

/**
 * The document number of one kind (`id_card` or `passport`). The number of the chosen `doc_type`
 * is required; with no `doc_type`, one of the two numbers is (the sign-up sends only the chosen one).
 */
function docNumber(kind: IdentityDocType, message: (payload: Record<string, unknown>) => string): FieldRule<string | null> {
  const other = kind === 'passport' ? 'id_card_number' : 'passport_number';
  return (value, payload) => {
    const chosen = isIdentityDocType(payload.doc_type) ? payload.doc_type : null;
    const missing = chosen ? chosen === kind && isBlank(value) : isBlank(value) && isBlank(payload[other]);
    if (missing) return invalid(message(payload));
    return optionalText(LIMITS.docNumber)(value, payload);
  };
}

/** The kind of document a payload describes: its doc_type, else the number it carries. */
export function chosenDocType(payload: { doc_type?: unknown; passport_number?: unknown }): IdentityDocType {
  if (isIdentityDocType(payload.doc_type)) return payload.doc_type;
  return isBlank(payload.passport_number) ? 'id_card' : 'passport';
}

/** The profile's message names the document kind. */
const profileDocNumberMessage = (kind: IdentityDocType) => (payload: Record<string, unknown>) => {
  const chosen = isIdentityDocType(payload.doc_type) ? payload.doc_type : kind;
  return chosen === 'passport' ? KYC_MESSAGES.passportNumberRequired : KYC_MESSAGES.idCardNumberRequired;
};

const today = () => new Date();

/** POST /auth/kyc: the sign-up identity step. */
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

/** The profile form lets the user type the ISO2 code in lower case (it is shown upper case). */
const profileIso2: FieldRule<string> = (value) =>
  validateIso2(typeof value === 'string' ? normaliseIso2(value) : value, { required: KYC_MESSAGES.iso2Required, invalid: KYC_MESSAGES.iso2Invalid });

const profilePhone: FieldRule<string> = (value) => validatePhone(value, { required: KYC_MESSAGES.phoneRequired });

/** PUT /artist/profile: Basic Information. */
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

/**
 * POST /artist/profile/kyc: Identity & KYC. The form also sends the address and
 * contact fields; they are checked and saved when filled and left as they are when blank.
 */
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

/** 0/1 (the back office's flags), also true/false and '0'/'1'. Absent is undefined. */
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

/** POST /admin/artists. */
export const ADMIN_CREATE_ARTIST_RULES = {
  name: requiredText(ADMIN_ARTIST_MESSAGES.nameRequired),
  email,
  password: newPassword(true),
  email_verified: flag,
  is_verified: flag,
  document_status: documentStatus,
};

/** PUT /admin/artists/:id (the edit form sends name and email every time; password only when typed). */
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
