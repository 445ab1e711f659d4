import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '@soundpost/server-core/config';
import { appState } from '@soundpost/server-core/database';
import { domains } from './domains';

export interface SeedContext {
  app: INestApplicationContext;
  config: AppConfig;
  log: (message: string) => void;
}

/** A domain's demo data. Seeders are idempotent: they create what is missing and keep the rest. */
export type Seeder = (ctx: SeedContext) => Promise<void>;

/** Domain seeders in the registry's (dependency) order. */
export const seeders: Array<{ name: string; run: Seeder }> = domains.flatMap((d) => (d.seed ? [{ name: d.name, run: d.seed }] : []));

const SEEDED_KEY = 'demo_data_seeded_at';

/**
 * Runs the demo seeders. On server start (`onlyFirstTime`) that happens once per database, so
 * demo rows an operator deleted do not come back; `soundpost db seed` runs them again on demand.
 */
export async function runSeeds(
  app: INestApplicationContext,
  config: AppConfig,
  { onlyFirstTime = false, log = () => undefined }: { onlyFirstTime?: boolean; log?: (m: string) => void } = {},
): Promise<boolean> {
  const dataSource = app.get(DataSource);
  if (onlyFirstTime) {
    if (await appState.has(dataSource, SEEDED_KEY)) return false;
  }
  for (const seeder of seeders) {
    await seeder.run({ app, config, log });
  }
  await appState.markNow(dataSource, SEEDED_KEY);
  log(`Demo data seeded (${seeders.length} seeder(s))`);
  return true;
}
