import type { FastifyRequest } from 'fastify';

export const RATE_LIMIT_OPTIONS = 'soundpost:rate-limit';

export interface RateLimitOptions {
  /** Counter name, e.g. `login` or `otp-resend`; one policy per bucket. */
  bucket: string;
  /** Requests allowed per window. */
  points: number;
  /** Window length in seconds. */
  duration: number;
  /**
   * Who is counted: the client IP (default), the signed-in actor (falls back to the IP when
   * anonymous), or a custom key such as the e-mail address in the body (normalise it, e.g.
   * lower-case, so that variants count together).
   */
  key?: 'ip' | 'actor' | ((request: FastifyRequest) => string | undefined);
  /** The 429's message, when the generic one would not tell the user what to do. */
  message?: string;
}
