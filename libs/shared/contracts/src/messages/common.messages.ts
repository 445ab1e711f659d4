/** Error codes the API puts in ApiError.code; clients branch on these, never on message text. */
export const ERROR_CODES = {
  accountBlocked: 'account_blocked',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Login, reset and verify answer this for a blocked user; the client then clears its token. */
export const ACCOUNT_BLOCKED = {
  code: ERROR_CODES.accountBlocked,
  message: 'Your account is blocked. Please contact support.',
} as const;

export const NOT_FOUND_MESSAGE = "The page you requested doesn't exist.";
