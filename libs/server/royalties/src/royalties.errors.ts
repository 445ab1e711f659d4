import { ROYALTY_MESSAGES as M } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';

export const RoyaltyErrors = {
  importNotFound: () => DomainError.notFound(M.importNotFound, 'royalty_import_not_found'),
  duplicateFile: (earlier: { id: string; createdAt: Date }) =>
    new DomainError('duplicate_report', `${M.duplicateFile} (import ${earlier.id}, ${earlier.createdAt.toISOString()})`, 409, undefined, undefined, {
      import_id: earlier.id,
    }),
  alreadyPosted: () => new DomainError('royalty_import_posted', M.alreadyPosted, 409),
  postedNotDeletable: () => new DomainError('royalty_import_posted', M.postedNotDeletable, 409),
  // Deleting detaches the import's partition, which waits for royalty_lines' readers (a posting in progress) only so long.
  linesBusy: () => new DomainError('royalty_lines_busy', M.linesBusy, 409),
  field: (field: string, message: string) => DomainError.validation({ [field]: [message] }, message),
  presetNotFound: () => DomainError.notFound(M.presetNotFound, 'royalty_preset_not_found'),
  presetNameTaken: () => DomainError.validation({ name: [M.presetNameTaken] }, M.presetNameTaken),
  lineNotFound: () => DomainError.notFound(M.lineNotFound, 'royalty_line_not_found'),
  lineMatched: () => new DomainError('royalty_line_matched', M.lineMatched, 409),
  releaseNotFound: () => DomainError.notFound(M.splitsNotFound, 'release_not_found'),
  trackNotFound: () => DomainError.notFound(M.trackNotFound, 'track_not_found'),
  collaboratorLimit: (limit: number) => {
    const message = M.collaboratorLimit.replace('{limit}', String(limit));
    return new DomainError('collaborator_limit', message, 422, { splits: [message] });
  },
  invitationNotFound: () => DomainError.notFound(M.invitationNotFound, 'invitation_not_found'),
};
