import { MoreThan } from 'typeorm';
import { centsTransformer } from './money-column';

describe('centsTransformer', () => {
  it('reads bigint strings back as numbers, up to the safe integer limit', () => {
    expect(centsTransformer.from('0')).toBe(0);
    expect(centsTransformer.from('-1999')).toBe(-1999);
    expect(centsTransformer.from(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(centsTransformer.from(String(-Number.MAX_SAFE_INTEGER))).toBe(-Number.MAX_SAFE_INTEGER);
    expect(centsTransformer.from(null)).toBeNull();
  });

  it('refuses to read a value it cannot represent exactly', () => {
    // 2^53 + 1 would silently round to 2^53 with Number().
    expect(() => centsTransformer.from('9007199254740993')).toThrow(/outside the safe integer range/);
    expect(() => centsTransformer.from('-9007199254740992')).toThrow(RangeError);
    expect(() => centsTransformer.from('12.5')).toThrow(/not an integer/);
  });

  it('writes whole numbers and rejects fractions and unsafe values', () => {
    expect(centsTransformer.to(1250)).toBe(1250);
    expect(centsTransformer.to(null)).toBeNull();
    expect(centsTransformer.to(BigInt(42))).toBe('42');
    expect(() => centsTransformer.to(12.5)).toThrow(/whole number/);
    expect(() => centsTransformer.to(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
    expect(() => centsTransformer.to(Number.NaN)).toThrow(RangeError);
    expect(() => centsTransformer.to(BigInt('9007199254740992'))).toThrow(RangeError);
  });

  it('lets find operators through', () => {
    const op = MoreThan(10);
    expect(centsTransformer.to(op)).toBe(op);
  });
});
