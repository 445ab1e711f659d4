import { MigrationInterface, QueryRunner } from 'typeorm';

const PAYPAL = `NULLIF(lower(btrim(paypal_email)), '')`;
const NORMALISED = ['paypal_email_norm', 'iban_norm', 'id_card_number_norm', 'passport_number_norm'];
const code = (column: string) => `NULLIF(upper(regexp_replace(${column}, '[^A-Za-z0-9]', '', 'g')), '')`;

/**
 * The identifiers' normalised forms stored on write (generated columns), each with an index on
 * (value, user_id): the fraud rules group and join on them, and computing `regexp_replace` on every
 * IBAN and document number at each scan was most of a scan's time. `kyc_identifiers` keeps its
 * columns and its rule (an empty normalised value is no identifier); it now reads the stored
 * columns, so a grouping is an index walk and a lookup by value an index probe.
 */
export class KycIdentifiersStored1764800301000 implements MigrationInterface {
  name = 'KycIdentifiersStored1764800301000';

  async up(q: QueryRunner): Promise<void> {
    // One ALTER: the table is rewritten once for the four columns.
    await q.query(`
      ALTER TABLE artist_profiles
        ADD COLUMN paypal_email_norm text GENERATED ALWAYS AS (${PAYPAL}) STORED,
        ADD COLUMN iban_norm text GENERATED ALWAYS AS (${code('iban')}) STORED,
        ADD COLUMN id_card_number_norm text GENERATED ALWAYS AS (${code('id_card_number')}) STORED,
        ADD COLUMN passport_number_norm text GENERATED ALWAYS AS (${code('passport_number')}) STORED`);
    await q.query(`DROP INDEX artist_profiles_paypal_norm`);
    await q.query(`DROP INDEX artist_profiles_iban_norm`);
    for (const column of NORMALISED) {
      await q.query(`CREATE INDEX artist_profiles_${column}_idx ON artist_profiles (${column}, user_id) WHERE ${column} IS NOT NULL`);
    }
    // The filter stays outside the UNION ALL: branches without a WHERE of their own are flattened
    // into one append, so a rule filtering on a kind reads that branch's index in value order.
    await q.query(`
      CREATE OR REPLACE VIEW kyc_identifiers AS
      SELECT user_id, kind, value, created_at
        FROM (
          SELECT p.user_id, 'paypal_email'::text AS kind, p.paypal_email_norm AS value, p.updated_at AS created_at FROM artist_profiles p
          UNION ALL
          SELECT p.user_id, 'iban', p.iban_norm, p.updated_at FROM artist_profiles p
          UNION ALL
          SELECT p.user_id, 'document_number', p.id_card_number_norm, p.updated_at FROM artist_profiles p
          UNION ALL
          SELECT p.user_id, 'document_number', p.passport_number_norm, p.updated_at FROM artist_profiles p
        ) identifiers
       WHERE value IS NOT NULL`);
    // The planner needs the new columns' statistics before the next scan, not after autovacuum's.
    await q.query(`ANALYZE artist_profiles`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE VIEW kyc_identifiers AS
      SELECT user_id, kind, value, created_at
        FROM (
          SELECT p.user_id, 'paypal_email'::text AS kind, lower(btrim(p.paypal_email)) AS value, p.updated_at AS created_at FROM artist_profiles p
          UNION ALL
          SELECT p.user_id, 'iban', upper(regexp_replace(p.iban, '[^A-Za-z0-9]', '', 'g')), p.updated_at FROM artist_profiles p
          UNION ALL
          SELECT p.user_id, 'document_number', upper(regexp_replace(p.id_card_number, '[^A-Za-z0-9]', '', 'g')), p.updated_at FROM artist_profiles p
          UNION ALL
          SELECT p.user_id, 'document_number', upper(regexp_replace(p.passport_number, '[^A-Za-z0-9]', '', 'g')), p.updated_at FROM artist_profiles p
        ) identifiers
       WHERE value IS NOT NULL AND value <> ''`);
    for (const column of NORMALISED) await q.query(`DROP INDEX artist_profiles_${column}_idx`);
    await q.query(`CREATE INDEX artist_profiles_paypal_norm ON artist_profiles (lower(btrim(paypal_email))) WHERE paypal_email IS NOT NULL`);
    await q.query(`CREATE INDEX artist_profiles_iban_norm ON artist_profiles (upper(regexp_replace(iban, '[^A-Za-z0-9]', '', 'g'))) WHERE iban IS NOT NULL`);
    await q.query(`ALTER TABLE artist_profiles DROP COLUMN paypal_email_norm, DROP COLUMN iban_norm, DROP COLUMN id_card_number_norm, DROP COLUMN passport_number_norm`);
  }
}
