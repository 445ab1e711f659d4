import type { ArtistMeUser, KycFieldsResponse, MeResponse } from '@soundpost/contracts';
import type { UserSummary } from '@soundpost/server-auth';
import type { ArtistProfile } from './artist-profile.entity';

export type ArtistAccount = Pick<UserSummary, 'id' | 'name' | 'email' | 'roles' | 'status' | 'emailVerifiedAt' | 'createdAt'>;

export function toMeResponse(user: ArtistAccount, profile: ArtistProfile | null, documentUrl: string | null): MeResponse {
  return {
    id: user.id,
    name: user.name,
    first_name: profile?.firstName ?? null,
    last_name: profile?.lastName ?? null,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    document_status: profile?.documentStatus ?? 'pending',
    document_path: documentUrl,
    document_url: documentUrl,
    roles: [...user.roles],
  };
}

export function toKycFields(profile: ArtistProfile | null): KycFieldsResponse {
  return {
    doc_type: profile?.docType ?? null,
    passport_number: profile?.passportNumber ?? null,
    id_card_number: profile?.idCardNumber ?? null,
    id_issuing_place: profile?.idIssuingPlace ?? null,
    id_expiry_date: profile?.idExpiryDate ?? null,
    nationality: profile?.nationality ?? null,
    residence_permit_number: profile?.residencePermitNumber ?? null,
    first_name: profile?.firstName ?? null,
    last_name: profile?.lastName ?? null,
    phone_number: profile?.phoneNumber ?? null,
    country: profile?.country ?? null,
    country_code: profile?.countryCode ?? null,
    address: profile?.address ?? null,
    city: profile?.city ?? null,
    postal_code: profile?.postalCode ?? null,
    paypal_email: profile?.paypalEmail ?? null,
    iban: profile?.iban ?? null,
  };
}

/** The owner's identity document, its numbers, their contact and bank details: never shown to a member of the account. */
const OWNER_ONLY_FIELDS = [
  'document_path',
  'document_url',
  'doc_type',
  'passport_number',
  'id_card_number',
  'id_issuing_place',
  'id_expiry_date',
  'nationality',
  'residence_permit_number',
  'phone_number',
  'address',
  'city',
  'postal_code',
  'paypal_email',
  'iban',
  'civil_status',
  'nif_cnpj',
] as const satisfies readonly (keyof ArtistMeUser)[];

/** The account as a member sees it (names, e-mail, statuses): identity verification stays the owner's own. */
export function forMember<T extends MeResponse | ArtistMeUser>(me: T): T {
  const seen: Record<string, unknown> = { ...me };
  for (const field of OWNER_ONLY_FIELDS) if (field in seen) seen[field] = null;
  return seen as T;
}

export function toArtistMeUser(user: ArtistAccount, profile: ArtistProfile | null, documentUrl: string | null): ArtistMeUser {
  return {
    ...toMeResponse(user, profile, documentUrl),
    ...toKycFields(profile),
    artist_name: profile?.artistName ?? null,
    company: profile?.company ?? null,
    civil_status: profile?.civilStatus ?? null,
    nif_cnpj: profile?.nifCnpj ?? null,
    is_verified: profile?.isVerified ?? false,
  };
}
