import type { UserDataExport } from '@soundpost/server-core/user-data';

/**
 * The tax domain's part of an account's data export ($1 = the account). TINs leave masked (last 4
 * digits): the sealed values are never exported.
 */
export const TAX_USER_EXPORT: UserDataExport = {
  sections: [
    {
      area: 'profile-and-identity',
      section: 'tax_profile',
      sql: `SELECT tax_residence_country, us_person, entity_type, created_at, updated_at FROM tax_profiles WHERE account_id = $1`,
    },
    {
      area: 'profile-and-identity',
      section: 'tax_forms',
      sql: `SELECT id, kind AS form, payee_name, business_name, federal_tax_classification, tin_type,
                   CASE WHEN tin_last4 IS NULL THEN NULL WHEN tin_type = 'ssn' THEN '***-**-' || tin_last4 WHEN tin_type = 'ein' THEN '**-***' || tin_last4 ELSE '*****' || tin_last4 END AS tin_masked,
                   CASE WHEN foreign_tin_last4 IS NULL THEN NULL ELSE '*****' || foreign_tin_last4 END AS foreign_tin_masked,
                   foreign_tin_missing_reason, citizenship_country, country, chapter3_status, chapter4_status, date_of_birth,
                   address, mailing_address, treaty_country, treaty_article, treaty_rate_bp, treaty_income_type,
                   signer_name, signature, signed_at, signer_ip, expires_at, superseded_at
              FROM tax_forms WHERE account_id = $1 ORDER BY signed_at, id`,
    },
    {
      area: 'notifications',
      section: 'tax_form_reminders',
      sql: `SELECT r.form_id, r.kind, r.sent_at FROM tax_form_reminders r JOIN tax_forms f ON f.id = r.form_id WHERE f.account_id = $1 ORDER BY r.sent_at, r.form_id, r.kind`,
    },
  ],
};
