// Tax identity before payouts: the artist account's tax profile, its W-9 / W-8BEN / W-8BEN-E forms,
// its standing (may it be paid out, at which US withholding rate), and the staff's year-end figures.
// The rules below (TIN checks, expiry) are pure and shared by the server and the web form.

import type { PageMeta } from '../http/pagination';

export const TAX_FORM_KINDS = ['w9', 'w8ben', 'w8bene'] as const;
export type TaxFormKind = (typeof TAX_FORM_KINDS)[number];

export const TAX_ENTITY_TYPES = ['individual', 'business'] as const;
export type TaxEntityType = (typeof TAX_ENTITY_TYPES)[number];

export const TAX_STANDING_STATUSES = ['missing', 'valid', 'expiring', 'expired'] as const;
export type TaxStandingStatus = (typeof TAX_STANDING_STATUSES)[number];

export const TAX_TIN_TYPES = ['ssn', 'ein'] as const;
export type TaxTinType = (typeof TAX_TIN_TYPES)[number];

/** W-9 line 3a. */
export const TAX_FEDERAL_CLASSIFICATIONS = [
  'individual_sole_proprietor',
  'c_corporation',
  's_corporation',
  'partnership',
  'trust_estate',
  'llc_c',
  'llc_s',
  'llc_p',
  'other',
] as const;
export type TaxFederalClassification = (typeof TAX_FEDERAL_CLASSIFICATIONS)[number];

/** W-8BEN-E part I line 4 (chapter 3 status). */
export const TAX_CHAPTER3_STATUSES = [
  'corporation',
  'partnership',
  'simple_trust',
  'grantor_trust',
  'complex_trust',
  'estate',
  'disregarded_entity',
  'government',
  'central_bank_of_issue',
  'tax_exempt_organization',
  'private_foundation',
  'international_organization',
] as const;
export type TaxChapter3Status = (typeof TAX_CHAPTER3_STATUSES)[number];

/** W-8BEN-E part I line 5 (chapter 4 / FATCA status), the ones a music business can hold. */
export const TAX_CHAPTER4_STATUSES = [
  'active_nffe',
  'passive_nffe',
  'publicly_traded_nffe',
  'excepted_nffe',
  'participating_ffi',
  'registered_deemed_compliant_ffi',
  'nonreporting_iga_ffi',
  'exempt_beneficial_owner',
] as const;
export type TaxChapter4Status = (typeof TAX_CHAPTER4_STATUSES)[number];

export const TAX_TREATY_INCOME_TYPES = ['royalties'] as const;
export type TaxTreatyIncomeType = (typeof TAX_TREATY_INCOME_TYPES)[number];

/** Where every "fix your tax form" message sends the artist. */
export const TAX_FIX_URL = '/artist/wallet/tax' as const;

export const TAX_LIMITS = {
  nameMax: 200,
  addressLineMax: 200,
  cityMax: 100,
  regionMax: 100,
  postalCodeMax: 20,
  articleMax: 40,
  foreignTinMax: 40,
  reasonMax: 300,
  /** Statutory US withholding on US-source royalties without a treaty claim, in basis points. */
  statutoryRateBp: 3000,
  /** A treaty rate is 0..2999 bp (a claim of 30% is no claim). */
  treatyRateMaxBp: 2999,
  /** "expiring" from this many days before a W-8 expires (the first reminder). */
  expiringDays: 90,
  /** Reminders before a W-8 expires, in days. */
  reminderDays: [90, 30, 7],
  /** Admin list page size. */
  listMax: 50,
} as const;

