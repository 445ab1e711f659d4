import type { UserDataCounts } from '@soundpost/server-core/user-data';

/** What the releases domain holds about a user ($1): one count over its own tables per kind of record. */
export const RELEASES_USER_DATA: UserDataCounts = [
  { key: 'releases', label: 'Releases', count: `SELECT count(*) FROM releases WHERE user_id = $1` },
  { key: 'tracks', label: 'Tracks', count: `SELECT count(*) FROM tracks t JOIN releases r ON r.id = t.release_id WHERE r.user_id = $1` },
  { key: 'directory_artists', label: 'Artist directory entries', count: `SELECT count(*) FROM directory_artists WHERE user_id = $1` },
];
