import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

export type AdvisoryLockResult<T> = { acquired: true; result: T } | { acquired: false };

/** A session lock on one dedicated connection for the whole run; skipped (`acquired: false`) when another session holds it. */
export async function withAdvisoryLock<T>(dataSource: DataSource, name: string, fn: () => Promise<T>): Promise<AdvisoryLockResult<T>> {
  const runner = dataSource.createQueryRunner();
  let brokenSession: Error | undefined;
  try {
    const rows: Array<{ acquired: boolean }> = await runner.query('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS acquired', [name]);
    if (!rows[0]?.acquired) return { acquired: false };
    try {
      return { acquired: true, result: await fn() };
    } finally {
      try {
        await runner.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [name]);
      } catch (error) {
        brokenSession = error as Error;
      }
    }
  } finally {
    await releaseRunner(runner, brokenSession);
  }
}

async function releaseRunner(runner: QueryRunner, error?: Error): Promise<void> {
  const destroyable = runner as QueryRunner & { releasePostgresConnection?: (err?: Error) => Promise<void> };
  // A connection still holding the lock would block every later run: discard it (closing the session releases it).
  if (error && typeof destroyable.releasePostgresConnection === 'function') await destroyable.releasePostgresConnection(error);
  else await runner.release();
}

export async function lockUserInTransaction(manager: EntityManager, scope: string, userId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${scope}:${userId}`]);
}
