import { Module } from '@nestjs/common';

// Filled in by the idempotency mechanism.
@Module({ providers: [], exports: [] })
export class IdempotencyModule {}
