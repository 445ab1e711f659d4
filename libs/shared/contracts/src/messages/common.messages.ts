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

/**
 * A throttled request (429): the seconds to wait are in the message, in `retry_after` and in the
 * `Retry-After` header, so screens can count down to the moment a retry works.
 */
export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `Too many requests. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

/** The seconds a 429 answer asks to wait (`retry_after`), when it carries a usable number. */
export function retryAfterOf(body: unknown): number | null {
  const value = typeof body === 'object' && body !== null ? (body as { retry_after?: unknown }).retry_after : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}
