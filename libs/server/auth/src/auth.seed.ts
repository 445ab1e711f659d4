import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '@soundpost/server-core';

/** Demo data of the auth domain (the demo admin). Idempotent. */
export async function seedAuth(_ctx: { app: INestApplicationContext; config: AppConfig; log: (m: string) => void }): Promise<void> {
  // Filled in by the auth work.
}
