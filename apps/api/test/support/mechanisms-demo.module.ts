import { Module, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { IdempotencyDemoController } from './idempotency-demo.controller';
import { RateLimitDemoController } from './rate-limit-demo.controller';
import { StorageDemoController } from './storage-demo.controller';
import { TestActorGuard } from './test-actor.guard';

/**
 * Test-only endpoints that exercise the core mechanisms over HTTP, the way domain controllers
 * will: `createTestApp(env, [MechanismsDemoModule])`. Never part of the real app.
 */
@Module({
  controllers: [StorageDemoController, IdempotencyDemoController, RateLimitDemoController],
  providers: [TestActorGuard],
})
export class MechanismsDemoModule implements OnModuleInit {
  constructor(private readonly dataSource: DataSource) {}

  async onModuleInit(): Promise<void> {
    // Test-only table, created in the test's own database (never in a migration).
    await this.dataSource.query(
      `CREATE TABLE IF NOT EXISTS idempotency_demo_widgets (
         id serial PRIMARY KEY, name text NOT NULL, token uuid NOT NULL DEFAULT gen_random_uuid(), created_at timestamptz NOT NULL DEFAULT now())`,
    );
  }
}
