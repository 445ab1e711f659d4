import type { AppConfig } from '../config/app-config';
import { ensureEmbeddedPostgres, EmbeddedPostgresHandle } from './embedded-postgres';

export interface ResolvedDatabase {
  url: string;
  embedded?: EmbeddedPostgresHandle;
}

/** DATABASE_URL when set; otherwise the embedded Postgres under DATA_DIR (started or joined). */
export async function resolveDatabase(config: AppConfig, log: (message: string) => void): Promise<ResolvedDatabase> {
  if (config.database.url) return { url: config.database.url };
  const embedded = await ensureEmbeddedPostgres({ dataDir: config.dataDir, log });
  return { url: embedded.url, embedded };
}
