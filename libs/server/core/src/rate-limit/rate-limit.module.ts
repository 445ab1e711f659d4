import { Module } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitService } from './rate-limit.service';

/** Postgres-backed rate limiting shared by all instances (`RateLimitService`, `@RateLimit()`). */
@Module({ providers: [RateLimitService, RateLimitGuard], exports: [RateLimitService, RateLimitGuard] })
export class RateLimitModule {}
