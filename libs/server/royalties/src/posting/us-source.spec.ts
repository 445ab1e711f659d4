import { ALLOCATE_SQL } from './royalty-allocations.repository';
import { DEFAULT_WITHHOLDING_RATE_BP, US_SOURCE_TERRITORIES, usSourceGross, withheldCents } from './us-source';

describe('US-source withholding arithmetic', () => {
  it('withholds floor(gross_us × rate / 10000) in integer cents', () => {
    expect(withheldCents(1001, 0)).toBe(0);
    expect(withheldCents(1334, 1500)).toBe(200); // 200.1
    expect(withheldCents(7, 3000)).toBe(2); // 2.1
    expect(withheldCents(999, 3000)).toBe(299); // 299.7: never rounded up
    expect(withheldCents(3, 3000)).toBe(0); // 0.9
    expect(withheldCents(0, 3000)).toBe(0);
    expect(withheldCents(100, 10000)).toBe(100);
    // Exact far past 2^53 / 10000: BigInt, no float drift.
    expect(withheldCents(9_007_199_254_740_991, 3000)).toBe(2_702_159_776_422_297);
  });

  it('refuses fractional or negative cents and rates outside 0..10000', () => {
    expect(() => withheldCents(1.5, 3000)).toThrow(RangeError);
    expect(() => withheldCents(-1, 3000)).toThrow(RangeError);
    expect(() => withheldCents(100, 10001)).toThrow(RangeError);
    expect(() => withheldCents(100, 12.5)).toThrow(RangeError);
  });

  it('holds the US part within [0, credited]: returns never withhold, and never more than the credit', () => {
    expect(usSourceGross(67, 134)).toBe(67);
    expect(usSourceGross(-30, 270)).toBe(0);
    expect(usSourceGross(500, 100)).toBe(100);
    expect(usSourceGross(0, 0)).toBe(0);
  });

  it('splits a line between owner and collaborator so the US parts add up to the US line exactly (largest remainder)', () => {
    // The rule ALLOCATE_SQL applies to each line, here for a US line of `cents` split at `bp` to one collaborator.
    const split = (cents: number, bp: number) => {
      const collab = Math.floor((cents * bp) / 10000);
      const owner = Math.floor((cents * (10000 - bp)) / 10000);
      const spare = cents - collab - owner;
      const collabWins = spare > 0 && (cents * bp) % 10000 > (cents * (10000 - bp)) % 10000;
      return { collab: collab + (collabWins ? spare : 0), owner: owner + (collabWins ? 0 : spare) };
    };
    for (const [cents, bp] of [[100, 3333], [1, 5000], [101, 2500], [999, 7777], [7, 1]]) {
      const { collab, owner } = split(cents, bp);
      expect(collab + owner).toBe(cents);
      // Withholding each part at its own rate never exceeds the whole line's withholding at the higher rate.
      expect(withheldCents(collab, 3000) + withheldCents(owner, 1000)).toBeLessThanOrEqual(withheldCents(cents, 3000));
    }
    expect(split(100, 3333)).toEqual({ collab: 33, owner: 67 });
  });

  it('names the US and its territories once: ALLOCATE_SQL writes out exactly US_SOURCE_TERRITORIES', () => {
    expect([...US_SOURCE_TERRITORIES]).toEqual(['US', 'PR', 'GU', 'VI', 'AS', 'MP', 'UM']);
    const lists = [...ALLOCATE_SQL.matchAll(/territory IN \(([^)]*)\)/g)].map((m) => m[1].split(',').map((s) => s.trim().replace(/'/g, '')));
    expect(lists.length).toBeGreaterThanOrEqual(3);
    for (const list of lists) expect(list).toEqual([...US_SOURCE_TERRITORIES]);
    expect(DEFAULT_WITHHOLDING_RATE_BP).toBe(3000);
  });
});
