import { WriteBehind } from './write-behind';

interface Count {
  key: string;
  n: number;
}

function counter(write: (batch: Count[]) => Promise<void>, onError: (error: Error) => void = () => undefined) {
  return new WriteBehind<Count>({ intervalMs: 1000, write, merge: (pending, later) => (pending.n += later.n), onError });
}

describe('WriteBehind', () => {
  afterEach(() => jest.useRealTimers());

  it('adds values up per key and writes them in one batch', async () => {
    const batches: Count[][] = [];
    const buffer = counter(async (batch) => void batches.push(batch));
    buffer.add('a', { key: 'a', n: 1 });
    buffer.add('b', { key: 'b', n: 2 });
    buffer.add('a', { key: 'a', n: 3 });
    expect(buffer.size).toBe(2);
    await buffer.flush();
    expect(batches).toEqual([[{ key: 'a', n: 4 }, { key: 'b', n: 2 }]]);
    expect(buffer.size).toBe(0);
    await buffer.flush();
    expect(batches).toHaveLength(1);
  });

  it('keeps the first value of a key when no merge is given', async () => {
    const written: string[][] = [];
    const buffer = new WriteBehind<string>({ intervalMs: 1000, write: async (ids) => void written.push(ids), onError: () => undefined });
    buffer.add('x', 'x');
    buffer.add('x', 'x');
    buffer.add('y', 'y');
    await buffer.flush();
    expect(written).toEqual([['x', 'y']]);
  });

  it('writes on its own after the interval', async () => {
    jest.useFakeTimers();
    const batches: Count[][] = [];
    const buffer = counter(async (batch) => void batches.push(batch));
    buffer.add('a', { key: 'a', n: 1 });
    await jest.advanceTimersByTimeAsync(999);
    expect(batches).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[{ key: 'a', n: 1 }]]);
  });

  it('keeps a batch whose write fails, folds later values in and writes it with the next', async () => {
    jest.useFakeTimers();
    const errors: string[] = [];
    const batches: Count[][] = [];
    let fail = true;
    const buffer = counter(async (batch) => {
      if (fail) throw new Error('database unreachable');
      batches.push(batch);
    }, (error) => errors.push(error.message));
    buffer.add('a', { key: 'a', n: 1 });
    await expect(buffer.flush()).rejects.toThrow('database unreachable');
    buffer.add('a', { key: 'a', n: 5 });
    buffer.add('b', { key: 'b', n: 1 });
    expect(buffer.size).toBe(2);
    // The failed write scheduled the next try on the timer; it fails too and is only reported.
    await jest.advanceTimersByTimeAsync(1000);
    expect(errors).toEqual(['database unreachable']);
    fail = false;
    await jest.advanceTimersByTimeAsync(1000);
    expect(batches).toEqual([[{ key: 'a', n: 6 }, { key: 'b', n: 1 }]]);
    expect(buffer.size).toBe(0);
  });

  it('writes one batch at a time: a flush waits for the write in flight', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const buffer = counter(async (batch) => {
      order.push(`start ${batch.map((c) => c.key).join()}`);
      if (batch[0].key === 'a') await new Promise<void>((resolve) => (release = resolve));
      order.push(`end ${batch.map((c) => c.key).join()}`);
    });
    buffer.add('a', { key: 'a', n: 1 });
    const first = buffer.flush();
    while (order.length === 0) await Promise.resolve();
    buffer.add('b', { key: 'b', n: 1 });
    const second = buffer.flush();
    await new Promise((resolve) => setImmediate(resolve));
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('close stops the timer and writes the last batch', async () => {
    jest.useFakeTimers();
    const batches: Count[][] = [];
    const buffer = counter(async (batch) => void batches.push(batch));
    buffer.add('a', { key: 'a', n: 2 });
    await buffer.close();
    expect(batches).toEqual([[{ key: 'a', n: 2 }]]);
    expect(jest.getTimerCount()).toBe(0);
  });
});
