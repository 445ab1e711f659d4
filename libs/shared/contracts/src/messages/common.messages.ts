/** Clients branch on these, never on message text. */
export const ERROR_CODES = {
  accountBlocked: 'account_blocked',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const ACCOUNT_BLOCKED = {
  code: ERROR_CODES.accountBlocked,
  message: 'Your account is blocked. Please contact support.',
} as const;

export const NOT_FOUND_MESSAGE = "The page you requested doesn't exist.";

export function tooManyRequestsMessage(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return `Too many requests. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

export function retryAfterOf(body: unknown): number | null {
  const value = typeof body === 'object' && body !== null ? (body as { retry_after?: unknown }).retry_after : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : null;
}
