import type { UserDataExport } from '@soundpost/server-core/user-data';

/** The royalties domain's part of a data export ($1 = the account): splits, statement lines (also CSV) and credits. */
export const ROYALTIES_USER_EXPORT: UserDataExport = {
  sections: [
    {
      area: 'splits',
      section: 'splits',
      sql: `SELECT id, owner_user_id, release_id, track_id, email, share_bp, status, collaborator_user_id, created_at, updated_at, accepted_at, removed_at
            FROM royalty_splits WHERE owner_user_id = $1 OR collaborator_user_id = $1 ORDER BY created_at, id`,
    },
    {
      area: 'statements-and-wallet',
      section: 'statement_lines',
      csv: 'also',
      sql: `SELECT a.import_id, l.month, l.store, l.territory, l.isrc, l.upc, l.units, l.currency, l.revenue, l.amount_cents AS line_amount_cents,
              a.split_id, a.amount_cents, l.release_id, l.track_id
            FROM royalty_allocations a JOIN royalty_lines l ON l.id = a.line_id WHERE a.user_id = $1 ORDER BY l.month, a.import_id, a.line_id, a.split_id`,
    },
    {
      area: 'statements-and-wallet',
      section: 'royalty_credits',
      csv: 'also',
      sql: `SELECT id, import_id, split_id, amount_cents, wallet_transaction_id, created_at FROM royalty_credits WHERE user_id = $1 ORDER BY created_at, id`,
    },
    {
      area: 'statistics',
      section: 'paid_units',
      sql: `SELECT import_id, store_id, month, release_id, track_id, units FROM royalty_posted_units WHERE owner_user_id = $1 ORDER BY month, store_id, release_id, track_id`,
    },
  ],
  notExported: [
    { table: 'royalty_owner_lines', reason: "an index of which report lines belong to the account; the lines themselves are exported in statement_lines" },
    { table: 'royalty_imports', reason: 'store reports as a whole; created_by and posted_by are the staff members who imported and posted them' },
  ],
};
