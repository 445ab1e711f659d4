import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../database/data-source-options';
import { createTestDatabase, TestDatabase } from '../testing/test-database';
import { lockUserInTransaction, withAdvisoryLock } from './advisory-lock';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('withAdvisoryLock (real Postgres)', () => {
  let db: TestDatabase;
  let ds: DataSource;
  let other: DataSource; // a second "instance": its own pool

  beforeAll(async () => {
    db = await createTestDatabase();
    const settings = { poolMax: 4, connectTimeoutMs: 5000, statementTimeoutMs: 10_000 };
    ds = await new DataSource(buildDataSourceOptions(db.url, settings, { entities: [], migrations: [] }, 'soundpost-test-locks-a')).initialize();
    other = await new DataSource(buildDataSourceOptions(db.url, settings, { entities: [], migrations: [] }, 'soundpost-test-locks-b')).initialize();
  });
  afterAll(async () => {
    await ds.destroy();
    await other.destroy();
    await db.drop();
  });

  const heldLocks = async () =>
    Number((await ds.query(`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND granted`))[0].n);

  it('runs fn and releases the lock afterwards', async () => {
    await expect(withAdvisoryLock(ds, 'lock-test:simple', async () => 42)).resolves.toEqual({ acquired: true, result: 42 });
    expect(await heldLocks()).toBe(0);
    await expect(withAdvisoryLock(ds, 'lock-test:simple', async () => 'again')).resolves.toEqual({ acquired: true, result: 'again' });
  });

  it('never lets two concurrent callers (two pools) both run fn', async () => {
    const inside = deferred();
    const finish = deferred();
    let running = 0;
    let maxRunning = 0;
    const body = async () => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      inside.resolve();
      await finish.promise;
      running--;
      return 'first';
    };
    const first = withAdvisoryLock(ds, 'lock-test:concurrent', body);
    await inside.promise;
    // While the first holds it, callers from the same pool and from another pool are turned away.
    const second = await withAdvisoryLock(other, 'lock-test:concurrent', body);
    const third = await withAdvisoryLock(ds, 'lock-test:concurrent', body);
    expect(second).toEqual({ acquired: false });
    expect(third).toEqual({ acquired: false });
    // Another name is independent.
    await expect(withAdvisoryLock(other, 'lock-test:other-name', async () => 'free')).resolves.toEqual({ acquired: true, result: 'free' });
    finish.resolve();
    await expect(first).resolves.toEqual({ acquired: true, result: 'first' });
    expect(maxRunning).toBe(1);
    await expect(withAdvisoryLock(other, 'lock-test:concurrent', async () => 'later')).resolves.toEqual({ acquired: true, result: 'later' });
  });

  it('lets exactly one of many simultaneous callers run', async () => {
    let runs = 0;
    let turnedAway = 0;
    const othersDone = deferred();
    const results = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const result = await withAdvisoryLock(i % 2 ? ds : other, 'lock-test:race', async () => {
          runs++;
          // Hold the lock until every other caller has been answered (or 5 s, so a bug fails, not hangs).
          let timer: NodeJS.Timeout | undefined;
          await Promise.race([othersDone.promise, new Promise((r) => (timer = setTimeout(r, 5000)))]);
          clearTimeout(timer);
        });
        if (!result.acquired && ++turnedAway === 5) othersDone.resolve();
        return result;
      }),
    );
    expect(results.filter((r) => r.acquired)).toHaveLength(1);
    expect(runs).toBe(1);
  });

  it('releases the lock when fn throws and rethrows the error', async () => {
    await expect(
      withAdvisoryLock(ds, 'lock-test:throws', async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await heldLocks()).toBe(0);
    await expect(withAdvisoryLock(other, 'lock-test:throws', async () => 'ok')).resolves.toEqual({ acquired: true, result: 'ok' });
  });
  describe('lockUserInTransaction', () => {
    const waitingLocks = async () =>
      Number((await ds.query(`SELECT count(*) AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`))[0].n);

    it('queues a second transaction of the same user until the first commits; other users pass', async () => {
      const order: string[] = [];
      const release = deferred();
      const locked = deferred();
      const first = ds.transaction(async (m) => {
        await lockUserInTransaction(m, 'lock-test:user', 'u1');
        locked.resolve();
        await release.promise;
        order.push('first');
      });
      await locked.promise;
      const second = other.transaction(async (m) => {
        await lockUserInTransaction(m, 'lock-test:user', 'u1');
        order.push('second');
      });
      // Another user is not held up by u1's lock.
      await other.transaction((m) => lockUserInTransaction(m, 'lock-test:user', 'u2'));
      // Until the second is seen waiting on the lock (or, were it not held, already done).
      while (order.length === 0 && (await waitingLocks()) === 0) await new Promise((r) => setImmediate(r));
      expect(order).toEqual([]);
      release.resolve();
      await Promise.all([first, second]);
      expect(order).toEqual(['first', 'second']);
      expect(await heldLocks()).toBe(0);
    });
  });
});
