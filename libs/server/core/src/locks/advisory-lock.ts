import type { DataSource, EntityManager, QueryRunner } from 'typeorm';

export type AdvisoryLockResult<T> = { acquired: true; result: T } | { acquired: false };

/**
 * Runs `fn` while holding a Postgres session-level advisory lock named `name`, or skips it when
 * another session (another instance, the CLI twin of a scheduled job) holds that lock.
 *
 * The lock lives on ONE dedicated pooled connection for the whole run: session locks belong to a
 * connection, so taking and releasing them through the pool could hit two different sessions.
 * The key is `hashtextextended(name, 0)`, a stable 64-bit hash computed by Postgres itself, so
 * every process (whatever its language or version) derives the same key from the same name.
 */
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
        // The connection would go back to the pool still holding the lock, blocking every later
        // run: discard it instead (closing the session releases its locks).
        brokenSession = error as Error;
      }
    }
  } finally {
    await releaseRunner(runner, brokenSession);
  }
}

async function releaseRunner(runner: QueryRunner, error?: Error): Promise<void> {
  // TypeORM's postgres runner can hand an error to pg-pool, which then destroys the client rather
  // than reusing it; the public release() has no such parameter.
  const destroyable = runner as QueryRunner & { releasePostgresConnection?: (err?: Error) => Promise<void> };
  if (error && typeof destroyable.releasePostgresConnection === 'function') await destroyable.releasePostgresConnection(error);
  else await runner.release();
}

/**
 * Serialises one kind of change per user for the rest of the caller's transaction (a
 * transaction-level advisory lock named `scope:userId`, released at commit or rollback): e.g.
 * counting against a plan limit and then inserting is safe only when no other request of the same
 * user does the same in between.
 */
export async function lockUserInTransaction(manager: EntityManager, scope: string, userId: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`${scope}:${userId}`]);
}
