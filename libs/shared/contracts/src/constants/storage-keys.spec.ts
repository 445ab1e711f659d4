import { popupDismissedKey, STORAGE_KEYS } from './storage-keys';

describe('storage keys', () => {
  it('matches the spec names', () => {
    expect(STORAGE_KEYS).toStrictEqual({
      artistToken: 'artist_token',
      onboardingToken: 'onboarding_token',
      signupEmail: 'signup_email',
      lang: 'lang',
      adminToken: 'admin_token',
    });
  });

  it('builds the per-popup session key', () => {
    expect(popupDismissedKey(42)).toBe('popup_42_dismissed_session');
    expect(popupDismissedKey('abc')).toBe('popup_abc_dismissed_session');
  });
});
