import type { FastifyRequest } from 'fastify';

export const RATE_LIMIT_OPTIONS = 'soundpost:rate-limit';

export interface RateLimitOptions {
  bucket: string;
  points: number;
  duration: number;
  key?: 'ip' | 'actor' | ((request: FastifyRequest) => string | undefined);
  /** The 429's message, when the generic one would not tell the user what to do. */
  message?: string;
}
