import type { UserDataErase } from '@soundpost/server-core/user-data';

/** Keys of audit-log snapshots that hold personal data (both naming styles): taken out of the entries about a closed account. */
export const PERSONAL_AUDIT_KEYS = [
  'name', 'email', 'first_name', 'firstName', 'last_name', 'lastName', 'phone_number', 'phoneNumber', 'address', 'city', 'postal_code', 'postalCode',
  'paypal_email', 'paypalEmail', 'iban', 'company', 'civil_status', 'civilStatus', 'nif_cnpj', 'nifCnpj', 'nationality', 'id_card_number', 'idCardNumber',
  'passport_number', 'passportNumber', 'id_issuing_place', 'idIssuingPlace', 'id_expiry_date', 'idExpiryDate', 'residence_permit_number',
  'residencePermitNumber', 'pending_identity', 'pendingIdentity', 'proposed_identity', 'proposedIdentity', 'review_comment', 'reviewComment',
  'blocked_reason', 'blockedReason', 'destination', 'notes', 'subject', 'message', 'body', 'original_name', 'originalName',
] as const;

const KEYS = `ARRAY[${PERSONAL_AUDIT_KEYS.map((k) => `'${k}'`).join(', ')}]::text[]`;

/**
 * Core's tables when an account is closed ($1): the audit log keeps every fact (what happened to
 * which record, when, by which role) but not the personal values in its snapshots, nor the closed
 * person's name, e-mail, IP address and browser as an actor.
 */
export const CORE_USER_ERASE: UserDataErase = {
  statements: [
    { table: 'audit_logs', sql: `UPDATE audit_logs SET changes = changes - ${KEYS}, original = original - ${KEYS} WHERE user_id = $1::uuid::text` },
    { table: 'audit_logs', sql: `UPDATE audit_logs SET actor_name = NULL, actor_email = NULL, ip_address = NULL, user_agent = NULL WHERE actor_id = $1::uuid::text` },
  ],
};
