import { isOneOf } from './one-of';

describe('isOneOf', () => {
  const values = ['a', 'b'] as const;

  it('accepts listed strings', () => {
    expect(isOneOf(values, 'a')).toBe(true);
    expect(isOneOf(values, 'b')).toBe(true);
  });

  it('rejects unlisted strings, other case and non-strings', () => {
    expect(isOneOf(values, 'c')).toBe(false);
    expect(isOneOf(values, 'A')).toBe(false);
    expect(isOneOf(values, '')).toBe(false);
    expect(isOneOf(values, 1)).toBe(false);
    expect(isOneOf(values, null)).toBe(false);
    expect(isOneOf(values, undefined)).toBe(false);
    expect(isOneOf(values, ['a'])).toBe(false);
  });
});
