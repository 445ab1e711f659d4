import type { UserDataErase } from '@soundpost/server-core/user-data';

/** i18n holds no artist data: its user ids are the staff members who edited translations. */
export const I18N_USER_ERASE: UserDataErase = {
  statements: [],
  kept: [
    { table: 'language_files', reason: 'translations of the site; the user id is the staff member who edited them' },
    { table: 'language_file_versions', reason: 'versions of the translations; the user id is the staff member who saved them' },
  ],
};
