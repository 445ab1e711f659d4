import {
  avatarInitial,
  displayName,
  FALLBACK_DISPLAY_NAME,
  formatBadgeCount,
  LOADING_PLACEHOLDER,
  MISSING_VALUE_PLACEHOLDER,
} from './display';

describe('displayName', () => {
  it('prefers name, then first and last name, then Artist', () => {
    expect(displayName({ name: ' DJ Lisboa ', first_name: 'Ana', last_name: 'Silva' })).toBe('DJ Lisboa');
    expect(displayName({ name: '', first_name: 'Ana', last_name: 'Silva' })).toBe('Ana Silva');
    expect(displayName({ first_name: 'Ana', last_name: null })).toBe('Ana');
    expect(displayName({ last_name: ' Silva ' })).toBe('Silva');
    expect(displayName({ name: '  ' })).toBe('Artist');
    expect(displayName(null)).toBe('Artist');
    expect(FALLBACK_DISPLAY_NAME).toBe('Artist');
  });

  it('exposes the placeholders', () => {
    expect(MISSING_VALUE_PLACEHOLDER).toBe('-');
    expect(LOADING_PLACEHOLDER).toBe('…');
  });
});

describe('avatarInitial', () => {
  it('upper-cases the first character of the display name', () => {
    expect(avatarInitial({ name: 'ana' })).toBe('A');
    expect(avatarInitial({ first_name: 'élodie' })).toBe('É');
    expect(avatarInitial(undefined)).toBe('A');
    expect(avatarInitial({ name: '😀 band' })).toBe('😀');
  });
});

describe('formatBadgeCount', () => {
  it('caps at 99+', () => {
    expect(formatBadgeCount(0)).toBe('');
    expect(formatBadgeCount(-3)).toBe('');
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(Number.NaN)).toBe('');
  });
});
