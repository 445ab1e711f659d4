import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Kyc's published read model of the identifiers an artist gave (fraud's shared-identity rules):
 * one row per PayPal e-mail, IBAN and identity document number, normalised the way two people
 * typing the same one would still match (e-mail lower-cased and trimmed, IBAN and document
 * numbers upper-cased without spaces or punctuation). `created_at` is the profile's last change.
 */
export class KycIdentifiers1764500002000 implements MigrationInterface {
  name = 'KycIdentifiers1764500002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE VIEW kyc_identifiers AS
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
       WHERE value IS NOT NULL AND value <> ''
    `);
    await q.query(`CREATE INDEX artist_profiles_updated_at ON artist_profiles (updated_at)`);
    // When any identifier last changed (from that index): a fraud scan with nothing new skips its rules.
    await q.query(`CREATE VIEW kyc_change_marks AS SELECT max(updated_at) AS changed_at FROM artist_profiles`);
    // The rules group by the normalised value: expression indexes keep that an index read.
    await q.query(`CREATE INDEX artist_profiles_paypal_norm ON artist_profiles (lower(btrim(paypal_email))) WHERE paypal_email IS NOT NULL`);
    await q.query(`CREATE INDEX artist_profiles_iban_norm ON artist_profiles (upper(regexp_replace(iban, '[^A-Za-z0-9]', '', 'g'))) WHERE iban IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX artist_profiles_iban_norm`);
    await q.query(`DROP INDEX artist_profiles_paypal_norm`);
    await q.query(`DROP VIEW kyc_change_marks`);
    await q.query(`DROP INDEX artist_profiles_updated_at`);
    await q.query(`DROP VIEW kyc_identifiers`);
  }
}
