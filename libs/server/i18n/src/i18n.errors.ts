import { ADMIN_MESSAGES } from '@soundpost/contracts';
import { DomainError } from '@soundpost/server-core/http';
import { LANGUAGE_FILE_MAX_BYTES } from './files/language-payload';

export const I18N_MESSAGES = {
  published: 'Published successfully',
  created: 'Language file created',
  languageNotFound: 'Language not found.',
  languageFileNotFound: 'Language file not found.',
  backupNotFound: 'Backup not found.',
  languageExists: 'This language file already exists.',
  badValue: (path: string) => `"${path}" must be a text or a group of texts (nested at most 10 deep, keys without dots).`,
  jsonFileRequired: 'Choose a .json file to upload.',
  notJsonFile: 'Only .json files can be uploaded.',
  fileTooLarge: `The file is too large (at most ${LANGUAGE_FILE_MAX_BYTES / 1024 / 1024} MB).`,
} as const;

export const I18nErrors = {
  languageNotFound: () => DomainError.notFound(I18N_MESSAGES.languageNotFound, 'language_not_found'),
  languageFileNotFound: () => DomainError.notFound(I18N_MESSAGES.languageFileNotFound, 'language_file_not_found'),
  backupNotFound: () => DomainError.notFound(I18N_MESSAGES.backupNotFound, 'backup_not_found'),
  languageExists: () => DomainError.conflict(I18N_MESSAGES.languageExists, 'language_file_exists'),
  invalidCode: () => new DomainError('invalid_language_code', ADMIN_MESSAGES.languageCodeInvalid, 422, { lang: [ADMIN_MESSAGES.languageCodeInvalid] }),
  invalidJson: (field = 'payload') => new DomainError('invalid_json', ADMIN_MESSAGES.jsonSyntaxInvalid, 422, { [field]: [ADMIN_MESSAGES.jsonSyntaxInvalid] }),
  badValue: (path: string, field = 'payload') => {
    const message = I18N_MESSAGES.badValue(path);
    return new DomainError('invalid_language_file', message, 422, { [field]: [message] });
  },
  jsonFileRequired: () => DomainError.validation({ file: [I18N_MESSAGES.jsonFileRequired] }),
  notJsonFile: () => new DomainError('invalid_file_type', I18N_MESSAGES.notJsonFile, 422, { file: [I18N_MESSAGES.notJsonFile] }),
  fileTooLarge: () => new DomainError('file_too_large', I18N_MESSAGES.fileTooLarge, 413),
};
