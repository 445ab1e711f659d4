import { boundedMap } from './bounded-map';

describe('boundedMap', () => {
  it('keeps input order and never runs more than the bound at once', async () => {
    let running = 0;
    let peak = 0;
    const result = await boundedMap([5, 1, 4, 2, 3, 0, 6], 3, async (ms, i) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, ms));
      running--;
      return `${i}:${ms}`;
    });
    expect(result).toEqual(['0:5', '1:1', '2:4', '3:2', '4:3', '5:0', '6:6']);
    expect(peak).toBe(3);
  });

  it('handles an empty list and a bound below one', async () => {
    await expect(boundedMap([], 4, async () => 1)).resolves.toEqual([]);
    await expect(boundedMap([1, 2], 0, async (x) => x * 2)).resolves.toEqual([2, 4]);
  });

  it('rejects with the first failure', async () => {
    await expect(boundedMap([1, 2, 3], 2, async (x) => (x === 2 ? Promise.reject(new Error('boom')) : x))).rejects.toThrow('boom');
  });
});
