import type { DataSource } from 'typeorm';

/** Resolves when the database answers a trivial statement (readiness). */
export async function pingDatabase(dataSource: DataSource): Promise<void> {
  await dataSource.query('SELECT 1');
}
