import { isValidEmail, normaliseEmail, validateEmail, validateOptionalEmail } from './email';

describe('normaliseEmail', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Jane.Doe@Example.COM \n')).toBe('jane.doe@example.com');
  });
});

describe('isValidEmail', () => {
  it.each([
    'a@b.co',
    'jane.doe@example.com',
    'jane+tag@mail.example.co.uk',
    "o'brien@example.ie",
    'USER@EXAMPLE.COM',
    'x_y-z@sub-domain.example.org',
  ])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'plain',
    '@example.com',
    'jane@',
    'jane@example',
    'jane@example.c',
    'jane doe@example.com',
    ' jane@example.com',
    'jane@@example.com',
    'jane@exa mple.com',
    '.jane@example.com',
    'jane.@example.com',
    'ja..ne@example.com',
    'jane@-example.com',
    'jane@example-.com',
    'jane@example..com',
    'jane@example.123',
    '"jane"@example.com',
    'jane<x>@example.com',
  ])('rejects %p', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('limits the local part to 64 and the address to 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    const label = 'a'.repeat(60);
    const domain = `${label}.${label}.${label}.${label}.com`;
    expect(`${'b'.repeat(6)}@${domain}`).toHaveLength(254);
    expect(isValidEmail(`${'b'.repeat(6)}@${domain}`)).toBe(true);
    expect(isValidEmail(`${'b'.repeat(7)}@${domain}`)).toBe(false);
  });
});

describe('validateEmail', () => {
  it('returns the normalised address', () => {
    expect(validateEmail(' Jane@Example.com ')).toStrictEqual({ ok: true, value: 'jane@example.com' });
  });

  it('uses the required text for blank input', () => {
    expect(validateEmail('  ')).toStrictEqual({ ok: false, error: 'Email is required.' });
    expect(validateEmail(undefined)).toStrictEqual({ ok: false, error: 'Email is required.' });
  });

  it('uses the invalid text for a bad shape or a non-string', () => {
    expect(validateEmail('jane@')).toStrictEqual({ ok: false, error: 'Invalid email.' });
    expect(validateEmail(42)).toStrictEqual({ ok: false, error: 'Invalid email.' });
  });

  it('accepts message overrides', () => {
    expect(validateEmail('', { required: 'R' })).toStrictEqual({ ok: false, error: 'R' });
    expect(validateEmail('x', { invalid: 'I' })).toStrictEqual({ ok: false, error: 'I' });
  });
});

describe('validateOptionalEmail', () => {
  it('gives null for blank input', () => {
    expect(validateOptionalEmail('')).toStrictEqual({ ok: true, value: null });
    expect(validateOptionalEmail(null)).toStrictEqual({ ok: true, value: null });
    expect(validateOptionalEmail(undefined)).toStrictEqual({ ok: true, value: null });
  });

  it('normalises a valid address', () => {
    expect(validateOptionalEmail('Pay@PayPal.com ')).toStrictEqual({ ok: true, value: 'pay@paypal.com' });
  });

  it('rejects a bad address with the given text', () => {
    expect(validateOptionalEmail('pay@')).toStrictEqual({ ok: false, error: 'Invalid email.' });
    expect(validateOptionalEmail('pay@', 'Enter a valid PayPal email.')).toStrictEqual({
      ok: false,
      error: 'Enter a valid PayPal email.',
    });
  });
});
