import {
  isVerificationCode,
  normaliseVerificationCode,
  validateVerificationCode,
  VERIFICATION_CODE_LENGTH,
} from './verification-code';

describe('verification code', () => {
  it('is 6 digits', () => {
    expect(VERIFICATION_CODE_LENGTH).toBe(6);
    expect(isVerificationCode('012345')).toBe(true);
    expect(isVerificationCode('12345')).toBe(false);
    expect(isVerificationCode('1234567')).toBe(false);
    expect(isVerificationCode('12 345')).toBe(false);
    expect(isVerificationCode(123456)).toBe(false);
  });

  it('strips non-digits', () => {
    expect(normaliseVerificationCode(' 123-456 ')).toBe('123456');
  });

  it('validates with the sign-up text by default', () => {
    expect(validateVerificationCode('123 456')).toStrictEqual({ ok: true, value: '123456' });
    expect(validateVerificationCode('12345')).toStrictEqual({ ok: false, error: 'Enter the 6-digit code.' });
    expect(validateVerificationCode('1234567')).toStrictEqual({ ok: false, error: 'Enter the 6-digit code.' });
    expect(validateVerificationCode(null)).toStrictEqual({ ok: false, error: 'Enter the 6-digit code.' });
  });

  it('accepts the login text', () => {
    expect(validateVerificationCode('abc', 'Please enter the 6-digit code.')).toStrictEqual({
      ok: false,
      error: 'Please enter the 6-digit code.',
    });
  });
});
