import {
  assertSafeCents,
  DEFAULT_CURRENCY,
  formatCentsPlain,
  formatMoney,
  formatPlanPrice,
  isSafeCents,
  normaliseCurrency,
  parseMoneyInput,
} from './money';

describe('isSafeCents / assertSafeCents', () => {
  it.each([0, 1, -1, 2500, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER])('accepts %p', (value) => {
    expect(isSafeCents(value)).toBe(true);
    expect(() => assertSafeCents(value)).not.toThrow();
  });

  it.each([0.5, 25.5, Number.MAX_SAFE_INTEGER + 1, -Number.MAX_SAFE_INTEGER - 1, Number.POSITIVE_INFINITY])(
    'throws RangeError for %p',
    (value) => {
      expect(isSafeCents(value)).toBe(false);
      expect(() => assertSafeCents(value)).toThrow(RangeError);
    },
  );

  it.each([Number.NaN, '2500', null, undefined])('throws TypeError for %p', (value) => {
    expect(isSafeCents(value)).toBe(false);
    expect(() => assertSafeCents(value)).toThrow(TypeError);
  });
});

describe('formatMoney', () => {
  it('shows currency code and two decimals', () => {
    expect(formatMoney(2500, 'eur')).toBe('EUR 25.00');
    expect(formatMoney(2550, 'EUR')).toBe('EUR 25.50');
    expect(formatMoney(5, 'usd')).toBe('USD 0.05');
    expect(formatMoney(0, ' eur ')).toBe('EUR 0.00');
    expect(formatMoney(123456789, 'eur')).toBe('EUR 1234567.89');
  });

  it('defaults to EUR', () => {
    expect(DEFAULT_CURRENCY).toBe('EUR');
    expect(formatMoney(100)).toBe('EUR 1.00');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatMoney(-150, 'eur')).toBe('EUR -1.50');
    expect(formatMoney(-5, 'eur')).toBe('EUR -0.05');
  });

  it('refuses fractional cents', () => {
    expect(() => formatMoney(25.5, 'eur')).toThrow(RangeError);
  });

  it('handles the largest safe amount exactly', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'eur')).toBe('EUR 90071992547409.91');
  });
});

describe('formatCentsPlain / normaliseCurrency', () => {
  it('formats without currency', () => {
    expect(formatCentsPlain(99)).toBe('0.99');
    expect(formatCentsPlain(-2500)).toBe('-25.00');
  });

  it('upper-cases and trims currency codes', () => {
    expect(normaliseCurrency(' eur ')).toBe('EUR');
  });
});

describe('parseMoneyInput', () => {
  it.each([
    ['25,50', 2550],
    ['25.50', 2550],
    ['25,5', 2550],
    ['25', 2500],
    ['0,99', 99],
    ['0', 0],
    [' 12.30 ', 1230],
    ['007', 700],
    ['90071992547409.91', Number.MAX_SAFE_INTEGER],
  ])('parses %p as %p cents', (input, cents) => {
    expect(parseMoneyInput(input)).toBe(cents);
  });

  it.each([
    '-5',
    '+5',
    '-0,50',
    '25,505',
    '1,000.00',
    '1.000,00',
    '1 000',
    '25.',
    '.5',
    ',50',
    '1e3',
    'abc',
    '',
    '   ',
    '25,5€',
    'EUR 25',
    '90071992547409.92',
    '99999999999999999999',
  ])('rejects %p', (input) => {
    expect(parseMoneyInput(input)).toBeNull();
  });

  it('reads numbers through their decimal text', () => {
    expect(parseMoneyInput(25.5)).toBe(2550);
    expect(parseMoneyInput(0.1)).toBe(10);
    expect(parseMoneyInput(12)).toBe(1200);
    expect(parseMoneyInput(1.005)).toBeNull();
    expect(parseMoneyInput(-1)).toBeNull();
    expect(parseMoneyInput(1e21)).toBeNull();
    expect(parseMoneyInput(Number.NaN)).toBeNull();
  });
});

describe('formatPlanPrice', () => {
  it('matches the pricing cards', () => {
    expect(formatPlanPrice(0)).toBe('0,00€');
    expect(formatPlanPrice(99)).toBe('0,99€');
    expect(formatPlanPrice(299)).toBe('2,99€');
    expect(formatPlanPrice(999)).toBe('9,99€');
  });

  it('groups thousands with dots', () => {
    expect(formatPlanPrice(1800)).toBe('18,00€');
    expect(formatPlanPrice(123456)).toBe('1.234,56€');
    expect(formatPlanPrice(100000000)).toBe('1.000.000,00€');
  });

  it('uses the currency symbol or code', () => {
    expect(formatPlanPrice(999, 'eur')).toBe('9,99€');
    expect(formatPlanPrice(1800, 'USD')).toBe('18,00$');
    expect(formatPlanPrice(999, 'gbp')).toBe('9,99£');
    expect(formatPlanPrice(999, 'chf')).toBe('9,99 CHF');
  });

  it('keeps the sign and refuses fractional cents', () => {
    expect(formatPlanPrice(-99)).toBe('-0,99€');
    expect(() => formatPlanPrice(0.99)).toThrow(RangeError);
  });
});
