import type { UserDataErase } from '@soundpost/server-core/user-data';

/**
 * Tax's part of closing an account ($1). The signed forms and the profile stay: a withholding agent
 * must keep W-9 / W-8 forms as long as they may matter for the tax it withheld or reported (1099-MISC,
 * 1042-S, IRS examinations: years), and their TINs stay sealed. The reminders sent about them go.
 */
export const TAX_USER_ERASE: UserDataErase = {
  statements: [
    { table: 'tax_form_reminders', sql: `DELETE FROM tax_form_reminders WHERE form_id IN (SELECT id FROM tax_forms WHERE account_id = $1)` },
  ],
  kept: [
    { table: 'tax_forms', reason: 'signed W-9 / W-8 forms are tax records the withholding agent must keep for years (1099-MISC, 1042-S, examinations); TINs stay sealed' },
    { table: 'tax_profiles', reason: 'the tax residence and status behind those forms: kept with them as tax records' },
  ],
};
