import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An artist's identity details and review state (`artist_profiles`, one row per artist account,
 * created on first write: an artist without a row reads as pending and unverified) and the
 * identity documents they uploaded (`identity_documents`, newest one is "the" document).
 */
export class KycProfilesDocuments1763700003000 implements MigrationInterface {
  name = 'KycProfilesDocuments1763700003000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE artist_profiles (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        artist_name varchar(255),
        first_name varchar(255),
        last_name varchar(255),
        phone_number varchar(16),
        country varchar(100),
        country_code varchar(2),
        address varchar(500),
        city varchar(255),
        postal_code varchar(10),
        paypal_email varchar(254),
        iban varchar(34),
        company varchar(255),
        civil_status varchar(50),
        nif_cnpj varchar(50),
        nationality varchar(100),
        doc_type varchar(16),
        id_card_number varchar(64),
        passport_number varchar(64),
        id_issuing_place varchar(255),
        id_expiry_date date,
        residence_permit_number varchar(64),
        document_status varchar(16) NOT NULL DEFAULT 'pending',
        is_verified boolean NOT NULL DEFAULT false,
        reviewed_at timestamptz,
        reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
        review_comment text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT artist_profiles_doc_type_ck CHECK (doc_type IN ('id_card', 'passport')),
        CONSTRAINT artist_profiles_document_status_ck CHECK (document_status IN ('pending', 'approved', 'rejected'))
      )`);
    // The back office filters artists by document status.
    await q.query(`CREATE INDEX artist_profiles_document_status_idx ON artist_profiles (document_status)`);

    await q.query(`
      CREATE TABLE identity_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        storage_key varchar(400) NOT NULL,
        original_name varchar(255),
        content_type varchar(100) NOT NULL,
        size_bytes integer NOT NULL,
        sha256 char(64) NOT NULL,
        status varchar(16) NOT NULL DEFAULT 'pending',
        uploaded_at timestamptz NOT NULL DEFAULT now(),
        reviewed_at timestamptz,
        reviewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
        review_comment text,
        CONSTRAINT identity_documents_status_ck CHECK (status IN ('pending', 'approved', 'rejected')),
        CONSTRAINT identity_documents_size_ck CHECK (size_bytes >= 0)
      )`);
    // "The latest document of a user" (profile, gate, list) and the cascade.
    await q.query(`CREATE INDEX identity_documents_user_uploaded_idx ON identity_documents (user_id, uploaded_at DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE identity_documents');
    await q.query('DROP TABLE artist_profiles');
  }
}
