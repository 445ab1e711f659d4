import { errorMessageFrom, flattenValidationErrors, isAccountBlockedError, isApiError } from './api-error';

describe('isApiError', () => {
  it('accepts the documented shape', () => {
    expect(isApiError({ message: 'x' })).toBe(true);
    expect(isApiError({ message: 'x', code: 'account_blocked' })).toBe(true);
    expect(isApiError({ message: 'x', errors: { email: ['Invalid email.'] } })).toBe(true);
  });

  it.each([
    null,
    'x',
    {},
    { message: 1 },
    { message: 'x', code: 3 },
    { message: 'x', errors: ['a'] },
    { message: 'x', errors: { email: 'Invalid email.' } },
    { message: 'x', errors: { email: [1] } },
  ])('rejects %p', (value) => {
    expect(isApiError(value)).toBe(false);
  });
});

describe('flattenValidationErrors', () => {
  it('joins every message with "; "', () => {
    expect(
      flattenValidationErrors({ email: ['Invalid email.', 'Email is required.'], iban: ['Invalid IBAN format.'] }),
    ).toBe('Invalid email.; Email is required.; Invalid IBAN format.');
  });

  it('is empty for nothing', () => {
    expect(flattenValidationErrors({})).toBe('');
    expect(flattenValidationErrors(undefined)).toBe('');
    expect(flattenValidationErrors({ a: ['', ' '] })).toBe('');
  });
});

describe('errorMessageFrom', () => {
  it('prefers the server message', () => {
    expect(errorMessageFrom({ message: 'Invalid code.', errors: { code: ['x'] } }, 'Fallback')).toBe('Invalid code.');
  });

  it('falls back to flattened errors, then to the fallback', () => {
    expect(errorMessageFrom({ message: '', errors: { a: ['A.'], b: ['B.', 3] } }, 'Fallback')).toBe('A.; B.');
    expect(errorMessageFrom({ errors: {} }, 'Upload failed.')).toBe('Upload failed.');
    expect(errorMessageFrom({ errors: ['x'] }, 'Upload failed.')).toBe('Upload failed.');
    expect(errorMessageFrom(null, 'Upload failed.')).toBe('Upload failed.');
    expect(errorMessageFrom('<html>', 'Upload failed.')).toBe('Upload failed.');
    expect(errorMessageFrom({ message: 42 }, 'Upload failed.')).toBe('Upload failed.');
  });
});

describe('isAccountBlockedError', () => {
  it('checks the code only', () => {
    expect(isAccountBlockedError({ code: 'account_blocked', message: 'anything' })).toBe(true);
    expect(isAccountBlockedError({ code: 'ACCOUNT_BLOCKED' })).toBe(false);
    expect(isAccountBlockedError({ message: 'Your account is blocked. Please contact support.' })).toBe(false);
    expect(isAccountBlockedError(undefined)).toBe(false);
  });
});
