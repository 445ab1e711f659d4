import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { RateLimitGuard } from './rate-limit.guard';
import { RATE_LIMIT_OPTIONS, RateLimitOptions } from './rate-limit.options';

/**
 * Limits a route, counting in Postgres so all instances share the limit; over it the client gets
 * 429 with Retry-After. With `key: 'actor'` the auth guard must run first: put auth on the class,
 * or write `@RateLimit` above the auth decorator on the method (decorators apply bottom-up).
 */
export function RateLimit(options: RateLimitOptions): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(RATE_LIMIT_OPTIONS, options),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ description: 'Too many requests; see the Retry-After header.' }),
  );
}
