import type { DocumentStatus } from '@soundpost/contracts';
import type { IdentityDocument } from '../documents/identity-document.entity';
import type { ArtistProfile } from '../profiles/artist-profile.entity';
import { ArtistAccount, toKycFields } from '../profiles/artist-profile.mapper';
import { identityChangeFields } from '../profiles/identity-change';

/** An artist in the back office list (spec 002 §3 ARTIST; 0/1 flags as the screens expect). */
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

export type ArtistAdminDetailResponse = ArtistAdminResponse &
  ReturnType<typeof toKycFields> & {
    review_comment: string | null;
    reviewed_at: string | null;
    /** Identity changes an approved artist made that wait for a new document; null when none. */
    pending_identity: Record<string, unknown> | null;
    documents: ArtistDocumentResponse[];
  };

export function toArtistAdminResponse(user: ArtistAccount, profile: ArtistProfile | null, documentUrl: string | null): ArtistAdminResponse {
  return {
    id: user.id,
    name: user.name,
    artist_name: profile?.artistName ?? null,
    email: user.email,
    document_status: profile?.documentStatus ?? 'pending',
    email_verified: user.emailVerifiedAt ? 1 : 0,
    is_verified: profile?.isVerified ? 1 : 0,
    roles: [...user.roles],
    status: user.status,
    created_at: user.createdAt.toISOString(),
    document_url: documentUrl,
  };
}

export function toArtistDocumentResponse(document: IdentityDocument, url: string): ArtistDocumentResponse {
  return {
    id: document.id,
    name: document.originalName || `document-${document.uploadedAt.toISOString().slice(0, 10)}`,
    url,
    content_type: document.contentType,
    size_bytes: document.sizeBytes,
    uploaded_at: document.uploadedAt.toISOString(),
    status: document.status,
    proposed_identity: identityChangeFields(document.proposedIdentity),
  };
}

/** The detail answer: the list fields, the identity details and every document (newest first). */
export function toArtistAdminDetailResponse(
  user: ArtistAccount,
  profile: ArtistProfile | null,
  documents: Array<{ document: IdentityDocument; url: string }>,
): ArtistAdminDetailResponse {
  return {
    ...toArtistAdminResponse(user, profile, documents[0]?.url ?? null),
    ...toKycFields(profile),
    review_comment: profile?.reviewComment ?? null,
    reviewed_at: profile?.reviewedAt?.toISOString() ?? null,
    pending_identity: identityChangeFields(profile?.pendingIdentity ?? null),
    documents: documents.map(({ document, url }) => toArtistDocumentResponse(document, url)),
  };
}
