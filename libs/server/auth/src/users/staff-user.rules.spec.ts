import { STAFF_MESSAGES, validateNewStaff } from './staff-user.rules';

describe('validateNewStaff', () => {
  const good = { email: '  Ops@Example.COM ', password: 'correct-horse', role: 'admin', name: '  Ops Team ' };

  it('normalises a good account: e-mail trimmed and lower-cased, name trimmed, password untouched', () => {
    expect(validateNewStaff({ ...good, password: ' spaced pass ' })).toEqual({
      ok: true,
      value: { email: 'ops@example.com', password: ' spaced pass ', role: 'admin', name: 'Ops Team' },
    });
  });

  it('accepts the manager role, in any case', () => {
    const result = validateNewStaff({ ...good, role: 'Manager' });
    expect(result.ok && result.value.role).toBe('manager');
  });

  it('uses the local part of the e-mail when no name is given', () => {
    const result = validateNewStaff({ ...good, name: undefined });
    expect(result.ok && result.value.name).toBe('ops');
    const blank = validateNewStaff({ ...good, name: '   ' });
    expect(blank.ok && blank.value.name).toBe('ops');
  });

  it('requires at least 8 characters of password, counted as characters', () => {
    expect(validateNewStaff({ ...good, password: '1234567' })).toEqual({ ok: false, errors: { password: [STAFF_MESSAGES.passwordTooShort] } });
    expect(validateNewStaff({ ...good, password: '12345678' }).ok).toBe(true);
    // Seven emoji are 14 UTF-16 units but seven characters.
    expect(validateNewStaff({ ...good, password: '🎵'.repeat(7) }).ok).toBe(false);
    expect(validateNewStaff({ ...good, password: 'x'.repeat(1025) })).toEqual({ ok: false, errors: { password: [STAFF_MESSAGES.passwordTooLong] } });
  });

  it('rejects a bad e-mail and an unknown role, reporting every field at once', () => {
    expect(validateNewStaff({ email: 'not-an-email', password: 'short', role: 'artist' })).toEqual({
      ok: false,
      errors: { email: ['Invalid email.'], password: [STAFF_MESSAGES.passwordTooShort], role: [STAFF_MESSAGES.roleInvalid] },
    });
    expect(validateNewStaff({ ...good, email: '' })).toEqual({ ok: false, errors: { email: ['Email is required.'] } });
  });

  it('rejects a name longer than 255 characters', () => {
    expect(validateNewStaff({ ...good, name: 'n'.repeat(256) })).toEqual({ ok: false, errors: { name: [STAFF_MESSAGES.nameTooLong] } });
  });
});
