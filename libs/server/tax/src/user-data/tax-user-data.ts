import type { UserDataCounts } from '@soundpost/server-core/user-data';

/** What the tax domain holds about a user ($1): one count over its own tables per kind of record. */
export const TAX_USER_DATA: UserDataCounts = [
  { key: 'tax_profiles', label: 'Tax profile', count: `SELECT count(*) FROM tax_profiles WHERE account_id = $1` },
  { key: 'tax_forms', label: 'Tax forms (W-9, W-8BEN, W-8BEN-E)', count: `SELECT count(*) FROM tax_forms WHERE account_id = $1` },
  { key: 'tax_form_reminders', label: 'Tax form expiry reminders', count: `SELECT count(*) FROM tax_form_reminders r JOIN tax_forms f ON f.id = r.form_id WHERE f.account_id = $1` },
];
