// Requests and answers of the profile, identity (KYC) and back-office artist calls.

import type { PageMeta } from '../http/pagination';
import type { DocumentStatus } from '../status/document-status';

/** GET /me (artist or onboarding token). */
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

/** The identity fields of a profile, as the artist's own view and the back office show them. */
export interface KycFieldsResponse {
  doc_type: string | null;
  passport_number: string | null;
  id_card_number: string | null;
  id_issuing_place: string | null;
  id_expiry_date: string | null;
  nationality: string | null;
  residence_permit_number: string | null;
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  country: string | null;
  country_code: string | null;
  address: string | null;
  city: string | null;
  postal_code: string | null;
  paypal_email: string | null;
  iban: string | null;
}

/** GET /artist/me's `user`: the /me fields plus the profile and identity fields. */
export interface ArtistMeUser extends MeResponse, KycFieldsResponse {
  artist_name: string | null;
  company: string | null;
  civil_status: string | null;
  nif_cnpj: string | null;
  is_verified: boolean;
}

/** GET /artist/me. */
export interface ArtistMeResponse {
  user: ArtistMeUser;
}

/** POST /auth/kyc and POST /artist/profile/kyc. */
export interface KycSavedResponse {
  message: string;
  /** Set when an approved artist changed an identity field: it waits for a new document. */
  identity_change_pending?: true;
}

/** PUT /artist/profile. */
export interface ProfileUpdatedResponse extends KycSavedResponse {
  user: ArtistMeUser;
}

/** POST /auth/upload-document and POST /artist/profile/document. */
export interface DocumentUploadedResponse {
  message: string;
  document_status: 'pending' | 'approved';
}

/** An artist in the back office list (0/1 flags, as the screens expect). */
export interface ArtistAdminResponse {
  id: string;
  name: string;
  artist_name: string | null;
  email: string;
  document_status: DocumentStatus;
  email_verified: 0 | 1;
  is_verified: 0 | 1;
  roles: string[];
  status: string;
  created_at: string;
  /** Signed, expiring URL of the latest document, or null. */
  document_url: string | null;
  /** Whether the artist uploaded any document: a pending artist without one shows "No document". */
  has_document: boolean;
}

/** GET /admin/artists: the page envelope plus its counts at the top level. */
export interface ArtistAdminPage {
  data: ArtistAdminResponse[];
  meta: PageMeta;
  total: number;
  last_page: number;
  current_page: number;
  per_page: number;
}

export interface ArtistDocumentResponse {
  id: string;
  name: string;
  url: string;
  content_type: string;
  size_bytes: number;
  uploaded_at: string;
  status: DocumentStatus;
  /** The identity change this document is to prove (an approved artist's new document), API names; null when none. */
  proposed_identity: Record<string, unknown> | null;
}

/** GET /admin/artists/:id: the list fields, the identity details and every document (newest first). */
export interface ArtistAdminDetailResponse extends ArtistAdminResponse, KycFieldsResponse {
  review_comment: string | null;
  reviewed_at: string | null;
  /** Identity changes an approved artist made that wait for a new document; null when none. */
  pending_identity: Record<string, unknown> | null;
  documents: ArtistDocumentResponse[];
}

export type VerificationDecision = 'approved' | 'rejected';

/** POST /admin/artists/:id/verify body. */
export interface VerifyArtistRequest {
  decision: VerificationDecision;
  comment?: string | null;
}

export interface VerifyArtistResponse {
  message: string;
  artist: ArtistAdminResponse;
}

/** One refused row of a CSV import. */
export interface ArtistImportError {
  /** 1-based data row (the header is not counted). */
  row: number;
  /** 1-based line of the file the row starts on (the header is line 1 when it is the first). */
  line: number;
  message: string;
}

/** POST /admin/artists/import (and `soundpost artists import`). */
export interface ArtistImportResult {
  created: number;
  /** Rows not imported (each has an error). */
  skipped: number;
  /** The first errors, in row order (the back office lists at most 10). */
  errors: ArtistImportError[];
  /** Every error, listed or not. */
  error_count: number;
}
