import type { UserDataCounts } from '@soundpost/server-core/user-data';

/** What the links domain holds about a user ($1): their releases' pages and channels. Fans are not users. */
export const LINKS_USER_DATA: UserDataCounts = [
  { key: 'release_links', label: 'Smart links', count: `SELECT count(*) FROM release_links WHERE user_id = $1` },
  { key: 'link_channels', label: 'Smart link channels', count: `SELECT count(*) FROM link_channels c JOIN release_links l ON l.id = c.link_id WHERE l.user_id = $1` },
];
