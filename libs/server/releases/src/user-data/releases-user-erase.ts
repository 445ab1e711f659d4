import type { UserDataErase } from '@soundpost/server-core/user-data';

/** Releases' part of closing an account ($1): the catalogue stays (taken down at the stores, still the basis of royalty statements). */
export const RELEASES_USER_ERASE: UserDataErase = {
  statements: [],
  kept: [
    { table: 'releases', reason: 'catalogue facts (titles, codes, credits as published), needed for takedowns and for royalty statements of past sales' },
    { table: 'directory_artists', reason: 'the artist names credited on published releases: catalogue facts' },
  ],
};
