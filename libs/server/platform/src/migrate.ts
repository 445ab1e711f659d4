import { DataSource } from 'typeorm';
import { AppConfig } from '@soundpost/server-core/config';
import { buildDataSourceOptions, connectionName } from '@soundpost/server-core/database';
import { platformSchema } from './schema';

/** Runs pending migrations on `url` and returns the names applied. */
export async function runMigrations(url: string, db: AppConfig['database'], role = 'migrate'): Promise<string[]> {
  const dataSource = new DataSource(buildDataSourceOptions(url, db, platformSchema, connectionName(role)));
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((m) => m.name);
  } finally {
    await dataSource.destroy();
  }
}
