import { ADMIN_ARTIST_MESSAGES, AUTH_MESSAGES, KYC_SERVER_MESSAGES } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';

export const KycErrors = {
  documentsNotApproved: () => DomainError.forbidden(KYC_SERVER_MESSAGES.documentsNotApproved, 'documents_not_approved'),
  flowNotAllowed: () => DomainError.forbidden(AUTH_MESSAGES.flowNotAllowed, 'flow_not_allowed'),
  /** Missing, not an artist, or not a uuid: one answer. */
  artistNotFound: () => DomainError.notFound(ADMIN_ARTIST_MESSAGES.artistNotFound, 'not_found'),
  /** Missing or another artist's: one answer. */
  documentNotFound: () => DomainError.notFound(KYC_SERVER_MESSAGES.documentNotFound, 'not_found'),
  onlyAdminsDeleteArtists: () => DomainError.forbidden(ADMIN_ARTIST_MESSAGES.onlyAdminsDeleteArtists, 'forbidden'),
  onlyAdminsGrantStaffRoles: () => DomainError.forbidden(ADMIN_ARTIST_MESSAGES.onlyAdminsGrantStaffRoles, 'forbidden'),
  artistRoleRequired: () => DomainError.validation({ roles: [ADMIN_ARTIST_MESSAGES.artistRoleRequired] }),
};
