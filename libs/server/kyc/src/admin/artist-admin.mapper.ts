import type { ArtistAdminDetailResponse, ArtistAdminResponse, ArtistDocumentResponse } from '@soundpost/contracts';
import type { IdentityDocument } from '../documents/identity-document.entity';
import type { ArtistProfile } from '../profiles/artist-profile.entity';
import { ArtistAccount, toKycFields } from '../profiles/artist-profile.mapper';
import { identityChangeFields } from '../profiles/identity-change';

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
    has_document: documentUrl !== null,
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
