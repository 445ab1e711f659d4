import { invalid, isBlank, valid, validateRequiredText } from './result';

describe('valid / invalid', () => {
  it('build the two result shapes', () => {
    expect(valid(3)).toStrictEqual({ ok: true, value: 3 });
    expect(valid(null)).toStrictEqual({ ok: true, value: null });
    expect(invalid('Nope.')).toStrictEqual({ ok: false, error: 'Nope.' });
  });
});

describe('isBlank', () => {
  it.each([null, undefined, '', ' ', '\t\n'])('treats %p as blank', (value) => {
    expect(isBlank(value)).toBe(true);
  });

  it.each(['a', ' a ', 0, false, [], {}])('treats %p as given', (value) => {
    expect(isBlank(value)).toBe(false);
  });
});

describe('validateRequiredText', () => {
  it('returns the trimmed text', () => {
    expect(validateRequiredText('  Lisbon ', 'City is required.')).toStrictEqual({ ok: true, value: 'Lisbon' });
  });

  it.each([undefined, null, '', '   ', 42])('rejects %p with the given message', (value) => {
    expect(validateRequiredText(value, 'City is required.')).toStrictEqual({ ok: false, error: 'City is required.' });
  });
});
