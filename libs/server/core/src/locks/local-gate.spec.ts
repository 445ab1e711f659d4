import { LocalGate } from './local-gate';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => (resolve = res));
  return { promise, resolve };
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('LocalGate', () => {
  it('lets at most `width` callers in at once and the rest in arrival order', async () => {
    const gate = new LocalGate(2);
    const started: number[] = [];
    const finish = [0, 1, 2, 3].map(() => deferred());
    const runs = finish.map((d, i) =>
      gate.run(async () => {
        started.push(i);
        await d.promise;
        return i;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect(gate.queued).toBe(2);

    finish[1].resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    expect(gate.queued).toBe(1);

    finish[0].resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    finish[2].resolve();
    finish[3].resolve();
    await expect(Promise.all(runs)).resolves.toEqual([0, 1, 2, 3]);
    expect(gate.queued).toBe(0);
  });

  it('frees the slot when the work fails, and passes the error on', async () => {
    const gate = new LocalGate(1);
    const failing = gate.run(async () => {
      throw new Error('statement failed');
    });
    const next = gate.run(async () => 'ran');
    await expect(failing).rejects.toThrow('statement failed');
    await expect(next).resolves.toBe('ran');
    // Still one at a time afterwards.
    const hold = deferred();
    const first = gate.run(() => hold.promise);
    let secondIn = false;
    const second = gate.run(async () => {
      secondIn = true;
    });
    await tick();
    expect(secondIn).toBe(false);
    hold.resolve();
    await Promise.all([first, second]);
    expect(secondIn).toBe(true);
  });

  it('does not let a newcomer overtake callers already waiting', async () => {
    const gate = new LocalGate(1);
    const order: string[] = [];
    const hold = deferred();
    const first = gate.run(async () => {
      await hold.promise;
      order.push('first');
    });
    const waiting = gate.run(async () => {
      order.push('waiting');
    });
    await tick();
    hold.resolve();
    // Arrives as the first one leaves: it must queue behind `waiting`.
    await first;
    const late = gate.run(async () => {
      order.push('late');
    });
    await Promise.all([waiting, late]);
    expect(order).toEqual(['first', 'waiting', 'late']);
  });

  it('refuses a width that is not a positive integer', () => {
    expect(() => new LocalGate(0)).toThrow('positive integer');
    expect(() => new LocalGate(1.5)).toThrow('positive integer');
  });
});
