import {
  formatStartPoint,
  isValidStartPoint,
  parseStartPoint,
  START_POINT_MAX_SECONDS,
  validateStartPoint,
} from './start-point';

describe('isValidStartPoint', () => {
  it.each(['00:00', '0:00', '1:05', '01:05', '59:59', '09:30'])('accepts %s', (value) => {
    expect(isValidStartPoint(value)).toBe(true);
  });

  it.each(['60:00', '00:60', '0:60', '1:5', '001:05', '1:005', '1.05', ':30', '10:', '', ' 01:05', 'ab:cd', '-1:00'])(
    'rejects %p',
    (value) => {
      expect(isValidStartPoint(value)).toBe(false);
    },
  );
});

describe('parseStartPoint', () => {
  it('converts to seconds', () => {
    expect(parseStartPoint('00:00')).toBe(0);
    expect(parseStartPoint('1:05')).toBe(65);
    expect(parseStartPoint('01:30')).toBe(90);
    expect(parseStartPoint('59:59')).toBe(3599);
    expect(parseStartPoint(' 02:00 ')).toBe(120);
  });

  it('returns null for invalid text', () => {
    expect(parseStartPoint('60:00')).toBeNull();
    expect(parseStartPoint('00:60')).toBeNull();
    expect(parseStartPoint('')).toBeNull();
  });
});

describe('formatStartPoint', () => {
  it('formats seconds as mm:ss', () => {
    expect(formatStartPoint(0)).toBe('00:00');
    expect(formatStartPoint(65)).toBe('01:05');
    expect(formatStartPoint(START_POINT_MAX_SECONDS)).toBe('59:59');
  });

  it('returns null outside 0..3599 or for fractions', () => {
    expect(START_POINT_MAX_SECONDS).toBe(3599);
    expect(formatStartPoint(3600)).toBeNull();
    expect(formatStartPoint(-1)).toBeNull();
    expect(formatStartPoint(1.5)).toBeNull();
    expect(formatStartPoint(Number.NaN)).toBeNull();
  });
});

describe('validateStartPoint', () => {
  it('is optional', () => {
    expect(validateStartPoint('')).toStrictEqual({ ok: true, value: null });
    expect(validateStartPoint(null)).toStrictEqual({ ok: true, value: null });
    expect(validateStartPoint(undefined)).toStrictEqual({ ok: true, value: null });
  });

  it('returns the canonical mm:ss', () => {
    expect(validateStartPoint('1:05')).toStrictEqual({ ok: true, value: '01:05' });
    expect(validateStartPoint(' 59:59 ')).toStrictEqual({ ok: true, value: '59:59' });
  });

  it('rejects with the spec text at 60', () => {
    const error = { ok: false, error: 'Start point must be a valid mm:ss.' };
    expect(validateStartPoint('60:00')).toStrictEqual(error);
    expect(validateStartPoint('00:60')).toStrictEqual(error);
    expect(validateStartPoint(90)).toStrictEqual(error);
  });
});