export const TAX_MESSAGES = {
  countryInvalid: 'Choose a country (ISO 3166 two-letter code).',
  usPersonRequired: 'Say whether you are a US person (citizen, green-card holder or US resident).',
  entityTypeInvalid: 'Choose individual or business.',
  profileRequired: 'Fill in your tax profile (residence, US person, individual or business) before you submit a form.',
  formInvalid: 'Choose the form: W-9, W-8BEN or W-8BEN-E.',
  formMismatchW9: 'You said you are a US person: US persons file a W-9.',
  formMismatchW8ben: 'You said you are not a US person and an individual: file a W-8BEN.',
  formMismatchW8bene: 'You said you are not a US person and a business: file a W-8BEN-E.',
  nameRequired: 'The name is required.',
  nameTooLong: 'The name may not be longer than 200 characters.',
  classificationInvalid: 'Choose the federal tax classification.',
  tinTypeInvalid: 'Choose SSN or EIN.',
  tinRequired: 'The taxpayer identification number is required.',
  tinDigits: 'A US taxpayer identification number has 9 digits (dashes allowed).',
  ssnInvalid: 'This is not a valid SSN: the area cannot be 000, 666 or 900-999, the group cannot be 00, the serial cannot be 0000.',
  einInvalid: 'This is not a valid EIN: its first two digits are not a prefix the IRS assigns.',
  addressLine1Required: 'The street address is required.',
  addressTooLong: 'This part of the address is too long.',
  cityRequired: 'The city is required.',
  usAddressRequired: 'A W-9 needs a US address (country US).',
  usStateInvalid: 'Choose the US state (two letters).',
  usZipInvalid: 'A US ZIP code is 5 digits, or 5+4.',
  residenceNotUs: 'A permanent residence address for a W-8 cannot be in the United States.',
  dateOfBirthInvalid: 'Give the date of birth as YYYY-MM-DD, in the past.',
  foreignTinOrReason: 'Give your foreign tax identification number, or the reason you have none.',
  foreignTinTooLong: 'The foreign tax identification number is too long.',
  reasonTooLong: 'The reason may not be longer than 300 characters.',
  chapter3Invalid: 'Choose the chapter 3 status.',
  chapter4Invalid: 'Choose the chapter 4 status.',
  treatyCountryMismatch: 'The treaty country must be your country of residence.',
  treatyArticleRequired: 'Give the treaty article (for example 12).',
  treatyRateInvalid: 'The treaty rate is in basis points, from 0 to 2999 (30% is no treaty benefit).',
  treatyIncomeInvalid: 'A treaty claim here is for royalties.',
  certificationRequired: 'You must certify that the information is correct.',
  signatureMismatch: 'Type your name exactly as written above to sign.',
  signatureRequired: 'Type your name to sign.',
  // Standing reasons (shown in the wallet and in the 409 of a payout request).
  standingMissing: 'No tax form on file: payouts are blocked until you submit one. Fill it in at /artist/wallet/tax.',
  standingExpired: 'Your W-8 form has expired: payouts are blocked until you submit a new one at /artist/wallet/tax.',
  standingExpiring: 'Your W-8 form expires soon: submit a new one at /artist/wallet/tax to keep payouts running.',
  standingValid: 'Your tax form is on file.',
  formRequiredForPayout: 'Payouts need a valid tax form.',
} as const;

/** PUT /artist/tax/profile. */
export interface TaxProfileRequest {
  /** ISO 3166-1 alpha-2, upper case. */
  tax_residence_country: string;
  us_person: boolean;
  entity_type: TaxEntityType;
}

export interface TaxProfileResponse extends TaxProfileRequest {
  updated_at: string;
}

