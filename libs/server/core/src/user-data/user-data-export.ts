/**
 * The areas of a user's data export: one JSON file each in the archive (`<area>.json`), whatever
 * domain supplies its sections.
 */
export const EXPORT_AREAS = [
  'profile-and-identity',
  'releases-and-tracks',
  'splits',
  'statements-and-wallet',
  'payouts',
  'plan-and-billing',
  'statistics',
  'tickets-and-chats',
  'notifications',
  'activity-log',
  'consents',
] as const;
export type ExportArea = (typeof EXPORT_AREAS)[number];

/**
 * One kind of record, exported: a SELECT over the domain's own tables for the account `$1`, with
 * its columns named one by one (never passwords, token or code hashes, secrets), in a stable order.
 * It becomes the `section` key of `<area>.json`; with `csv: 'also'` also `<area>/<section>.csv` (the
 * money tables), with `csv: 'only'` just the CSV (tables too long to read as JSON).
 */
export interface ExportSection {
  area: ExportArea;
  section: string;
  sql: string;
  csv?: 'also' | 'only';
}

/**
 * Files the account uploaded: a SELECT of `key` (storage key), `name` (a display name, may be null)
 * and `size` (bytes) for `$1`. They go in `files/<folder>/`; with `linkWhenLarge` (audio) they become
 * signed links in `links.json` instead when the archive would pass the size limit.
 */
export interface ExportFileSet {
  folder: string;
  sql: string;
  linkWhenLarge?: boolean;
}

/** A table with a user-id column that the export leaves out on purpose, and why. */
export interface NotExported {
  table: string;
  reason: string;
}

/**
 * A domain's part of "give me my data" (`userExport` on its registry line). The same line will
 * later answer "erase this user's data" with a sibling hook over the same tables.
 */
export interface UserDataExport {
  sections: readonly ExportSection[];
  files?: readonly ExportFileSet[];
  notExported?: readonly NotExported[];
}
