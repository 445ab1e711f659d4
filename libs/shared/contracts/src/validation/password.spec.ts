import {
  checkPasswordRules,
  isValidSignUpPassword,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  validateCurrentPassword,
  validateNewPassword,
  validatePasswordConfirmation,
  validateResetPassword,
  validateSignUpPassword,
} from './password';

const REQUIREMENTS = 'Password does not meet requirements.';

describe('sign-up password rule', () => {
  it('exposes the spec constants', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(PASSWORD_SPECIAL_CHARACTERS).toStrictEqual(['!', '@', '#', '$', '%', '^', '&', '*', '-', '?']);
  });

  it('accepts a password meeting every rule, unchanged', () => {
    expect(validateSignUpPassword('Abcde1!')).toStrictEqual({ ok: true, value: 'Abcde1!' });
    expect(isValidSignUpPassword('Xy1?zz')).toBe(true);
  });

  it.each([...PASSWORD_SPECIAL_CHARACTERS])('accepts %s as the special character', (special) => {
    expect(isValidSignUpPassword(`Abc12${special}`)).toBe(true);
  });

  it('accepts exactly 6 characters and rejects 5', () => {
    expect(isValidSignUpPassword('Ab1!cd')).toBe(true);
    expect(isValidSignUpPassword('Ab1!c')).toBe(false);
  });

  it('allows other characters that are not in the special set', () => {
    expect(isValidSignUpPassword('Ab1!_.é')).toBe(true);
  });

  it.each([
    ['no upper-case letter', 'abcde1!'],
    ['no letter at all', '123456!'],
    ['no digit', 'Abcdef!'],
    ['no special character', 'Abcde12'],
    ['special character outside the set', 'Abcde1_'],
    ['a space', 'Abc de1!'],
    ['a tab', 'Abcde1!\t'],
    ['a leading space', ' Abcde1!'],
    ['too short', 'Ab1!'],
    ['empty', ''],
    ['non-ASCII upper case only', 'ábcdÉ1!'],
  ])('rejects a password with %s', (_label, password) => {
    expect(validateSignUpPassword(password)).toStrictEqual({ ok: false, error: REQUIREMENTS });
  });

  it('rejects non-strings', () => {
    expect(validateSignUpPassword(undefined)).toStrictEqual({ ok: false, error: REQUIREMENTS });
    expect(validateSignUpPassword(123456)).toStrictEqual({ ok: false, error: REQUIREMENTS });
  });

  it('reports each rule separately for a checklist', () => {
    expect(checkPasswordRules('abc de')).toStrictEqual({
      minLength: true,
      letter: true,
      uppercase: false,
      digit: false,
      special: false,
      noWhitespace: false,
    });
    expect(checkPasswordRules('A1!')).toStrictEqual({
      minLength: false,
      letter: true,
      uppercase: true,
      digit: true,
      special: true,
      noWhitespace: true,
    });
  });

  it('counts code points, not UTF-16 units', () => {
    // Five code points, seven UTF-16 units.
    expect(checkPasswordRules('A1!😀😀').minLength).toBe(false);
    expect(checkPasswordRules('A1!😀😀x').minLength).toBe(true);
  });
});

describe('reset password rule', () => {
  it('only requires 6 characters', () => {
    expect(validateResetPassword('aaaaaa')).toStrictEqual({ ok: true, value: 'aaaaaa' });
  });

  it('rejects 5 characters and non-strings', () => {
    const error = { ok: false, error: 'Password must be at least 6 characters.' };
    expect(validateResetPassword('aaaaa')).toStrictEqual(error);
    expect(validateResetPassword(null)).toStrictEqual(error);
  });
});

describe('password confirmation', () => {
  it('passes when identical', () => {
    expect(validatePasswordConfirmation('Abcde1!', 'Abcde1!')).toStrictEqual({ ok: true, value: 'Abcde1!' });
  });

  it.each(['abcde1!', 'Abcde1! ', '', undefined])('fails for %p', (confirmation) => {
    expect(validatePasswordConfirmation('Abcde1!', confirmation)).toStrictEqual({
      ok: false,
      error: 'Passwords do not match.',
    });
  });
});

describe('current password rule (password change)', () => {
  it('only requires one: any non-empty string passes, as typed', () => {
    expect(validateCurrentPassword(' old pass ')).toStrictEqual({ ok: true, value: ' old pass ' });
    for (const value of ['', undefined, null, 42]) {
      expect(validateCurrentPassword(value)).toStrictEqual({ ok: false, error: 'Enter your current password.' });
    }
  });
});

describe('new password rule (password change)', () => {
  it('holds it to the sign-up rules first, then refuses the current password again', () => {
    expect(validateNewPassword('weakpass', 'Old-pass1')).toStrictEqual({ ok: false, error: REQUIREMENTS });
    expect(validateNewPassword('Old-pass1', 'Old-pass1')).toStrictEqual({ ok: false, error: 'Choose a password different from your current one.' });
    expect(validateNewPassword('New-pass2', 'Old-pass1')).toStrictEqual({ ok: true, value: 'New-pass2' });
    expect(validateNewPassword('New-pass2', undefined)).toStrictEqual({ ok: true, value: 'New-pass2' });
  });
});
