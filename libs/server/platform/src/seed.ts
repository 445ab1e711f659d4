import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AppConfig } from '@soundpost/server-core/config';
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
    const rows = await dataSource.query(`SELECT 1 FROM app_state WHERE key = $1`, [SEEDED_KEY]);
    if (rows.length) return false;
  }
  for (const seeder of seeders) {
    await seeder.run({ app, config, log });
  }
  await dataSource.query(
    `INSERT INTO app_state (key, value) VALUES ($1, to_jsonb(now())) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
    [SEEDED_KEY],
  );
  log(`Demo data seeded (${seeders.length} seeder(s))`);
  return true;
}
