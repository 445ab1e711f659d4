import type { UserDataCounts } from '@soundpost/server-core/user-data';

/** What the kyc domain holds about a user ($1): one count over its own tables per kind of record. */
export const KYC_USER_DATA: UserDataCounts = [
  { key: 'artist_profiles', label: 'Artist profile', count: `SELECT count(*) FROM artist_profiles WHERE user_id = $1` },
  { key: 'identity_documents', label: 'Identity documents', count: `SELECT count(*) FROM identity_documents WHERE user_id = $1` },
];
