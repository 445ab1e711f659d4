import type { UserDataExport } from '@soundpost/server-core/user-data';

/** The i18n domain holds nothing about artists: its user ids are the staff members who edited the translations. */
export const I18N_USER_EXPORT: UserDataExport = {
  sections: [],
  notExported: [
    { table: 'language_files', reason: 'the translation bundles; updated_by and published_by are staff members' },
    { table: 'language_file_versions', reason: 'earlier translation bundles; created_by is the staff member who saved them' },
  ],
};
