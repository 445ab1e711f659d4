import { parseDecimal, parseRate, toCents } from './decimal-cents';

const cents = (amount: string, rate?: string) => toCents(parseDecimal(amount)!, rate ? parseRate(rate) : null);

describe('exact report money', () => {
  it('reads decimals with a dot or a comma and refuses broken numbers', () => {
    expect(parseDecimal('12.345')).toEqual({ units: 12345n, scale: 3 });
    expect(parseDecimal('-0,5')).toEqual({ units: -5n, scale: 1 });
    expect(parseDecimal('.5')).toEqual({ units: 5n, scale: 1 });
    for (const broken of ['', ' ', '-', '1.2.3', '1,234.5', 'abc', '12e3', '1 000', '.']) expect(parseDecimal(broken)).toBeNull();
  });

  it('converts with the rate and rounds once, half away from zero, with no float error', () => {
    expect(cents('0.1')).toBe(10n);
    // 0.1 + 0.2 style: 1.005 is 1.00499999… as a float; exactly it rounds up.
    expect(cents('1.005')).toBe(101n);
    expect(cents('-1.005')).toBe(-101n);
    expect(cents('10', '1.0834')).toBe(1083n);
    expect(cents('0.0045', '1.1111111111')).toBe(0n);
    expect(cents('123456789.99', '0.9273')).toBe(11448148136n);
    expect(cents('3')).toBe(300n);
    expect(cents('0.125', '2')).toBe(25n);
  });

  it('accepts only positive rates with up to 10 decimals', () => {
    expect(parseRate('0')).toBeNull();
    expect(parseRate('-1.2')).toBeNull();
    expect(parseRate('1.12345678901')).toBeNull();
    expect(parseRate('0.85')).toEqual({ units: 85n, scale: 2 });
  });
});
