import { isOneOf } from '../util/one-of';

export const IDENTITY_DOC_TYPES = ['id_card', 'passport'] as const;
export type IdentityDocType = (typeof IDENTITY_DOC_TYPES)[number];

export const PROFILE_COUNTRIES = ['US', 'GB', 'PT', 'DE', 'FR', 'BR', 'IN', 'CA', 'AU'] as const;

/** The spec names the four topics only; the wording is ours. */
export const DOCUMENT_REJECTION_COMMENTS = [
  'The document is blurry.',
  'The full document is not visible.',
  'The expiry date is missing or invalid.',
  'The name does not match the account.',
] as const;

export const DOCUMENT_DECISIONS = ['approved', 'rejected'] as const;
export type DocumentDecision = (typeof DOCUMENT_DECISIONS)[number];

export function isIdentityDocType(value: unknown): value is IdentityDocType {
  return isOneOf(IDENTITY_DOC_TYPES, value);
}
