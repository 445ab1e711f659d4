import { isCompleteOrder, moveTo } from './track-order';

describe('moveTo', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it('moves a track to a position and keeps the others in their order', () => {
    expect(moveTo(ids, 'd', 1)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveTo(ids, 'a', 3)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveTo(ids, 'b', 2)).toEqual(ids);
  });

  it('clamps positions outside 1..n', () => {
    expect(moveTo(ids, 'b', 99)).toEqual(['a', 'c', 'd', 'b']);
    expect(moveTo(ids, 'c', 0)).toEqual(['c', 'a', 'b', 'd']);
  });
});

describe('isCompleteOrder', () => {
  it('accepts each track exactly once, in any order', () => {
    expect(isCompleteOrder(['c', 'a', 'b'], ['a', 'b', 'c'])).toBe(true);
  });

  it('refuses missing, repeated, unknown or non-string ids', () => {
    expect(isCompleteOrder(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
    expect(isCompleteOrder(['a', 'a', 'b'], ['a', 'b', 'c'])).toBe(false);
    expect(isCompleteOrder(['a', 'b', 'x'], ['a', 'b', 'c'])).toBe(false);
    expect(isCompleteOrder(['a', 'b', 3], ['a', 'b', 'c'])).toBe(false);
  });
});
