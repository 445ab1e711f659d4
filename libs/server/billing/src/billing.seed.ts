import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '@soundpost/server-core';

/** The four plans and demo subscriptions. Idempotent. */
export async function seedBilling(_ctx: { app: INestApplicationContext; config: AppConfig; log: (m: string) => void }): Promise<void> {
  // Filled in by the billing work.
}
