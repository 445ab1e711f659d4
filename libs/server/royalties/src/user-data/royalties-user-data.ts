import type { UserDataCounts } from '@soundpost/server-core/user-data';

/** What the royalties domain holds about a user ($1): one count over its own tables per kind of record. */
export const ROYALTIES_USER_DATA: UserDataCounts = [
  { key: 'royalty_splits', label: 'Royalty splits', count: `SELECT count(*) FROM royalty_splits WHERE owner_user_id = $1 OR collaborator_user_id = $1` },
  { key: 'royalty_credits', label: 'Royalty credits', count: `SELECT count(*) FROM royalty_credits WHERE user_id = $1` },
  { key: 'royalty_posted_units', label: 'Units paid per track and month', count: `SELECT count(*) FROM royalty_posted_units WHERE owner_user_id = $1` },
];
