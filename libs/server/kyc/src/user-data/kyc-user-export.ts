import type { UserDataExport } from '@soundpost/server-core/user-data';

/** The KYC domain's part of a data export ($1 = the account): the profile and the identity documents, files included. */
export const KYC_USER_EXPORT: UserDataExport = {
  sections: [
    {
      area: 'profile-and-identity',
      section: 'profile',
      // The *_norm columns are lookup copies of the same values, left out.
      sql: `SELECT user_id, artist_name, first_name, last_name, phone_number, country, country_code, address, city, postal_code, paypal_email, iban,
              company, civil_status, nif_cnpj, nationality, doc_type, id_card_number, passport_number, id_issuing_place, id_expiry_date,
              residence_permit_number, document_status, is_verified, reviewed_at, review_comment, pending_identity, created_at, updated_at
            FROM artist_profiles WHERE user_id = $1`,
    },
    {
      area: 'profile-and-identity',
      section: 'identity_documents',
      sql: `SELECT id, original_name, content_type, size_bytes, sha256, status, uploaded_at, reviewed_at, review_comment, proposed_identity, purged_at, purge_reason
            FROM identity_documents WHERE user_id = $1 ORDER BY uploaded_at, id`,
    },
  ],
  files: [{ folder: 'identity-documents', sql: `SELECT storage_key AS key, original_name AS name, size_bytes AS size FROM identity_documents WHERE user_id = $1 AND purged_at IS NULL ORDER BY uploaded_at, id` }],
};
