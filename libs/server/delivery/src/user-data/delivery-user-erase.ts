import type { UserDataErase } from '@soundpost/server-core/user-data';

/** Delivery's part of closing an account ($1): what was sent to which store stays (the takedowns are among them). */
export const DELIVERY_USER_ERASE: UserDataErase = {
  statements: [],
  kept: [
    { table: 'release_deliveries', reason: 'what each store was sent and when, the closing takedowns included: catalogue facts, no personal field' },
    { table: 'delivery_targets', reason: 'store connections; the user id is the staff member who changed them' },
  ],
};
