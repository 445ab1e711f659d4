import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '@soundpost/server-core';

/** Demo artists in each document state. Idempotent. */
export async function seedKyc(_ctx: { app: INestApplicationContext; config: AppConfig; log: (m: string) => void }): Promise<void> {
  // Filled in by the KYC work.
}
