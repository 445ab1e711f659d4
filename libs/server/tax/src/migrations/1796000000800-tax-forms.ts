import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tax identity: one profile per artist account, its W-9 / W-8BEN / W-8BEN-E forms (a new one
 * supersedes the current one, which stays as history), and the expiry reminders already sent.
 * TINs are sealed (AES-256-GCM, see tax-secrets.ts); only their last 4 digits are readable.
 * No foreign key to users: auth owns that table.
 */
export class TaxForms1796000000800 implements MigrationInterface {
  name = 'TaxForms1796000000800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE tax_profiles (
        account_id uuid PRIMARY KEY,
        tax_residence_country char(2) NOT NULL,
        us_person boolean NOT NULL,
        entity_type varchar(16) NOT NULL CHECK (entity_type IN ('individual', 'business')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )
    `);
    await q.query(`
      CREATE TABLE tax_forms (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL,
        kind varchar(8) NOT NULL CHECK (kind IN ('w9', 'w8ben', 'w8bene')),
        payee_name varchar(200) NOT NULL,
        business_name varchar(200),
        federal_tax_classification varchar(40),
        tin_type varchar(8) CHECK (tin_type IN ('ssn', 'ein')),
        tin_sealed text,
        tin_last4 char(4),
        foreign_tin_sealed text,
        foreign_tin_last4 varchar(4),
        foreign_tin_missing_reason varchar(300),
        citizenship_country char(2),
        country char(2) NOT NULL,
        chapter3_status varchar(40),
        chapter4_status varchar(40),
        date_of_birth date,
        address jsonb NOT NULL,
        mailing_address jsonb,
        treaty_country char(2),
        treaty_article varchar(40),
        treaty_rate_bp integer CHECK (treaty_rate_bp BETWEEN 0 AND 2999),
        treaty_income_type varchar(16),
        signer_name varchar(200) NOT NULL,
        signature varchar(200) NOT NULL,
        signed_at timestamptz NOT NULL,
        signer_ip varchar(64),
        expires_at timestamptz,
        superseded_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK ((kind = 'w9') = (expires_at IS NULL)),
        CHECK ((treaty_rate_bp IS NULL) = (treaty_country IS NULL))
      )
    `);
    await q.query(`CREATE UNIQUE INDEX tax_forms_one_current ON tax_forms (account_id) WHERE superseded_at IS NULL`);
    await q.query(`CREATE INDEX tax_forms_account_newest ON tax_forms (account_id, signed_at DESC, id DESC)`);
    await q.query(`CREATE INDEX tax_forms_current_expiry ON tax_forms (expires_at) WHERE superseded_at IS NULL AND expires_at IS NOT NULL`);
    await q.query(`
      CREATE TABLE tax_form_reminders (
        form_id uuid NOT NULL REFERENCES tax_forms (id) ON DELETE CASCADE,
        kind varchar(8) NOT NULL CHECK (kind IN ('90', '30', '7', 'expired')),
        sent_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (form_id, kind)
      )
    `);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tax_form_reminders`);
    await q.query(`DROP TABLE tax_forms`);
    await q.query(`DROP TABLE tax_profiles`);
  }
}