export interface TaxAddress {
  line1: string;
  line2?: string | null;
  city: string;
  /** US: the state's two-letter code (required). */
  region?: string | null;
  /** US: the ZIP code (required). */
  postal_code?: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface TaxTreatyClaim {
  /** Must equal the residence (W-8BEN) or incorporation (W-8BEN-E) country. */
  country: string;
  /** The treaty article, e.g. "12". */
  article: string;
  /** 0..2999 basis points. */
  rate_bp: number;
  income_type: TaxTreatyIncomeType;
}

interface TaxFormSignature {
  /** Must be true. */
  certification: boolean;
  /** Typed signature: the signer's name (compared NFC-normalised, case-insensitive). */
  signature: string;
}

/** POST /artist/tax/forms with `form: 'w9'`. */
export interface TaxW9Request extends TaxFormSignature {
  form: 'w9';
  legal_name: string;
  business_name?: string | null;
  federal_tax_classification: TaxFederalClassification;
  tin_type: TaxTinType;
  /** 9 digits, with or without dashes. */
  tin: string;
  address: TaxAddress;
}

/** POST /artist/tax/forms with `form: 'w8ben'`. */
export interface TaxW8benRequest extends TaxFormSignature {
  form: 'w8ben';
  name: string;
  citizenship_country: string;
  /** Permanent residence: country not US. */
  residence_address: TaxAddress;
  mailing_address?: TaxAddress | null;
  us_tin?: string | null;
  /** The foreign TIN, or else foreign_tin_missing_reason. */
  foreign_tin?: string | null;
  foreign_tin_missing_reason?: string | null;
  /** YYYY-MM-DD. */
  date_of_birth: string;
  treaty_claim?: TaxTreatyClaim | null;
}

/** POST /artist/tax/forms with `form: 'w8bene'`. The signer signs for the organisation. */
export interface TaxW8beneRequest extends TaxFormSignature {
  form: 'w8bene';
  organisation_name: string;
  incorporation_country: string;
  chapter3_status: TaxChapter3Status;
  chapter4_status: TaxChapter4Status;
  address: TaxAddress;
  mailing_address?: TaxAddress | null;
  us_tin?: string | null;
  foreign_tin?: string | null;
  foreign_tin_missing_reason?: string | null;
  treaty_claim?: TaxTreatyClaim | null;
  /** The person signing for the organisation; the signature must equal it. */
  signer_name: string;
}

/** POST /artist/tax/forms: one body, `form` says which. Needs a fresh step-up. */
export type TaxFormRequest = TaxW9Request | TaxW8benRequest | TaxW8beneRequest;

/** What a form answers with: never a full TIN (last 4 digits only). */
export interface TaxFormResponse {
  id: string;
  form: TaxFormKind;
  /** `current`: the form in force; `superseded`: replaced by a newer one (kept as history). */
  status: 'current' | 'superseded';
  /** The payee: W-9 legal name, W-8BEN name, W-8BEN-E organisation name (full Unicode, as typed). */
  payee_name: string;
  business_name: string | null;
  /** W-9 TIN type; a W-8's optional US TIN is reported as its kind unknown (null). */
  tin_type: TaxTinType | null;
  /** e.g. "***-**-6789" (SSN), "**-***6789" (EIN), "*****6789" (other); null when none was given. */
  tin_masked: string | null;
  foreign_tin_masked: string | null;
  foreign_tin_missing_reason: string | null;
  federal_tax_classification: TaxFederalClassification | null;
  citizenship_country: string | null;
  /** W-9: US; W-8BEN: residence country; W-8BEN-E: incorporation country. */
  country: string;
  chapter3_status: TaxChapter3Status | null;
  chapter4_status: TaxChapter4Status | null;
  date_of_birth: string | null;
  address: TaxAddress;
  mailing_address: TaxAddress | null;
  treaty_claim: TaxTreatyClaim | null;
  signer_name: string;
  signature: string;
  signed_at: string;
  signer_ip: string | null;
  /** W-8: end of the third calendar year after signing (UTC); W-9: null (no expiry). */
  expires_at: string | null;
  superseded_at: string | null;
}

/** Whether the account may be paid out, and what US-source royalties lose to withholding. */
export interface TaxStanding {
  status: TaxStandingStatus;
  form: TaxFormKind | null;
  expires_at: string | null;
  /** 0 (W-9), the treaty rate (valid W-8 with a claim), 3000 otherwise. */
  us_withholding_rate_bp: number;
  /** A sentence for the artist: why, and where to fix it. */
  reason: string;
  fix_url: typeof TAX_FIX_URL;
}

/** GET /artist/tax. */
export interface TaxOverviewResponse {
  profile: TaxProfileResponse | null;
  current_form: TaxFormResponse | null;
  standing: TaxStanding;
  /** Every form ever filed, newest first (the current one included). */
  forms: TaxFormResponse[];
}

/** A row of GET /admin/tax/forms (react-admin list). */
export interface AdminTaxFormRow {
  id: string;
  account_id: string;
  account_email: string | null;
  account_name: string | null;
  form: TaxFormKind;
  status: 'current' | 'superseded';
  payee_name: string;
  country: string;
  tin_masked: string | null;
  treaty_rate_bp: number | null;
  signed_at: string;
  expires_at: string | null;
  superseded_at: string | null;
  /** The form's own standing at the time of the request (superseded forms: 'valid' or 'expired' by date). */
  standing: TaxStandingStatus;
}

export interface AdminTaxFormPage {
  data: AdminTaxFormRow[];
  meta: PageMeta;
}

/** GET /admin/tax/report?year=&form= (CSV). */
export const TAX_REPORT_FORMS = ['1099-misc', '1042-s'] as const;
export type TaxReportForm = (typeof TAX_REPORT_FORMS)[number];

/** CSV columns of the 1099-MISC report, in order (amounts in cents of `currency`). */
export const TAX_1099_MISC_COLUMNS = [
  'year',
  'account_id',
  'payee_name',
  'business_name',
  'tin_type',
  'tin_masked',
  'address_line1',
  'city',
  'state',
  'zip',
  'currency',
  'box2_royalties_cents',
  'federal_tax_withheld_cents',
] as const;

/** CSV columns of the 1042-S report, in order (amounts in cents of `currency`). */
export const TAX_1042_S_COLUMNS = [
  'year',
  'account_id',
  'payee_name',
  'form',
  'country',
  'foreign_tin_masked',
  'income_code',
  'currency',
  'gross_income_cents',
  'chapter3_exemption_code',
  'chapter3_rate_bp',
  'withholding_basis',
  'tax_withheld_cents',
] as const;

// ---------------------------------------------------------------------------------------------
// Rules shared by the server and the web form.

/** Digits of a TIN typed with or without dashes/spaces, or null if it is not 9 digits. */
export function tinDigits(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{9}$/.test(digits) ? digits : null;
}

/** Valid EIN prefixes (the IRS campus assignments). */
export const EIN_PREFIXES: readonly string[] = [
  '01', '02', '03', '04', '05', '06', '10', '11', '12', '13', '14', '15', '16', '20', '21', '22', '23', '24', '25',
  '26', '27', '30', '31', '32', '33', '34', '35', '36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46',
  '47', '48', '50', '51', '52', '53', '54', '55', '56', '57', '58', '59', '60', '61', '62', '63', '64', '65', '66',
  '67', '68', '71', '72', '73', '74', '75', '76', '77', '80', '81', '82', '83', '84', '85', '86', '87', '88', '90',
  '91', '92', '93', '94', '95', '98', '99',
];

/** null when valid, else the message for the field. */
export function checkTin(type: TaxTinType, value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return TAX_MESSAGES.tinRequired;
  const digits = tinDigits(value.trim());
  if (!digits) return TAX_MESSAGES.tinDigits;
  if (type === 'ssn') {
    const area = digits.slice(0, 3);
    if (area === '000' || area === '666' || area[0] === '9') return TAX_MESSAGES.ssnInvalid;
    if (digits.slice(3, 5) === '00' || digits.slice(5) === '0000') return TAX_MESSAGES.ssnInvalid;
    return null;
  }
  return EIN_PREFIXES.includes(digits.slice(0, 2)) ? null : TAX_MESSAGES.einInvalid;
}

/** "***-**-6789" / "**-***6789" / "*****6789". */
export function maskTin(digits: string | null, type: TaxTinType | null): string | null {
  if (!digits) return null;
  const last4 = digits.slice(-4);
  if (type === 'ssn') return `***-**-${last4}`;
  if (type === 'ein') return `**-***${last4}`;
  return `*****${last4}`;
}

/** A W-8 signed at `signedAt` expires at the last second of the third calendar year after (UTC). */
export function w8ExpiresAt(signedAt: Date): Date {
  return new Date(Date.UTC(signedAt.getUTCFullYear() + 3, 11, 31, 23, 59, 59));
}

/** The typed signature matches the name: NFC-normalised, trimmed, inner spaces collapsed, case-insensitive. */
export function signatureMatches(signature: string, name: string): boolean {
  const norm = (s: string) => s.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('und');
  return norm(signature) !== '' && norm(signature) === norm(name);
}

/** Which form the profile calls for. */
export function formForProfile(profile: Pick<TaxProfileRequest, 'us_person' | 'entity_type'>): TaxFormKind {
  if (profile.us_person) return 'w9';
  return profile.entity_type === 'business' ? 'w8bene' : 'w8ben';
}

/** ISO 3166-1 alpha-2 codes (officially assigned). */
export const ISO_COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO ' +
  'JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR ' +
  'MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO ' +
  'RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV ' +
  'TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && ISO_COUNTRY_CODES.includes(value);
}

/** US states, DC and territories (W-9 address). */
export const US_STATE_CODES: readonly string[] = (
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA ' +
  'RI SC SD TN TX UT VT VA WA WV WI WY DC AS GU MP PR VI UM AA AE AP'
).split(' ');
