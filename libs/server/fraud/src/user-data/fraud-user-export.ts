import type { UserDataExport } from '@soundpost/server-core/user-data';

/** The fraud domain's part of a data export ($1 = the account): the blocks put on the account, without the staff members' ids. */
export const FRAUD_USER_EXPORT: UserDataExport = {
  sections: [
    {
      area: 'profile-and-identity',
      section: 'account_blocks',
      sql: `SELECT id, source, reason, ip_address, paypal_email, iban, stripe_account_id, blocked_until, created_at, lifted_at, lift_reason
            FROM fraud_blocks WHERE user_id = $1 ORDER BY created_at, id`,
    },
  ],
  notExported: [
    {
      table: 'fraud_findings',
      reason: 'fraud-detection signals, withheld so the rules stay effective (the fraud-prevention exemption to the right of access); the blocks they led to are exported',
    },
  ],
};
