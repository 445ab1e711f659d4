import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { RateLimitGuard } from './rate-limit.guard';
import { RATE_LIMIT_OPTIONS, RateLimitOptions } from './rate-limit.options';

export function RateLimit(options: RateLimitOptions): MethodDecorator & ClassDecorator {
  return applyDecorators(
    SetMetadata(RATE_LIMIT_OPTIONS, options),
    UseGuards(RateLimitGuard),
    ApiTooManyRequestsResponse({ description: 'Too many requests; see the Retry-After header.' }),
  );
}
