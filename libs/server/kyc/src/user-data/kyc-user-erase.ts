import type { UserDataErase } from '@soundpost/server-core/user-data';

/**
 * KYC's part of closing an account ($1): the profile's identity, contact and bank fields are blanked
 * (the artist name stays: it is on the releases). Identity documents stay until the retention sweep
 * deletes them (`KYC_DOCUMENT_RETENTION_DAYS` after the closure, the anti-money-laundering period).
 */
export const KYC_USER_ERASE: UserDataErase = {
  statements: [
    {
      table: 'artist_profiles',
      sql: `UPDATE artist_profiles SET first_name = NULL, last_name = NULL, phone_number = NULL, address = NULL, city = NULL, postal_code = NULL,
                   paypal_email = NULL, iban = NULL, company = NULL, civil_status = NULL, nif_cnpj = NULL, nationality = NULL, doc_type = NULL,
                   id_card_number = NULL, passport_number = NULL, id_issuing_place = NULL, id_expiry_date = NULL, residence_permit_number = NULL,
                   pending_identity = NULL, review_comment = NULL, updated_at = now()
             WHERE user_id = $1`,
    },
  ],
  kept: [
    {
      table: 'identity_documents',
      reason: 'kept by the retention rule (KYC_DOCUMENT_RETENTION_DAYS after the closure, anti-money-laundering), then deleted by the privacy sweep',
    },
  ],
};
