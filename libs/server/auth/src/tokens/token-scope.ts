/** What a bearer token is good for (ARCHITECTURE "Auth"). A token of one scope never opens another's routes. */
export const TOKEN_SCOPES = ['onboarding', 'artist', 'admin', 'password_reset'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];


/**
 * Lifetimes when the caller gives none: a working day for staff, a month for artists, a day to
 * finish sign-up, a quarter of an hour between the reset code and the new password.
 */
export const DEFAULT_TOKEN_TTL_SECONDS: Record<TokenScope, number> = {
  admin: 12 * 60 * 60,
  artist: 30 * 24 * 60 * 60,
  onboarding: 24 * 60 * 60,
  password_reset: 15 * 60,
};
