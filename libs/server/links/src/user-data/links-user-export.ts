import type { UserDataExport } from '@soundpost/server-core/user-data';

/** The links domain's part of a data export ($1 = the account): its smart links (fans' addresses are the fans' data, not the artist's). */
export const LINKS_USER_EXPORT: UserDataExport = {
  sections: [
    {
      area: 'releases-and-tracks',
      section: 'smart_links',
      sql: `SELECT id, release_id, slug, store_order, extra_links, store_urls, disabled_at, disabled_reason, created_at, updated_at FROM release_links WHERE user_id = $1 ORDER BY created_at, id`,
    },
  ],
};
