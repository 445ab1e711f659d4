import type { UserDataErase } from '@soundpost/server-core/user-data';

const LINKS = `SELECT id FROM release_links WHERE user_id = $1`;

/**
 * Smart links' part of closing an account ($1): the pages are disabled; the fans who left their
 * e-mail or pre-saved (their store tokens) are deleted: that data was held for the artist who leaves.
 */
export const LINKS_USER_ERASE: UserDataErase = {
  statements: [
    { table: 'link_fans', sql: `DELETE FROM link_fans WHERE link_id IN (${LINKS})` },
    { table: 'link_presaves', sql: `DELETE FROM link_presaves WHERE link_id IN (${LINKS})` },
    { table: 'release_links', sql: `UPDATE release_links SET disabled_at = coalesce(disabled_at, now()), disabled_reason = 'The account was closed.', updated_at = now() WHERE user_id = $1` },
  ],
};
