import { Module } from '@nestjs/common';

// Filled in by the rate-limit mechanism.
@Module({ providers: [], exports: [] })
export class RateLimitModule {}
