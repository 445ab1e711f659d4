export const PHONE_EXAMPLE = '+14155552671';

/** The sign-up identity step and the profile word some rules differently; the key says which screen uses which. */
export const KYC_MESSAGES = {
  nationalitySelect: 'Select nationality.',
  documentNumberRequired: 'Passport or ID card number is required.',
  expiryDateRequired: 'Expiry date is required',
  countrySelect: 'Select country.',
  iso2CodeRequired: 'ISO2 code required',
  expiryMustBeFuture: 'Expiry must be a future date.',
  iso2Example: 'ISO2 (e.g. US, GB)',
  postalCodeInvalid: 'Invalid postal code.',
  phoneNumberRequired: 'Phone number is required.',
  phoneFormat: `Use international format, e.g. ${PHONE_EXAMPLE}`,
  emailInvalid: 'Invalid email.',
  ibanInvalidFormat: 'Invalid IBAN format.',
  saveIdentityFailed: 'Failed to save identity.',
  identitySaved: 'Identity details saved.',

  artistNameRequired: 'Artist / Band name is required.',
  firstNameRequired: 'First name is required.',
  lastNameRequired: 'Last name is required.',
  phoneRequired: 'Phone is required.',
  iso2Required: 'ISO2 is required (e.g. US, GB).',
  iso2Invalid: 'Must be a 2-letter ISO2 code.',
  ibanInvalid: 'Invalid IBAN.',
  passportNumberRequired: 'Passport number is required.',
  idCardNumberRequired: 'ID card number is required.',
  expiryDateRequiredSentence: 'Expiry date is required.',
  nationalityRequired: 'Nationality is required.',
  profileUpdated: 'Profile updated.',
  kycSaved: 'Identity (KYC) details saved.',
  updateFailed: 'Update failed.',
  saveKycFailed: 'Saving KYC failed.',
  loadProfileFailed: 'Failed to load profile.',
  noUserFound: 'No user found',
  loadingProfile: 'Loading profile…',

  countryRequired: 'Country is required.',
  addressRequired: 'Address is required.',
  cityRequired: 'City is required.',
} as const;

export function phoneFormatMessage(example: string = PHONE_EXAMPLE): string {
  return `Use international format, e.g. ${example}`;
}

/** `documentsNotApproved` is the API contract's text for the 403; the others are ours. */
export const KYC_SERVER_MESSAGES = {
  documentsNotApproved: 'Your identity documents have not been approved yet.',
  docTypeInvalid: 'Choose ID card or passport.',
  invalidValue: 'Invalid value.',
  documentNotFound: 'Document not found.',
  identityChangeHeld:
    'Your identity details will change once our team approves a new identity document showing them. Please upload it under Verification Document; your account stays active meanwhile.',
} as const;

export function maxLengthMessage(max: number): string {
  return `Use at most ${max} characters.`;
}
