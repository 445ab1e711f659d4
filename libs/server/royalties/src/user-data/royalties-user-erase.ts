import { CLOSED_ACCOUNT_EMAIL_SQL, type UserDataErase } from '@soundpost/server-core/user-data';

/**
 * Royalties' part of closing an account ($1): statements and allocations are money records and stay;
 * a split the account received keeps its share but not the account's e-mail address.
 */
export const ROYALTIES_USER_ERASE: UserDataErase = {
  statements: [{ table: 'royalty_splits', sql: `UPDATE royalty_splits SET email = ${CLOSED_ACCOUNT_EMAIL_SQL}, updated_at = now() WHERE collaborator_user_id = $1` }],
  kept: [
    { table: 'royalty_lines', reason: 'store sales lines: money records kept for years, no personal field' },
    { table: 'royalty_allocations', reason: 'shares of store sales lines: money records kept for years' },
    { table: 'royalty_credits', reason: 'royalties credited to the wallet: money records kept for years' },
    { table: 'royalty_owner_lines', reason: 'an index of the account\'s sales lines: money records' },
    { table: 'royalty_posted_units', reason: 'units posted per release and month: money records' },
    { table: 'royalty_imports', reason: 'store reports; the user ids are the staff members who imported and posted them' },
  ],
};
