import type { DocumentStatus } from '@soundpost/contracts';
import type { UserSummary } from '@soundpost/server-auth';
import type { ArtistProfile } from './artist-profile.entity';

/** The account fields the KYC answers show (auth's published account summary). */
export type ArtistAccount = Pick<UserSummary, 'id' | 'name' | 'email' | 'roles' | 'status' | 'emailVerifiedAt' | 'createdAt'>;

/** GET /me (spec 000 §7, spec 001 §3 "Profile (me)"). */
export interface MeResponse {
  id: string;
  name: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  email_verified: boolean;
  document_status: DocumentStatus;
  /** The latest document's signed, expiring URL (the same value as document_url), or null. */
  document_path: string | null;
  document_url: string | null;
  roles: string[];
}

/** GET /artist/me's `user` (spec 001 §3 "Profile/KYC"). */
export interface ArtistMeUser extends MeResponse {
  artist_name: string | null;
  phone_number: string | null;
  country: string | null;
  country_code: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  paypal_email: string | null;
  iban: string | null;
  company: string | null;
  civil_status: string | null;
  nif_cnpj: string | null;
  doc_type: string | null;
  id_card_number: string | null;
  passport_number: string | null;
  id_issuing_place: string | null;
  id_expiry_date: string | null;
  nationality: string | null;
  residence_permit_number: string | null;
  is_verified: boolean;
}

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

/** The identity fields of a profile in API names (the artist's own view and the back office's). */
export function toKycFields(profile: ArtistProfile | null) {
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
