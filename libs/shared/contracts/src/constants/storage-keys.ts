/** Local-storage keys. Both tabs and both apps read the same keys, so they live here. */
export const STORAGE_KEYS = {
  artistToken: 'artist_token',
  onboardingToken: 'onboarding_token',
  signupEmail: 'signup_email',
  lang: 'lang',
  /** The spec does not name the admin key; chosen to mirror artist_token. */
  adminToken: 'admin_token',
} as const;

export function popupDismissedKey(popupId: string | number): string {
  return `popup_${popupId}_dismissed_session`;
}
