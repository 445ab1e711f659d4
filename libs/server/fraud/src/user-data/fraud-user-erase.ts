import type { UserDataErase } from '@soundpost/server-core/user-data';

/** Fraud's part of closing an account ($1): nothing goes (fraud prevention: a block must still stop the same person coming back). */
export const FRAUD_USER_ERASE: UserDataErase = {
  statements: [],
  kept: [
    { table: 'fraud_blocks', reason: 'fraud prevention (a legitimate interest): the block and the identifiers it stops stay after the closure' },
    { table: 'fraud_findings', reason: 'fraud prevention (a legitimate interest): the evidence behind blocks stays after the closure' },
  ],
};
