import { STATS_MESSAGES as M } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';

export const StatsErrors = {
  importNotFound: () => DomainError.notFound(M.importNotFound, 'stats_import_not_found'),
  duplicateFile: (earlier: { id: string; createdAt: Date }) =>
    new DomainError('duplicate_report', `${M.duplicateFile} (import ${earlier.id}, ${earlier.createdAt.toISOString()})`, 409, undefined, undefined, {
      import_id: earlier.id,
    }),
  field: (field: string, message: string) => DomainError.validation({ [field]: [message] }, message),
  presetNotFound: () => DomainError.notFound(M.presetNotFound, 'stats_preset_not_found'),
  presetNameTaken: () => DomainError.validation({ name: [M.presetNameTaken] }, M.presetNameTaken),
};
